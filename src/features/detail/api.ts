import { queryOptions } from '@tanstack/react-query'
import { views } from '../../contract/endpoints/post-actions.ts'
import { chapter, chapterList, postDetail } from '../../contract/endpoints/posts.ts'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { episodeSchema } from '../../contract/schemas/detail.ts'
import type { ChapterOrder } from '../../contract/schemas/requests.ts'
import { call, callData } from '../../shared/api/call.ts'
import { DETAIL_STALE_MS } from '../../shared/limits.ts'

export const detailKeys = {
  all: ['detail'] as const,
  post: (language: Language, posttype: Posttype, slug: string) =>
    [...detailKeys.all, language, 'post', posttype, slug] as const,
  chapters: (language: Language, posttype: Posttype, postId: number) =>
    [...detailKeys.all, language, 'chapters', posttype, postId] as const,
  // A page from the newest chapter is its own answer; one from the first keeps the key it always had
  // (the cache kept on the device has them).
  chapterPage: (
    language: Language,
    posttype: Posttype,
    postId: number,
    page: number,
    order: ChapterOrder = 'asc',
  ) =>
    order === 'desc'
      ? ([...detailKeys.chapters(language, posttype, postId), 'desc', page] as const)
      : ([...detailKeys.chapters(language, posttype, postId), page] as const),
  episode: (language: Language, postId: number, index: number) =>
    [...detailKeys.all, language, 'episode', postId, index] as const,
}

/** Spec §7 `GET /posts/detail/{posttype}/{slug}/`, fresh for 5 minutes; an unknown slug is a 404. */
export const postDetailQueryOptions = (language: Language, posttype: Posttype, slug: string) =>
  queryOptions({
    queryKey: detailKeys.post(language, posttype, slug),
    queryFn: ({ signal }) => callData(language, postDetail, { params: { posttype, slug }, signal }),
    staleTime: DETAIL_STALE_MS,
  })

/**
 * One page of a post's chapters (`GET /posts/listchapter/{posttype}/{postId}/paged/{page}/`, 50 a
 * page). A failed page is shown as an empty one by the list; it is not cached as empty, or a page
 * seen before would be wiped by a refetch made offline.
 */
export const chapterPageQueryOptions = (
  language: Language,
  posttype: Posttype,
  postId: number,
  page: number,
  order: ChapterOrder = 'asc',
) =>
  queryOptions({
    queryKey: detailKeys.chapterPage(language, posttype, postId, page, order),
    // Not cancelled when the list goes: a page is small, and a finished one is kept for coming back.
    queryFn: () =>
      call(language, chapterList, {
        params: { posttype, postId, page },
        query: { order: order === 'desc' ? 'desc' : undefined },
      }).then((body) => ({ chapters: body.data, isNext: body.is_next })),
    staleTime: DETAIL_STALE_MS,
  })

/** A film's episode with its video sources; asked again each time it plays (spec §7: always refetched). */
export const episodeQueryOptions = (language: Language, postId: number, index: number) =>
  queryOptions({
    queryKey: detailKeys.episode(language, postId, index),
    // The chapter of a film is an episode: its sources, captions and intro.
    queryFn: ({ signal }) =>
      callData(
        language,
        chapter,
        { params: { posttype: 'movie', postId, chapterIndex: index }, signal },
        episodeSchema,
      ),
    staleTime: 0,
  })

/** Spec §7 `POST /posts/action/views/{posttype}/{id}/` with the anti-forgery token as form data. */
export const trackView = async (language: Language, posttype: Posttype, id: number) =>
  (await callData(language, views, { params: { posttype, id }, body: new URLSearchParams() })).views
