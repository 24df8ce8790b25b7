import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { ReaderIcon } from '../../reader/components/ReaderIcon.tsx'
import type { ReadingMode } from '../reading-mode.ts'
import { ModeSwitch } from './ModeSwitch.tsx'
import { PageLayoutChoice } from './PageLayoutChoice.tsx'

interface ComicSettingsProps {
  mode: ReadingMode
  onMode: (mode: ReadingMode) => void
  onClose: () => void
}

/**
 * A comic's reading settings, opened from the reader's bar: the reading mode, kept for the series,
 * and how pages lie a page at a time, kept for the device. A choice applies at once, behind the sheet, so the reader sees what it does before closing.
 */
export function ComicSettings({ mode, onMode, onClose }: ComicSettingsProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <Dialog className="filter-sheet" aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <div className="filter-sheet__form">
        <header className="chapter-drawer__head">
          <h2 id={titleId}>
            <Trans context="reader">Reading settings</Trans>
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
            <ReaderIcon name="close" />
          </button>
        </header>
        <ModeSwitch mode={mode} onChange={onMode} />
        <PageLayoutChoice />
      </div>
    </Dialog>
  )
}
