import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { RATING_STARS, REVIEW_MAX_LENGTH } from '../../../contract/limits.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { DialogFooter } from '../../../shared/ui/DialogFooter.tsx'
import { ActionIcon } from './ActionIcon.tsx'
import { StarRating } from './StarRating.tsx'

interface RatingDialogProps {
  /** What is rated: the question names it ('Bộ phim này…' for a film). */
  posttype: Posttype
  rating: number
  content: string
  sending: boolean
  onRatingChange: (rating: number) => void
  onContentChange: (content: string) => void
  onSubmit: () => void
  onClose: () => void
}

/**
 * Spec §2 rating dialog: a modal that closes on Escape and gives focus back to the rate button.
 * Sending needs at least one star.
 */
export function RatingDialog(props: RatingDialogProps) {
  const { posttype, rating, content, sending, onRatingChange, onContentChange, onSubmit, onClose } = props
  const { t } = useLingui()
  const questions: Record<Posttype, string> = {
    movie: t`How many points does this film deserve?`,
    comic: t`How many points does this comic deserve?`,
    novel: t`How many points does this novel deserve?`,
    game: t`How many points does this game deserve?`,
  }
  const ref = useRef<HTMLFormElement>(null)
  const titleId = useId()
  const questionId = useId()
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

  return (
    <Dialog
      className="dialog rating-dialog"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      onClose={onClose}
    >
      <div className="rating-dialog__head">
        <h2 id={titleId} className="rating-dialog__title">
          <Trans>Rate your experience</Trans>
        </h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
          <ActionIcon name="close" />
        </button>
      </div>
      <form ref={ref} className="rating-dialog__form" onSubmit={submit}>
        <p id={questionId} className="rating-dialog__question">
          {questions[posttype]}
        </p>
        <StarRating value={rating} onChange={onRatingChange} labelledBy={questionId} />
        {/* The stars say how many, the number says it at a glance (and to a screen reader, as it changes). */}
        <p className="rating-dialog__chosen" role="status">
          {rating > 0 ? <StarsChosen star={rating} /> : t`No points chosen`}
        </p>
        <textarea
          className="rating-dialog__text"
          aria-label={t`Your review`}
          placeholder={t`Write your review...`}
          value={content}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          onChange={(event) => onContentChange(event.target.value)}
        />
        <DialogFooter
          className="rating-dialog__actions"
          submit={<Trans>Send rating</Trans>}
          disabled={rating === 0 || sending}
          busy={sending}
        />
      </form>
    </Dialog>
  )
}

/** The points chosen, in the stars' own words ('7/10'). */
function StarsChosen({ star }: { star: number }) {
  const { t } = useLingui()
  return t`${star}/${RATING_STARS}`
}
