import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { AdminChapter } from '../posts-api.ts'

interface ChapterRenameProps {
  chapter: AdminChapter
  busy: boolean
  onSave: (titles: { title_vi?: string; title_en?: string }) => void
  onCancel: () => void
}

/** A chapter's title in both languages; only a changed one is sent. */
export function ChapterRename({ chapter, busy, onSave, onCancel }: ChapterRenameProps) {
  const { t } = useLingui()
  const id = useId()
  const [vi, setVi] = useState(chapter.title.vi)
  const [en, setEn] = useState(chapter.title.en)
  const first = useRef<HTMLInputElement>(null)
  // The admin asked to rename: the title they will type is ready for them.
  useEffect(() => first.current?.focus(), [])
  return (
    <form
      className="admin-form admin-form--inline"
      onSubmit={(event) => {
        event.preventDefault()
        const titles = {
          ...(vi.trim() !== chapter.title.vi ? { title_vi: vi } : {}),
          ...(en.trim() !== chapter.title.en ? { title_en: en } : {}),
        }
        if (Object.keys(titles).length === 0) onCancel()
        else onSave(titles)
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-vi`} className="field__label">
          {t`Title in Vietnamese`}
        </label>
        <input
          id={`${id}-vi`}
          ref={first}
          className="field__input"
          value={vi}
          onChange={(e) => setVi(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-en`} className="field__label">
          {t`Title in English`}
        </label>
        <input id={`${id}-en`} className="field__input" value={en} onChange={(e) => setEn(e.target.value)} />
      </div>
      <div className="admin-card__actions">
        <button type="submit" className="button" disabled={busy}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
