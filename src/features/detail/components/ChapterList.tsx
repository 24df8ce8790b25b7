import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { positionOf, useLastRead } from '../../../entities/reading/positions.ts'
import { isIndexRead, useReadRuns } from '../../../entities/reading/read-marks.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { useKeptChapters } from '../../downloads/index.ts'
import { filmResumeKey, resumeFraction } from '../../player/index.ts'
import { chooseChapterOrder, useChapterOrder } from '../chapter-order.ts'
import { usePosttypeWords } from '../posttype-words.ts'
import { chapterPageCount, useChapterPage, useChapterSearch } from '../use-chapters.ts'
import { ChapterItems, type ChapterMark } from './ChapterItems.tsx'
import { ChapterPager } from './ChapterPager.tsx'
import { MarkChapters } from './MarkChapters.tsx'

type View = 'grid' | 'list'

interface ChapterListProps {
  language: Language
  detail: PostDetail
  hrefOf: (index: number) => string
  /** The episode on screen (films). */
  current?: number | undefined
  onPick?: (() => void) | undefined
}

/**
 * Spec §2 chapter list ('Tập :' on a film, 'Chương :' on a comic or novel): numbered chips or a list with a search box, 50 a page with 'Trang {n}' and
 * arrows, each page loaded when it is shown.
 */
export function ChapterList({ language, detail, hrefOf, current, onPick }: ChapterListProps) {
  const { t } = useLingui()
  const words = usePosttypeWords(detail.posttype)
  const titleId = useId()
  const [view, setView] = useState<View>('grid')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  // The search box serves both views: a search shows its matches as chips or as rows.
  const searching = search.trim() !== ''
  const order = useChapterOrder(detail.id)
  const shownPage = useChapterPage(language, detail, page, !searching, order)
  const found = useChapterSearch(language, detail, searching ? search : '', order)
  const { chapters, loading } = searching ? found : shownPage
  // The marks are the device's: none while a page the server drew is taken over, and the list is
  // drawn again as the reader reads or marks (the last position moves with every chapter read).
  const runs = useReadRuns(detail.id)
  const readingAnywhere = useLastRead(detail.id) !== undefined
  const hydrated = useHydrated()
  // What is on the device, for stories that can be downloaded; offline, the rest steps back.
  const keptChapters = useKeptChapters(language, detail.id)
  const online = useOnline()
  const downloadable = detail.posttype === 'comic' || detail.posttype === 'novel'
  const markOf = (index: number): ChapterMark => {
    if (isIndexRead(runs, index)) return { done: true }
    if (detail.posttype === 'movie') {
      // An episode left part-way: the player keeps its place, with the film's length.
      const fraction = hydrated ? resumeFraction(filmResumeKey(detail.id, index)) : undefined
      return fraction === undefined ? undefined : { done: false, percent: Math.round(fraction * 100) }
    }
    const position = readingAnywhere ? positionOf(detail.id, index) : undefined
    if (!position) return undefined
    return {
      done: false,
      percent: position.fraction === undefined ? undefined : Math.round(position.fraction * 100),
    }
  }

  return (
    <section className="chapter-list" aria-labelledby={titleId}>
      <div className="chapter-list__head">
        <h2 id={titleId} className="detail-section__title">
          {words.listTitle}
        </h2>
        <fieldset className="chapter-list__views">
          <legend className="visually-hidden">
            <Trans>Show chapters as</Trans>
          </legend>
          <ViewButton
            pressed={view === 'grid'}
            onClick={() => setView('grid')}
            label={t({ message: 'Grid', context: 'chapter view' })}
          />
          <ViewButton
            pressed={view === 'list'}
            onClick={() => setView('list')}
            label={t({ message: 'List', context: 'chapter view' })}
          />
        </fieldset>
        {/* Remembered for the series: a reader following a long one starts from its newest. */}
        <ViewButton
          pressed={order === 'desc'}
          onClick={() => {
            chooseChapterOrder(detail.id, order === 'desc' ? 'asc' : 'desc')
            setPage(1)
          }}
          label={t`Newest first`}
        />
      </div>
      <input
        type="search"
        className="chapter-list__search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t`Search chapter or episode name...`}
        aria-label={t`Search chapter or episode name...`}
      />
      {loading ? (
        <p className="loading" role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : chapters.length === 0 ? (
        <p className="chapter-list__empty" role="status">
          {searching ? <Trans>No chapter matches this search.</Trans> : <Trans>No chapters yet.</Trans>}
        </p>
      ) : (
        <ChapterItems
          chapters={chapters}
          view={view}
          hrefOf={hrefOf}
          detail={detail}
          current={current}
          onPick={onPick}
          markOf={markOf}
          words={words}
          kept={downloadable && hydrated ? keptChapters : undefined}
          offline={hydrated && !online}
        />
      )}
      {searching ? null : <ChapterPager page={page} pageCount={chapterPageCount(detail)} onPage={setPage} />}
      <MarkChapters detail={detail} words={words} />
    </section>
  )
}

function ViewButton({ pressed, onClick, label }: { pressed: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" className="pill" aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  )
}
