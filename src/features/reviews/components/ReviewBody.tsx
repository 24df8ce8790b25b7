import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { formatMediumDate } from '../../../shared/i18n/date-format.ts'

interface ReviewBodyProps {
  language: Language
  /** What heads it: its author on a post's page, the post on a member's profile. */
  by: ReactNode
  rating: number
  updatedAt: string
  content: string
}

/** One review's words: who or what it is by, its points, when it was last changed, its text. */
export function ReviewBody({ language, by, rating, updatedAt, content }: ReviewBodyProps) {
  const { t } = useLingui()
  return (
    <div className="detail-review__body">
      <p className="detail-review__head">
        {by}
        <span className="detail-review__rating">{t`${rating} out of 10`}</span>
        <time dateTime={updatedAt}>{formatMediumDate(language, new Date(updatedAt))}</time>
      </p>
      <p className="detail-review__text">{content}</p>
    </div>
  )
}
