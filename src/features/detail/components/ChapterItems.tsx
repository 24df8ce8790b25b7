import { useLingui } from '@lingui/react/macro'
import type { ChapterSummary, PostDetail } from '../../../contract/schemas/detail.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'

/** Where the reader is with a chapter: read (watched), part-way (how far, when known), or not begun. */
export type ChapterMark = { done: true } | { done: false; percent: number | undefined } | undefined

interface ChapterItemsProps {
  chapters: ChapterSummary[]
  view: 'grid' | 'list'
  hrefOf: (index: number) => string
  /** Goes with each link, so the reader can paint the story at once. */
  detail: PostDetail
  current?: number | undefined
  onPick?: (() => void) | undefined
  markOf: (index: number) => ChapterMark
  /** The words a mark is read out with ('read', 'reading, 40%'). */
  words: { done: string; underway: (percent?: number) => string }
  /** The chapters on the device (downloaded), for a story that can be downloaded. */
  kept?: ReadonlySet<number> | undefined
  /** Offline: what is not on the device steps back, and says so. */
  offline?: boolean
}

/** The chapters of the list: numbered chips in a grid, or rows with their titles, each with its mark. */
export function ChapterItems({
  chapters,
  view,
  hrefOf,
  detail,
  current,
  onPick,
  markOf,
  words,
  kept,
  offline = false,
}: ChapterItemsProps) {
  const { t } = useLingui()
  return (
    <ol className={view === 'grid' ? 'chapter-grid' : 'chapter-rows'}>
      {chapters.map((chapter) => {
        const mark = markOf(chapter.index)
        const percent = mark && !mark.done ? mark.percent : undefined
        // The mark is in the link's name, as a screen reader reads it: '12, read'.
        const said = mark ? (mark.done ? words.done : words.underway(percent)) : undefined
        const onDevice = kept?.has(chapter.index)
        const away = kept !== undefined && offline && !onDevice
        return (
          <li key={chapter.id}>
            <AppLink
              href={hrefOf(chapter.index)}
              state={{ post: detail }}
              className={view === 'grid' ? 'chapter-chip' : 'chapter-row'}
              title={view === 'grid' ? chapter.title : undefined}
              aria-current={chapter.index === current ? 'true' : undefined}
              data-mark={mark ? (mark.done ? 'done' : 'underway') : undefined}
              data-kept={onDevice ? '' : undefined}
              data-away={away ? '' : undefined}
              onClick={onPick}
            >
              {view === 'grid' ? (
                chapter.index
              ) : (
                <>
                  <span className="chapter-row__index">{chapter.index}</span>
                  <span className="chapter-row__title">{chapter.title}</span>
                </>
              )}
              {said ? <span className="visually-hidden">, {said}</span> : null}
              {onDevice ? <span className="visually-hidden">, {t`downloaded`}</span> : null}
              {away ? <span className="visually-hidden">, {t`not downloaded`}</span> : null}
              {percent !== undefined ? (
                <span
                  className="chapter-progress"
                  aria-hidden="true"
                  style={{ '--progress': `${percent}%` } as React.CSSProperties}
                />
              ) : null}
            </AppLink>
          </li>
        )
      })}
    </ol>
  )
}
