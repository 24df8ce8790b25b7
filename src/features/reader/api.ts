import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { chapterContentPath } from '../../contract/paths.ts'
import { chapterResponse } from '../../contract/schemas/chapters.ts'
import { apiRequest } from '../../shared/api/client.ts'

/** The posts a reader opens: comics and novels. */
export type ReaderPosttype = 'comic' | 'novel'

export const readerKeys = {
  all: ['reader'] as const,
  chapters: (language: Language, posttype: ReaderPosttype, postId: number) =>
    [...readerKeys.all, language, 'chapter', posttype, postId] as const,
  chapter: (language: Language, posttype: ReaderPosttype, postId: number, index: number) =>
    [...readerKeys.chapters(language, posttype, postId), index] as const,
}

/**
 * Spec §7 `GET /posts/chapter/{posttype}/{postId}/{index}`: asked again every time a chapter opens,
 * while the last answer stays in the persisted cache, so a chapter read before opens offline.
 */
export const chapterQueryOptions = (
  language: Language,
  posttype: ReaderPosttype,
  postId: number,
  index: number,
) =>
  queryOptions({
    queryKey: readerKeys.chapter(language, posttype, postId, index),
    queryFn: async ({ signal }) => {
      const body = await apiRequest(language, chapterContentPath(posttype, postId, index), chapterResponse, {
        signal,
      })
      return body.data
    },
    staleTime: 0,
  })
