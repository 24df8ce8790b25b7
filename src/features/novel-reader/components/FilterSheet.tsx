import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { NOVEL_FONT_SIZE } from '../../../shared/limits.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { DialogFooter } from '../../../shared/ui/DialogFooter.tsx'
import { SheetHead, useExtrasMessages } from '../../reader/index.ts'
import { ReadingWayChoice } from '../extras/ReadingWayChoice.tsx'
import {
  changeNovelStyle,
  defaultNovelStyle,
  LINE_HEIGHT,
  MARGIN,
  type NovelStyle,
  normaliseNovelStyle,
  PARAGRAPH_SPACING,
  useNovelStyle,
} from '../novel-style.ts'
import { readingWay, setReadingWay } from '../reading-way.ts'
import { ColourChoices } from './ColourChoices.tsx'
import { novelTextStyle } from './NovelContent.tsx'
import { RangeField } from './RangeField.tsx'
import { StyleChoices } from './StyleChoices.tsx'

interface FilterSheetProps {
  onClose: () => void
  /** The chapter on screen is made of page images, which no text setting changes: the sheet says so. */
  pictures?: boolean
}

/**
 * Spec §2 'Bộ lọc': font, size (12 to 100) and colours, and beside the spec the way of reading
 * (scrolled or a page at a time), a theme, line height, paragraph spacing, margins and alignment,
 * tried out in a preview and applied with 'Áp dụng'; closing without it keeps the text as it was.
 */
export function FilterSheet({ onClose, pictures = false }: FilterSheetProps) {
  // Its words are the readers' extras' (lingui.config.ts): the sheet waits for them, as it opens.
  useExtrasMessages()
  const { t } = useLingui()
  const titleId = useId()
  const style = useNovelStyle()
  const [draft, setDraft] = useState(style)
  const [way, setWay] = useState(readingWay)
  const change = (patch: Partial<NovelStyle>) =>
    setDraft((current) => normaliseNovelStyle({ ...current, ...patch }))

  return (
    <Dialog className="filter-sheet" aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <form
        className="filter-sheet__form"
        onSubmit={(event) => {
          event.preventDefault()
          changeNovelStyle(draft)
          setReadingWay(way)
          onClose()
        }}
      >
        <SheetHead titleId={titleId} onClose={onClose}>
          <Trans context="reader">Reading settings</Trans>
        </SheetHead>
        {pictures ? (
          <p className="filter-sheet__note" role="note">
            <Trans>
              These settings change chapters written in text. This chapter is made of pictures, so it stays as
              it is.
            </Trans>
          </p>
        ) : null}
        <ReadingWayChoice value={way} onChange={setWay} />
        <StyleChoices draft={draft} onChange={change} />
        <RangeField
          label={t`Font size`}
          value={draft.fontSize}
          min={NOVEL_FONT_SIZE.min}
          max={NOVEL_FONT_SIZE.max}
          step={1}
          shown={`${draft.fontSize}px`}
          onChange={(fontSize) => change({ fontSize })}
        />
        <RangeField
          label={t`Line height`}
          value={draft.lineHeight}
          min={LINE_HEIGHT.min}
          max={LINE_HEIGHT.max}
          step={LINE_HEIGHT.step}
          shown={draft.lineHeight.toFixed(1)}
          onChange={(lineHeight) => change({ lineHeight })}
        />
        <RangeField
          label={t`Paragraph spacing`}
          value={draft.paragraphSpacing}
          min={PARAGRAPH_SPACING.min}
          max={PARAGRAPH_SPACING.max}
          step={PARAGRAPH_SPACING.step}
          shown={draft.paragraphSpacing.toFixed(2)}
          onChange={(paragraphSpacing) => change({ paragraphSpacing })}
        />
        <RangeField
          label={t`Margins`}
          value={draft.margin}
          min={MARGIN.min}
          max={MARGIN.max}
          step={MARGIN.step}
          shown={`${draft.margin}px`}
          onChange={(margin) => change({ margin })}
        />
        <ColourChoices
          legend={t`Text colour`}
          name="color"
          value={draft.color}
          onChange={(color) => change({ color })}
        />
        <ColourChoices
          legend={t`Background colour`}
          name="background"
          value={draft.background}
          onChange={(background) => change({ background })}
        />
        <p className="filter-sheet__preview" style={novelTextStyle(draft)}>
          <Trans>This is how the chapter will read.</Trans>
        </p>
        <DialogFooter
          className="filter-sheet__actions"
          submit={<Trans>Apply</Trans>}
          secondary={<Trans>Restore defaults</Trans>}
          onSecondary={() => {
            setDraft(defaultNovelStyle)
            setWay('scroll')
          }}
        />
      </form>
    </Dialog>
  )
}
