import { type ComponentProps, type MouseEvent, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useHydrated } from '../react/use-hydrated.ts'
import { dialogOpened } from './top-dialog.ts'

interface DialogProps extends Omit<ComponentProps<'dialog'>, 'ref' | 'open' | 'onCancel' | 'onClose'> {
  /** Shown while true. A dialog drawn only while it is open leaves it out. */
  open?: boolean
  /** Escape (and a click on the backdrop, where it closes the dialog) asks the caller to close it. */
  onClose: () => void
  closeOnBackdrop?: boolean
}

/**
 * Every modal of the app, on the browser's own `<dialog>`: `showModal()` lifts it above the page and
 * makes the page behind it inert (Tab stays inside, screen readers read only the dialog), focuses its
 * first control, turns Escape into a `cancel` event, and closing gives focus back to the control that
 * opened it. Name it with `aria-labelledby` (its heading) or `aria-label`.
 */
export function Dialog(props: DialogProps) {
  // A page drawn by the server has no body to put it in: it opens once the app has taken the page over.
  return useHydrated() ? <ModalDialog {...props} /> : null
}

function ModalDialog({ open = true, onClose, closeOnBackdrop, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  // Before the first paint, and closed while still in the document, so the browser returns focus.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    const closed = dialogOpened(dialog)
    return () => {
      closed()
      dialog.close()
    }
  }, [open])
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && outside(event)) onClose()
  }
  return createPortal(
    // Keyboards close it with Escape; the backdrop is for pointers only.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        // The caller closes it, by drawing it closed or no longer drawing it.
        event.preventDefault()
        onClose()
      }}
      onClick={closeOnBackdrop ? onBackdrop : undefined}
    >
      {children}
    </dialog>,
    document.body,
  )
}

/** A click on the backdrop reaches the dialog itself, as does one on its padding: only the first is outside. */
function outside(event: MouseEvent<HTMLElement>) {
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}
