import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * What opens over the reader (the chapter drawer, the display settings): above every page layer,
 * on a backdrop that closes it on a click, as Escape and the close button do for the keyboard.
 */
export function ReaderOverlay({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return createPortal(
    <div className="reader-overlay">
      <div className="reader-overlay__backdrop" aria-hidden="true" onClick={onClose} />
      {children}
    </div>,
    document.body,
  )
}
