import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { postPagePath } from '../../../contract/post-paths.ts'
import type { MemberReview } from '../../../contract/schemas/finder.ts'
import { formatMediumDate } from '../../../shared/i18n/date-format.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'

/**
 * A member's reviews, newest first, drawn as a post's reviews are (the same classes), each headed
 * by the post it is about, a link to its page, instead of its author.
 */
export function MemberReviews({ language, reviews }: { language: Language; reviews: MemberReview[] }) {
  const { t } = useLingui()
  return (
    <ul className="detail-reviews__list">
      {reviews.map((review) => {
        const rating = review.rating
        return (
          <li key={`${review.post.posttype}-${review.post.slug}`} className="detail-review">
            <div className="detail-review__body">
              <p className="detail-review__head">
                <AppLink
                  className="detail-review__author finder__post"
                  href={postPagePath(language, review.post.posttype, review.post.slug)}
                >
                  {review.post.title}
                </AppLink>
                <span className="detail-review__rating">{t`${rating} out of 10`}</span>
                <time dateTime={review.updated_at}>
                  {formatMediumDate(language, new Date(review.updated_at))}
                </time>
              </p>
              <p className="detail-review__text">{review.content}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** Said when the member has written no review yet. */
export function NoReviews() {
  return (
    <p className="detail-reviews__empty">
      <Trans>No reviews yet.</Trans>
    </p>
  )
}
