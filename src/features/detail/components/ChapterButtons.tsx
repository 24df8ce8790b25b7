import { Trans } from '@lingui/react/macro'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { useLastRead } from '../../../entities/reading/positions.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { usePosttypeWords } from '../posttype-words.ts'
import { LoadingButton } from './LoadingButton.tsx'

interface ChapterButtonsProps {
  detail: PostDetail | undefined
  loading: boolean
  hrefOf: (index: number) => string
  /** A film plays on this page: picking an episode starts it. */
  onPick?: (() => void) | undefined
}

/**
 * Spec §2: 'Đọc truyện' opens the first chapter, 'Chương mới' the last ('Xem phim' and 'Tập mới' on a
 * film); 'Đang phát hành' when there is neither, 'Đang tải...' while the detail loads. The reader
 * gets the detail with the link. One of them is the main action: 'Đọc tiếp chương N' where the
 * reader left off, else the first chapter.
 */
export function ChapterButtons({ detail, loading, hrefOf, onPick }: ChapterButtonsProps) {
  const lastRead = useLastRead(detail?.id)
  const words = usePosttypeWords(detail?.posttype ?? 'comic')
  if (!detail) {
    return loading ? <LoadingButton /> : null
  }
  const { first_chapter: first, last_chapter: last } = detail
  // The reader restores the page or scroll position of the chapter itself: the link names the chapter.
  const resume = lastRead && lastRead.index <= (last?.index ?? 0) ? lastRead.index : undefined
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
        <AppLink className="button" href={hrefOf(resume)} state={{ post: detail }}>
          {words.continueAt(resume)}
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
