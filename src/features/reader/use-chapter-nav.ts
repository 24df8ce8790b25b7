import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { chapterPagePath } from '../../contract/post-paths.ts'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import type { ReaderPosttype } from './api.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Where a chapter opens when the reader stepped back into it from the next one: at its end, the
     * way a book's previous page is the end of the chapter before. 'here': it is already on screen,
     * scrolled into from the one above (continuous reading), and only the address follows it.
     */
    readerAt?: 'end' | 'here'
  }
}

/**
 * Moves the reader to another chapter of the story. Spec §2: the history entry is replaced, so Back
 * leaves the reader instead of stepping through every chapter read. The story's card goes along, so
 * the next chapter paints its title at once; the reader sets the scroll itself (resume or top).
 */
export function useChapterNav(
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  story: PostCard | undefined,
) {
  const router = useRouter()
  return useCallback(
    (index: number, at?: 'end' | 'here') => {
      const card = story ? v.safeParse(postCardSchema, story) : undefined
      router.navigate({
        href: chapterPagePath(language, posttype, slug, index),
        replace: true,
        resetScroll: false,
        state: { post: card?.success ? card.output : undefined, readerAt: at },
      })
    },
    [router, language, posttype, slug, story],
  )
}
