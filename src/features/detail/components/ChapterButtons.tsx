import { Trans } from '@lingui/react/macro'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { useLastRead } from '../../../entities/reading/positions.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import type { FilmContinue } from '../film-continue.ts'
import { usePosttypeWords } from '../posttype-words.ts'
import { LoadingButton } from './LoadingButton.tsx'

interface ChapterButtonsProps {
  detail: PostDetail | undefined
  loading: boolean
  hrefOf: (index: number) => string
  /** A film plays on this page: picking an episode starts it. */
  onPick?: (() => void) | undefined
  /** Where a film goes on (the page's, which its banner plays too). */
  film?: FilmContinue | undefined
}

/**
 * Spec §2: 'Đọc truyện' opens the first chapter, 'Chương mới' the last ('Xem phim' and 'Tập mới' on a
 * film); 'Đang phát hành' when there is neither, 'Đang tải...' while the detail loads. The reader
 * gets the detail with the link. One of them is the main action: 'Đọc tiếp chương N' where the
 * reader left off, else the first chapter.
 */
export function ChapterButtons({ detail, loading, hrefOf, onPick, film }: ChapterButtonsProps) {
  const lastRead = useLastRead(detail?.id)
  const words = usePosttypeWords(detail?.posttype ?? 'comic')
  if (!detail) {
    return loading ? <LoadingButton /> : null
  }
  const { first_chapter: first, last_chapter: last } = detail
  // The reader restores the page or scroll position of the chapter itself: the link names the chapter.
  // A film keeps its own place per episode, and goes on to the next once one is watched.
  const resume =
    detail.posttype === 'movie'
      ? film?.index
      : lastRead && lastRead.index <= (last?.index ?? 0)
        ? lastRead.index
        : undefined
  if (!first && !last) {
    return (
      <button type="button" className="button button--quiet" disabled>
        <Trans context="detail button">Ongoing</Trans>
      </button>
    )
  }
  return (
    <>
      {resume ? (
        <AppLink className="button" href={hrefOf(resume)} state={{ post: detail }} onClick={onPick}>
          {words.continueAt(resume)}
          {film?.percent === undefined ? null : <ProgressBar percent={film.percent} words={words} />}
        </AppLink>
      ) : null}
      {first ? (
        <AppLink
          // One main action: going on where the reader left off, else starting.
          className={resume ? 'button button--secondary' : 'button'}
          href={hrefOf(first.index)}
          state={{ post: detail }}
          onClick={onPick}
        >
          {words.start}
        </AppLink>
      ) : null}
      {last ? (
        <AppLink
          className="button button--secondary"
          href={hrefOf(last.index)}
          state={{ post: detail }}
          onClick={onPick}
        >
          {words.newest}
        </AppLink>
      ) : null}
    </>
  )
}

/** How far through the episode the viewer is, under the button's words; said in words to a screen reader. */
function ProgressBar({ percent, words }: { percent: number; words: ReturnType<typeof usePosttypeWords> }) {
  return (
    <>
      <span className="visually-hidden">, {words.underway(percent)}</span>
      <span className="button__progress" aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
    </>
  )
}
