import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { markRead } from '../../../entities/reading/read-marks.ts'
import type { usePosttypeWords } from '../posttype-words.ts'

interface MarkChaptersProps {
  detail: PostDetail
  words: ReturnType<typeof usePosttypeWords>
}

/**
 * Marks one chapter (episode) or a run of them as read or unread: a reader who read the first forty
 * elsewhere marks them at once. A number past the last chapter is the last chapter.
 */
export function MarkChapters({ detail, words }: MarkChaptersProps) {
  const { t } = useLingui()
  const id = useId()
  const last = Math.max(1, detail.last_chapter?.index ?? detail.episode_total)
  const [from, setFrom] = useState('1')
  const [to, setTo] = useState(String(last))
  const [said, setSaid] = useState('')
  const within = (value: string, fallback: number) => {
    const n = Math.round(Number(value))
    return Number.isFinite(n) && n >= 1 ? Math.min(n, last) : fallback
  }
  const mark = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'unread'
    const start = within(from, 1)
    const end = within(to, last)
    markRead(detail.id, start, end, read)
    const [low, high] = start <= end ? [start, end] : [end, start]
    const mark = read ? words.markDone : words.markUndone
    setSaid(low === high ? t`${mark}: ${low}` : t`${mark}: ${low}–${high}`)
  }
  return (
    <details className="mark-chapters">
      <summary>{words.markRange}</summary>
      <form className="mark-chapters__form" onSubmit={mark}>
        <label htmlFor={`${id}-from`}>
          <Trans context="chapter range">From</Trans>
        </label>
        <input
          id={`${id}-from`}
          type="number"
          inputMode="numeric"
          min={1}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <label htmlFor={`${id}-to`}>
          <Trans context="chapter range">To</Trans>
        </label>
        <input
          id={`${id}-to`}
          type="number"
          inputMode="numeric"
          min={1}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <button type="submit" className="button button--secondary" value="read">
          {words.markDone}
        </button>
        <button type="submit" className="button button--quiet" value="unread">
          {words.markUndone}
        </button>
      </form>
      <p className="mark-chapters__said" role="status">
        {said}
      </p>
    </details>
  )
}
