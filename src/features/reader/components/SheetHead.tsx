import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ReaderIcon } from './ReaderIcon.tsx'

interface SheetHeadProps {
  /** The id the dialog's `aria-labelledby` names. */
  titleId: string
  onClose: () => void
  children: ReactNode
}

/** The head of a reader's sheet or drawer: its title, which names the dialog, and a close button. */
export function SheetHead({ titleId, onClose, children }: SheetHeadProps) {
  const { t } = useLingui()
  return (
    <header className="chapter-drawer__head">
      <h2 id={titleId}>{children}</h2>
      <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
        <ReaderIcon name="close" />
      </button>
    </header>
  )
}
