import { Trans } from '@lingui/react/macro'
import { Suspense, useId } from 'react'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { SheetHead } from '../../reader/index.ts'
import { ContinuousReadingSwitch } from '../extras/ContinuousReadingSwitch.tsx'
import type { ReadingMode } from '../reading-mode.ts'
import { ModeSwitch } from './ModeSwitch.tsx'
import { PageLayoutChoice } from './PageLayoutChoice.tsx'

interface ComicSettingsProps {
  mode: ReadingMode
  onMode: (mode: ReadingMode) => void
  onClose: () => void
}

/**
 * A comic's reading settings, opened from the reader's bar: the reading mode, kept for the series;
 * in the vertical strip, continuous reading, and how pages lie a page at a time, both kept for the device. A choice applies at once, behind the
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
        {/* Its words load with it (reader/extras-messages.ts); the sheet does not wait for them. */}
        {mode === 'vertical' ? (
          <Suspense fallback={null}>
            <ContinuousReadingSwitch />
          </Suspense>
        ) : null}
        <PageLayoutChoice />
      </div>
    </Dialog>
  )
}
