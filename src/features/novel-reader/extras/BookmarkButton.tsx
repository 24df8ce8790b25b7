import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { readerUiHiddenAtom, useExtrasMessages } from '../../reader/index.ts'
import { useBookmarks } from '../bookmarks.ts'
import '../bookmarks.css'

/** The list comes when it is opened: most chapters are read without it. */
const BookmarksSheet = lazy(() =>
  import('./BookmarksSheet.tsx').then(({ BookmarksSheet }) => ({ default: BookmarksSheet })),
)

const bookmarkIcon = 'M7 4h10v16l-5-4-5 4z'

interface BookmarkButtonProps {
  story: string
  index: number
}

/**
 * 'Dấu trang' in the reader's head, beside the titles, where the bar below has no room left on a
 * phone. It is put in the head from here, so the reader's first load carries none of it
 * (docs/architecture.md, What loads late).
 */
export function BookmarkButton({ story, index }: BookmarkButtonProps) {
  useExtrasMessages()
  const { t } = useLingui()
  const hidden = useAtomValue(readerUiHiddenAtom)
  const [open, setOpen] = useState(false)
  const [head, setHead] = useState<Element | null>(null)
  const marks = useBookmarks(story, index)
  useLayoutEffect(() => {
    // The head goes with the interface and comes back with it.
    setHead(hidden ? null : document.querySelector('.reader-head'))
  }, [hidden])
  return (
    <>
      {head
        ? createPortal(
            <button
              type="button"
              className="icon-button reader-head__bookmarks"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-label={t`Bookmarks`}
              onClick={() => setOpen(true)}
            >
              <LineIcon d={bookmarkIcon} filled={marks.length > 0} />
            </button>,
            head,
          )
        : null}
      {open ? (
        <Suspense fallback={null}>
          <BookmarksSheet story={story} index={index} marks={marks} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
