import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { AdminChapter } from '../posts-api.ts'

interface EpisodeIntroProps {
  chapter: AdminChapter
  busy: boolean
  onSave: (intro: { intro_start: string; intro_end: string }) => void
  onCancel: () => void
}

const secondsText = (seconds: number | undefined) => (seconds === undefined ? '' : String(seconds))

/**
 * A film episode's opening titles, from and to a second of it: the player offers to skip them. Both
 * emptied, the episode has none. The server checks the seconds and says what is wrong.
 */
export function EpisodeIntro({ chapter, busy, onSave, onCancel }: EpisodeIntroProps) {
  const { t } = useLingui()
  const id = useId()
  const [start, setStart] = useState(secondsText(chapter.intro?.start))
  const [end, setEnd] = useState(secondsText(chapter.intro?.end))
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const field = (key: 'start' | 'end', label: string, value: string, set: (value: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        ref={key === 'start' ? first : undefined}
        className="field__input"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  )
  return (
    <form
      className="admin-form admin-form--inline"
      onSubmit={(event) => {
        event.preventDefault()
        onSave({ intro_start: start.trim(), intro_end: end.trim() })
      }}
    >
      {field('start', t`Intro starts at (seconds)`, start, setStart)}
      {field('end', t`Intro ends at (seconds)`, end, setEnd)}
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
