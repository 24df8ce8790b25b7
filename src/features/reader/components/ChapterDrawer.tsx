import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { CHAPTER_PAGE_SIZE } from '../../../contract/limits.ts'
import { chapterPagePath } from '../../../contract/post-paths.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { PageStep } from '../../../shared/ui/PageStep.tsx'
import { chapterPageQueryOptions } from '../../detail/index.ts'
import type { ReaderPosttype } from '../api.ts'
import { ReaderIcon } from './ReaderIcon.tsx'
import { ReaderSpinner } from './ReaderStatus.tsx'
import { SheetHead } from './SheetHead.tsx'

interface ChapterDrawerProps {
  language: Language
  posttype: ReaderPosttype
  slug: string
  postId: number
  chapterTotal: number
  current: number
  onGo: (index: number) => void
  onClose: () => void
}

/**
 * Spec §2 'Danh sách tập': the story's chapters in a side drawer, 50 a page, opening on the page of
 * the chapter being read, which is marked. Picking one moves the reader there.
 */
export function ChapterDrawer(props: ChapterDrawerProps) {
  const { language, posttype, slug, postId, chapterTotal, current, onGo, onClose } = props
  const { t } = useLingui()
  const titleId = useId()
  const pageCount = Math.max(1, Math.ceil(chapterTotal / CHAPTER_PAGE_SIZE))
  const [page, setPage] = useState(() => Math.min(pageCount, Math.ceil(current / CHAPTER_PAGE_SIZE)))
  const query = useQuery(chapterPageQueryOptions(language, posttype, postId, page))
  const n = page
  const chapters = query.data?.chapters ?? []

  const currentRef = useRef<HTMLAnchorElement>(null)
  const hasCurrent = chapters.some((chapter) => chapter.index === current)
  useEffect(() => {
    // The chapter being read is where a reader looks first, and where the keyboard starts.
    if (hasCurrent) currentRef.current?.focus({ preventScroll: true })
    currentRef.current?.scrollIntoView?.({ block: 'center' })
  }, [hasCurrent])

  return (
    <Dialog className="chapter-drawer" aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <SheetHead titleId={titleId} onClose={onClose}>
        <Trans context="reader">Chapter list</Trans>
      </SheetHead>
      {query.isPending ? (
        <ReaderSpinner />
      ) : chapters.length === 0 ? (
        <p className="chapter-drawer__empty" role="status">
          <Trans>No chapters yet.</Trans>
        </p>
      ) : (
        <ol className="chapter-drawer__list">
          {chapters.map((chapter) => {
            const isCurrent = chapter.index === current
            return (
              <li key={chapter.id}>
                <a
                  ref={isCurrent ? currentRef : undefined}
                  className="chapter-drawer__link"
                  href={chapterPagePath(language, posttype, slug, chapter.index)}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                    event.preventDefault()
                    onClose()
                    if (!isCurrent) onGo(chapter.index)
                  }}
                >
                  <span className="chapter-drawer__index">{chapter.index}</span>{' '}
                  <span className="chapter-drawer__title">{chapter.title}</span>
                </a>
              </li>
            )
          })}
        </ol>
      )}
      {pageCount > 1 || query.data?.isNext ? (
        <nav className="chapter-drawer__pager" aria-label={t`Chapter pages`}>
          <PageStep side="previous" page={page} disabled={page <= 1} onPage={setPage} className="icon-button">
            <ReaderIcon name="previous" />
          </PageStep>
          <span aria-live="polite">
            <Trans>Page {n}</Trans>
          </span>
          <PageStep
            side="next"
            page={page}
            disabled={!query.data?.isNext}
            onPage={setPage}
            className="icon-button"
          >
            <ReaderIcon name="next" />
          </PageStep>
        </nav>
      ) : null}
    </Dialog>
  )
}
