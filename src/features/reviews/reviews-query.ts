import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import type { PostDetail } from '../../contract/schemas/detail.ts'
import { getRatings, getReviews } from './api.ts'
import { ratingsKey, reviewsKey } from './keys.ts'

/**
 * A post's reviews, page by page: read by the list, and by the server for the first page it draws
 * (a crawler asks the API nothing: robots.txt keeps it out).
 */
export const reviewsQueryOptions = (language: Language, detail: Pick<PostDetail, 'posttype' | 'id'>) =>
  infiniteQueryOptions({
    queryKey: [...reviewsKey(detail.posttype, detail.id), language],
    queryFn: ({ pageParam, signal }) => getReviews(language, detail.posttype, detail.id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.isNext ? page + 1 : undefined),
  })

/** How the post was rated, star by star: shown above its reviews, drawn by the server as they are. */
export const ratingsQueryOptions = (language: Language, detail: Pick<PostDetail, 'posttype' | 'id'>) =>
  queryOptions({
    queryKey: [...ratingsKey(detail.posttype, detail.id), language],
    queryFn: ({ signal }) => getRatings(language, detail.posttype, detail.id, signal),
  })
