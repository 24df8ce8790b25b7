import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { REVIEW_MAX_LENGTH } from '../../../contract/limits.ts'
import { useFocusTrap } from '../../layout/use-focus-trap.ts'
import { ActionIcon } from './ActionIcon.tsx'
import { StarRating } from './StarRating.tsx'

interface RatingDialogProps {
  rating: number
  content: string
  sending: boolean
  onRatingChange: (rating: number) => void
  onContentChange: (content: string) => void
  onSubmit: () => void
  onClose: () => void
}

/**
 * Spec §2 rating dialog: a modal that keeps the keyboard inside, closes on Escape and gives focus
 * back to the rate button. Sending needs at least one star.
 */
export function RatingDialog(props: RatingDialogProps) {
  const { rating, content, sending, onRatingChange, onContentChange, onSubmit, onClose } = props
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const questionId = useId()
  useFocusTrap(ref, true, onClose)
  // Start on the stars, the one thing the dialog needs, rather than on its close button.
  useEffect(() => {
    const find = (selector: string) => ref.current?.querySelector<HTMLElement>(selector)
    const star = find('.stars input:checked') ?? find('.stars input')
    star?.focus()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog rating-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={questionId}
      >
        <div className="rating-dialog__head">
          <h2 id={titleId} className="rating-dialog__title">
            <Trans>Rate your experience</Trans>
          </h2>
          <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
            <ActionIcon name="close" />
          </button>
        </div>
        <form className="rating-dialog__form" onSubmit={submit}>
          <p id={questionId} className="rating-dialog__question">
            <Trans>How many points does this film deserve?</Trans>
          </p>
          <StarRating value={rating} onChange={onRatingChange} labelledBy={questionId} />
          <textarea
            className="rating-dialog__text"
            aria-label={t`Your review`}
            placeholder={t`Write your review...`}
            value={content}
            maxLength={REVIEW_MAX_LENGTH}
            rows={4}
            onChange={(event) => onContentChange(event.target.value)}
          />
          <button type="submit" className="button" disabled={rating === 0 || sending} aria-busy={sending}>
            <Trans>Send rating</Trans>
          </button>
        </form>
      </div>
    </div>,
    document.body,
  )
}
