import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import type { PostDetail } from '../../contract/schemas/detail.ts'

export { ReviewBody } from './components/ReviewBody.tsx'
/**
 * What the reviews feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { ratingsKey, reviewsKey } from './keys.ts'

/** A post's reviews load apart from the page (their words are a catalogue of their own). */
export const loadReviews = () => import('./components/Reviews.tsx').then((module) => module.Reviews)

/**
 * The first page of a post's reviews and how it was rated, read before the server draws the page, so that it draws them
 * and the app takes them over from the page's answers.
 */
export const readFirstReviews = (
  queryClient: QueryClient,
  language: Language,
  detail: Pick<PostDetail, 'posttype' | 'id'>,
) =>
  import('./reviews-query.ts').then(({ ratingsQueryOptions, reviewsQueryOptions }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(reviewsQueryOptions(language, detail)),
      queryClient.prefetchQuery(ratingsQueryOptions(language, detail)),
    ]),
  )
