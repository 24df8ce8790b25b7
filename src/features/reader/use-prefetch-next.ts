import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import type { Language } from '../../contract/languages.ts'
import type { ReaderPosttype } from './api.ts'

/**
 * Near the end of a chapter, the next one is fetched (its answer and its first pages), once: moving
 * to it is then instant, and it is there offline too. The fetching code comes then, three screens
 * before the end, not with the chapter's first screen.
 */
export function usePrefetchNext(
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  nextIndex: number | null,
) {
  const queryClient = useQueryClient()
  const done = useRef(false)
  return useCallback(() => {
    if (done.current || nextIndex === null) return
    done.current = true
    void import('./prefetch-next.ts').then(({ prefetchNext }) =>
      prefetchNext(queryClient, language, posttype, slug, nextIndex),
    )
  }, [queryClient, language, posttype, slug, nextIndex])
}
