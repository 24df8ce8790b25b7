import { queryOptions } from '@tanstack/react-query'
import { chapterBySlug } from '../../contract/endpoints/posts.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'

/** The posts a reader opens: comics and novels. */
export type ReaderPosttype = 'comic' | 'novel'

export const readerKeys = {
  all: ['reader'] as const,
  chapter: (language: Language, posttype: ReaderPosttype, slug: string, index: number) =>
    [...readerKeys.all, language, 'chapter', posttype, slug, index] as const,
}

/**
 * A reader's chapter by the slug its address names, with its story as a card: all a reader needs,
 * in one call. Asked again every time a chapter opens, while the last answer stays in the persisted
 * cache, so a chapter read before opens offline.
 */
export const chapterQueryOptions = (
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  index: number,
) =>
  queryOptions({
    queryKey: readerKeys.chapter(language, posttype, slug, index),
    queryFn: ({ signal }) =>
      callData(language, chapterBySlug, { params: { posttype, slug, chapterIndex: index }, signal }),
    staleTime: 0,
  })
