import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ReadableContent } from '../../../shared/html/readable-content.ts'
import type { ChapterProgress } from '../chapter-progress.ts'
import { minutesLeft, paceLearner, readingPace, wordCount } from '../reading-pace.ts'

interface ReadingProgressProps {
  content: Extract<ReadableContent, { kind: 'html' | 'blocks' }>
  progress: ChapterProgress
}

/**
 * How far through the chapter the reader is, and the time left at their pace, which it learns on
 * this device as they read (reading-pace.ts).
 */
export function ReadingProgress({ content, progress }: ReadingProgressProps) {
  const { t } = useLingui()
  const words = useMemo(
    () =>
      wordCount(content.kind === 'html' ? content.html : content.blocks.map((block) => block.html).join(' ')),
    [content],
  )
  const learner = useMemo(() => paceLearner(words, progress.get()), [words, progress])
  // Read once for the chapter: the line is drawn again at every step of the scrolling.
  const [pace] = useState(readingPace)
  useEffect(() => {
    const keep = () => learner.keep()
    const stop = progress.subscribe(() => learner.moved(progress.get()))
    window.addEventListener('pagehide', keep)
    return () => {
      stop()
      window.removeEventListener('pagehide', keep)
      keep()
    }
  }, [learner, progress])
  const fraction = useSyncExternalStore(progress.subscribe, progress.get, progress.get)
  const percent = Math.round(fraction * 100)
  const minutes = minutesLeft(words, fraction, pace)
  if (words === 0) return null
  return (
    <p className="reading-progress">{minutes === 0 ? `${percent}%` : t`${percent}% · ${minutes} min left`}</p>
  )
}
