import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, useId } from 'react'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { SheetHead } from '../../reader/index.ts'

interface NotePopoverProps {
  /** The note's HTML, from the chapter on screen (sanitized with it). */
  html: string
  onClose: () => void
}

/**
 * A book's note, opened from its reference in the text as a printed book's margin would show it
 * (and as e-readers do): a dialog over the page, closed by its button, Escape or a tap beside it,
 * after which the reader is back at the reference (the dialog gives it the focus back).
 */
export function NotePopover({ html, onClose }: NotePopoverProps) {
  const { t } = useLingui()
  const titleId = useId()
  // The note's own link back to its reference ('↩') is this: it closes the note.
  const clicked = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]')
    if (link?.getAttribute('href')?.startsWith('#')) {
      event.preventDefault()
      onClose()
    }
  }
  return (
    <Dialog className="dialog note-popover" aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <SheetHead titleId={titleId} onClose={onClose}>
        {t`Note`}
      </SheetHead>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: links inside are reached by keyboard themselves */}
      <div
        className="note-popover__text"
        onClick={clicked}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: part of the chapter on screen, sanitized with it
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Dialog>
  )
}
