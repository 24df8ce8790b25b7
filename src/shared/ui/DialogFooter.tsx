import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

interface DialogFooterProps {
  /** The label of the button that acts: the submit button of the dialog's form. */
  submit: ReactNode
  disabled?: boolean
  busy?: boolean
  /** The quiet button before it, Cancel unless `secondary` names another. */
  onSecondary?: () => void
  secondary?: ReactNode
  className?: string
}

/** The answers at the foot of a dialog: a quiet one (Cancel, mostly) and the one that acts. */
export function DialogFooter(props: DialogFooterProps) {
  const { submit, disabled, busy, onSecondary, secondary, className = 'dialog__actions' } = props
  return (
    <div className={className}>
      {onSecondary ? (
        <button type="button" className="button button--ghost" onClick={onSecondary}>
          {secondary ?? <Trans>Cancel</Trans>}
        </button>
      ) : null}
      <button type="submit" className="button" disabled={disabled} aria-busy={busy}>
        {submit}
      </button>
    </div>
  )
}
