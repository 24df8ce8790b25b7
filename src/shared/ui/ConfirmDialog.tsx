import { type ReactNode, useId } from 'react'
import { Dialog } from './Dialog.tsx'
import { DialogFooter } from './DialogFooter.tsx'

interface ConfirmDialogProps {
  message: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** A choice that goes with the answer (a checkbox), between the question and the buttons. */
  children?: ReactNode
}

/** A question that must be answered before going on. Focus starts on the safe answer (cancel), and Escape cancels. */
export function ConfirmDialog({
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const messageId = useId()
  return (
    <Dialog className="dialog" role="alertdialog" aria-labelledby={messageId} onClose={onCancel}>
      <form
        className="dialog__form"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
      >
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        {children}
        <DialogFooter submit={confirmLabel} disabled={busy} busy={busy} onSecondary={onCancel} />
      </form>
    </Dialog>
  )
}
