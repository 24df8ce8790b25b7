import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ChapterSummary } from '../../../contract/schemas/detail.ts'

export type Choice =
  | { kind: 'one'; index: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'all' }

/** The chapters a choice names: one by its number, those between two numbers, or all of them. */
export function pickChapters(chapters: readonly ChapterSummary[], choice: Choice): ChapterSummary[] {
  if (choice.kind === 'all') return [...chapters]
  if (choice.kind === 'one') return chapters.filter((chapter) => chapter.index === choice.index)
  const low = Math.min(choice.from, choice.to)
  const high = Math.max(choice.from, choice.to)
  return chapters.filter((chapter) => chapter.index >= low && chapter.index <= high)
}

interface ChapterPickerProps {
  chapters: ChapterSummary[]
  start: number | undefined
  /** The message that says the choice names no chapter, when there is one. */
  errorId: string | undefined
  onChange: (choice: Choice) => void
}

/** One chapter, a range, or all: radio buttons, with the chapter numbers the first two need. */
export function ChapterPicker({ chapters, start, errorId, onChange }: ChapterPickerProps) {
  const { t } = useLingui()
  const first = chapters[0]?.index ?? 1
  const last = chapters.at(-1)?.index ?? first
  const count = chapters.length
  const [kind, setKind] = useState<Choice['kind']>('one')
  const [one, setOne] = useState(String(start ?? first))
  const [from, setFrom] = useState(String(first))
  const [to, setTo] = useState(String(last))

  const report = useRef(onChange)
  report.current = onChange
  useEffect(() => {
    if (kind === 'all') report.current({ kind })
    else if (kind === 'one') report.current({ kind, index: Number(one) })
    else report.current({ kind, from: Number(from), to: Number(to) })
  }, [kind, one, from, to])

  const number = (label: string, value: string, set: (value: string) => void) => (
    <label className="download-picker__number">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={first}
        max={last}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </label>
  )

  return (
    <fieldset className="download-picker">
      <legend className="visually-hidden">
        <Trans>Chapters to download</Trans>
      </legend>
      <label className="download-picker__choice">
        <input type="radio" name="download-kind" checked={kind === 'one'} onChange={() => setKind('one')} />
        <Trans>One chapter</Trans>
      </label>
      {kind === 'one' ? number(t`Chapter number`, one, setOne) : null}
      <label className="download-picker__choice">
        <input
          type="radio"
          name="download-kind"
          checked={kind === 'range'}
          onChange={() => setKind('range')}
        />
        <Trans>A range of chapters</Trans>
      </label>
      {kind === 'range' ? (
        <div className="download-picker__range">
          {number(t`From chapter`, from, setFrom)}
          {number(t`To chapter`, to, setTo)}
        </div>
      ) : null}
      <label className="download-picker__choice">
        <input type="radio" name="download-kind" checked={kind === 'all'} onChange={() => setKind('all')} />
        <Trans>All chapters ({count})</Trans>
      </label>
    </fieldset>
  )
}
