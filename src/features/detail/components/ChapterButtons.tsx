import { Trans } from '@lingui/react/macro'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { useLastRead } from '../../reader/positions.ts'
import { LoadingButton } from './LoadingButton.tsx'

interface ChapterButtonsProps {
  detail: PostDetail | undefined
  loading: boolean
  hrefOf: (index: number) => string
  /** A film plays on this page: picking an episode starts it. */
  onPick?: (() => void) | undefined
}

/**
 * Spec §2: 'Đọc truyện' opens the first chapter, 'Chương mới' the last; 'Đang phát hành' when there
 * is neither, 'Đang tải...' while the detail loads; the same words on every post type, films too.
 * The reader gets the detail with the link.
 */
export function ChapterButtons({ detail, loading, hrefOf, onPick }: ChapterButtonsProps) {
  const lastRead = useLastRead(detail?.id)
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
          <Trans>Continue chapter {resume}</Trans>
        </AppLink>
      ) : null}
      {first ? (
        <AppLink className="button" href={hrefOf(first.index)} state={{ post: detail }} onClick={onPick}>
          <Trans context="detail button">Read</Trans>
        </AppLink>
      ) : null}
      {last ? (
        <AppLink
          className="button button--secondary"
          href={hrefOf(last.index)}
          state={{ post: detail }}
          onClick={onPick}
        >
          <Trans>New chapter</Trans>
        </AppLink>
      ) : null}
    </>
  )
}
