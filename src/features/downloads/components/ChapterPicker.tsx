import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { chapterName } from '../../../contract/chapter-name.ts'
import type { ChapterSummary } from '../../../contract/schemas/detail.ts'
import { isIndexRead, type Run } from '../../../entities/reading/read-marks.ts'
import { NEXT_UNREAD_DOWNLOAD } from '../../../shared/limits.ts'

export type Choice =
  | { kind: 'one'; index: number }
  | { kind: 'next'; indexes: number[] }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'ticked'; indexes: number[] }
  | { kind: 'all' }

/** The chapters a choice names: one by its number, a list of them, those between two numbers, or all. */
export function pickChapters(chapters: readonly ChapterSummary[], choice: Choice): ChapterSummary[] {
  if (choice.kind === 'all') return [...chapters]
  if (choice.kind === 'one') return chapters.filter((chapter) => chapter.index === choice.index)
  if (choice.kind === 'next' || choice.kind === 'ticked') {
    const wanted = new Set(choice.indexes)
    return chapters.filter((chapter) => wanted.has(chapter.index))
  }
  const low = Math.min(choice.from, choice.to)
  const high = Math.max(choice.from, choice.to)
  return chapters.filter((chapter) => chapter.index >= low && chapter.index <= high)
}

/**
 * The chapters after the one the reader is at that are neither read nor downloaded yet, in order:
 * what 'the next 5 unread' downloads, and where a range starts.
 */
export function nextUnread(
  chapters: readonly ChapterSummary[],
  from: number,
  read: readonly Run[],
  downloaded: ReadonlySet<number>,
): number[] {
  return chapters
    .filter(({ index }) => index >= from && !isIndexRead(read, index) && !downloaded.has(index))
    .map((chapter) => chapter.index)
}

interface ChapterPickerProps {
  chapters: ChapterSummary[]
  start: number | undefined
  /** The chapters read (the read marks' runs). */
  read: readonly Run[]
  /** The chapters already on the device: ticked and set aside in the list. */
  downloaded: ReadonlySet<number>
  /** The message that says the choice names no chapter, when there is one. */
  errorId: string | undefined
  onChange: (choice: Choice) => void
}

/**
 * One chapter, the next unread ones, a range (from the next unread), chapters ticked one by one, or
 * all: radio buttons, with what each needs.
 */
export function ChapterPicker({ chapters, start, read, downloaded, errorId, onChange }: ChapterPickerProps) {
  const { t } = useLingui()
  const first = chapters[0]?.index ?? 1
  const last = chapters.at(-1)?.index ?? first
  const count = chapters.length
  const unread = useMemo(
    () => nextUnread(chapters, start ?? first, read, downloaded),
    [chapters, start, first, read, downloaded],
  )
  const upcoming = useMemo(() => unread.slice(0, NEXT_UNREAD_DOWNLOAD), [unread])
  const rangeStart = unread[0] ?? start ?? first
  const [kind, setKind] = useState<Choice['kind']>('one')
  const [one, setOne] = useState(String(start ?? first))
  // A range starts at the next unread chapter and runs ten chapters, not to the story's end.
  const [from, setFrom] = useState(String(rangeStart))
  const [to, setTo] = useState(String(Math.min(last, rangeStart + 9)))
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())

  const report = useRef(onChange)
  report.current = onChange
  useEffect(() => {
    if (kind === 'all') report.current({ kind })
    else if (kind === 'one') report.current({ kind, index: Number(one) })
    else if (kind === 'next') report.current({ kind, indexes: upcoming })
    else if (kind === 'ticked') report.current({ kind, indexes: [...ticked] })
    else report.current({ kind, from: Number(from), to: Number(to) })
  }, [kind, one, from, to, ticked, upcoming])

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
  const choice = (value: Choice['kind'], label: ReactNode) => (
    <label className="download-picker__choice">
      <input type="radio" name="download-kind" checked={kind === value} onChange={() => setKind(value)} />
      {label}
    </label>
  )
  const tick = (index: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(index)
      else next.delete(index)
      return next
    })

  return (
    <fieldset className="download-picker">
      <legend className="visually-hidden">
        <Trans>Chapters to download</Trans>
      </legend>
      {choice('one', <Trans>One chapter</Trans>)}
      {kind === 'one' ? number(t`Chapter number`, one, setOne) : null}
      {choice('next', <Trans>The next {NEXT_UNREAD_DOWNLOAD} unread chapters</Trans>)}
      {kind === 'next' ? (
        <p className="download-picker__note">
          {upcoming.length === 0 ? (
            <Trans>Every chapter from here is read or downloaded.</Trans>
          ) : (
            <UpcomingList indexes={upcoming} />
          )}
        </p>
      ) : null}
      {choice('range', <Trans>A range of chapters</Trans>)}
      {kind === 'range' ? (
        <div className="download-picker__range">
          {number(t`From chapter`, from, setFrom)}
          {number(t`To chapter`, to, setTo)}
        </div>
      ) : null}
      {choice('ticked', t`Chapters I pick`)}
      {kind === 'ticked' ? (
        <ul className="download-picker__list" aria-label={t`Chapters I pick`}>
          {chapters.map((chapter) => {
            const { index } = chapter
            const kept = downloaded.has(index)
            const title = chapterName(chapter.title)
            return (
              <li key={chapter.id}>
                <label className="download-picker__tick">
                  <input
                    type="checkbox"
                    checked={kept || ticked.has(index)}
                    disabled={kept}
                    onChange={(event) => tick(index, event.target.checked)}
                  />
                  <span>
                    {title ? t`Chapter ${index}: ${title}` : t`Chapter ${index}`}
                    {kept ? <span className="download-picker__kept"> ({t`downloaded`})</span> : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      ) : null}
      {choice('all', <Trans>All chapters ({count})</Trans>)}
    </fieldset>
  )
}

function UpcomingList({ indexes }: { indexes: number[] }) {
  const list = indexes.join(', ')
  return <Trans>Chapters {list}</Trans>
}
