import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { postPagePath } from '../../../contract/post-paths.ts'
import type { MemberReview } from '../../../contract/schemas/finder.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { ReviewBody } from '../../reviews/index.ts'

/**
 * A member's reviews, newest first, drawn as a post's reviews are (the same classes), each headed
 * by the post it is about, a link to its page, instead of its author.
 */
export function MemberReviews({ language, reviews }: { language: Language; reviews: MemberReview[] }) {
  return (
    <ul className="detail-reviews__list">
      {reviews.map((review) => (
        <li key={`${review.post.posttype}-${review.post.slug}`} className="detail-review">
          <ReviewBody
            language={language}
            by={
              <AppLink
                className="detail-review__author finder__post"
                href={postPagePath(language, review.post.posttype, review.post.slug)}
              >
                {review.post.title}
              </AppLink>
            }
            rating={review.rating}
            updatedAt={review.updated_at}
            content={review.content}
          />
        </li>
      ))}
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
