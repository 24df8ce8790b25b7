import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { Avatar, useAccountMessages } from '../../account/index.ts'
import { reviewsQueryOptions } from '../reviews-query.ts'
import { RatingBars } from './RatingBars.tsx'
import { ReviewBody } from './ReviewBody.tsx'

/**
 * How a post was rated (RatingBars), then its reviews (ratings with text), newest first: each author by username or name, with their
 * avatar. The server draws the first page (src/features/detail/loaders.ts), as the app does once it
 * has taken the page over; a rating sent here shows on the next read.
 */
export function Reviews({ language, detail }: { language: Language; detail: PostDetail }) {
  useAccountMessages()
  const reviews = useInfiniteQuery(reviewsQueryOptions(language, detail))
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? []
  // Nothing to say while loading or when the post has no review yet beyond one short line.
  return (
    <section className="detail-reviews" aria-labelledby="detail-reviews-title">
      <h2 id="detail-reviews-title" className="detail-section__title">
        <Trans>Reviews</Trans>
      </h2>
      <RatingBars language={language} detail={detail} />
      {reviews.isError ? (
        <p className="detail-reviews__empty">
          <Trans>Reviews could not be loaded.</Trans>
        </p>
      ) : reviews.isSuccess && list.length === 0 ? (
        <p className="detail-reviews__empty">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : null}
      <ul className="detail-reviews__list">
        {list.map((review) => {
          return (
            <li key={`${review.author.name}-${review.updated_at}`} className="detail-review">
              <Avatar image={review.author.avatar} name={review.author.name} size="small" />
              <ReviewBody
                language={language}
                by={<span className="detail-review__author">{review.author.name}</span>}
                rating={review.rating}
                updatedAt={review.updated_at}
                content={review.content}
              />
            </li>
          )
        })}
      </ul>
      {reviews.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          <Trans>More reviews</Trans>
        </button>
      ) : null}
    </section>
  )
}
