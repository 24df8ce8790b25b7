import { Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from '../use-focus-trap.ts'

interface ConfirmDialogProps {
  message: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A question that must be answered before going on. Focus starts on the safe answer (cancel),
 * stays inside, and Escape cancels.
 */
export function ConfirmDialog({ message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const messageId = useId()
  useFocusTrap(ref, true, onCancel)
  return createPortal(
    <div className="dialog-backdrop">
      <div ref={ref} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={messageId}>
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
