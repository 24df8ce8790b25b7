import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { SheetHead } from '../../reader/components/SheetHead.tsx'
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
 * and how pages lie a page at a time, kept for the device. A choice applies at once, behind the
 * sheet, so the reader sees what it does before closing.
 */
export function ComicSettings({ mode, onMode, onClose }: ComicSettingsProps) {
  const titleId = useId()
  return (
    <Dialog className="filter-sheet" aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <div className="filter-sheet__form">
        <SheetHead titleId={titleId} onClose={onClose}>
          <Trans context="reader">Reading settings</Trans>
        </SheetHead>
        <ModeSwitch mode={mode} onChange={onMode} />
        <PageLayoutChoice />
      </div>
    </Dialog>
  )
}
