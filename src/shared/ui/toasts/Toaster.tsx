import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { TOAST_CLOSE_MS } from '../../limits.ts'
import { subscribeTopDialog, topDialog } from '../top-dialog.ts'
import { dismissToast, type Toast, toastsAtom } from './toast-atoms.ts'

/**
 * The notices, stacked top-right. Errors are announced at once, successes politely. While a dialog
 * is open they are drawn inside it: the page behind it is inert, and would neither show nor announce them.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const dialog = useSyncExternalStore(subscribeTopDialog, topDialog, () => null)
  const list = (
    <div className="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  )
  return dialog ? createPortal(list, dialog) : list
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui()
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [toast.id])
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__message">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            dismissToast(toast.id)
            toast.action?.run()
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="toast__close"
        aria-label={t`Close notification`}
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
