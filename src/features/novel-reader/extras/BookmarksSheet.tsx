import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { ReaderIcon } from '../../reader/index.ts'
import { chapterText, excerptAtTop, fractionHere, goToFraction } from '../bookmark-place.ts'
import { addBookmark, type Bookmark, removeBookmark } from '../bookmarks.ts'

interface BookmarksSheetProps {
  story: string
  index: number
  marks: readonly Bookmark[]
  onClose: () => void
}

const removeIcon = 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3'

/**
 * 'Dấu trang': the places marked in this chapter, in the order of the text, each named by the start
 * of its paragraph and how far through the chapter it is. 'Thêm dấu trang' marks the place on screen;
 * picking a mark goes back there; each can be removed.
 */
export function BookmarksSheet({ story, index, marks, onClose }: BookmarksSheetProps) {
  const { t } = useLingui()
  const titleId = useId()
  const add = () => {
    const text = chapterText()
    if (text) addBookmark(story, index, fractionHere(text), excerptAtTop(text))
  }
  const jump = (mark: Bookmark) => {
    onClose()
    // Once the dialog has closed: the page behind it scrolls freely again.
    requestAnimationFrame(() => {
      const text = chapterText()
      if (text) goToFraction(text, mark.fraction)
    })
  }
  return (
    <Dialog
      className="filter-sheet bookmarks-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      closeOnBackdrop
    >
      <header className="chapter-drawer__head">
        <h2 id={titleId}>
          <Trans>Bookmarks</Trans>
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
          <ReaderIcon name="close" />
        </button>
      </header>
      <button type="button" className="button bookmarks-sheet__add" onClick={add}>
        <Trans>Add bookmark</Trans>
      </button>
      {marks.length === 0 ? (
        <p className="chapter-drawer__empty" role="status">
          <Trans>No bookmarks in this chapter yet.</Trans>
        </p>
      ) : (
        <ul className="bookmarks-sheet__list">
          {marks.map((mark) => {
            const percent = Math.round(mark.fraction * 100)
            const label = mark.label || `${percent}%`
            return (
              <li key={`${mark.fraction}:${mark.at}`} className="bookmarks-sheet__item">
                <button type="button" className="bookmarks-sheet__go" onClick={() => jump(mark)}>
                  <span className="bookmarks-sheet__percent">{percent}%</span>
                  <span className="bookmarks-sheet__label">{label}</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => removeBookmark(story, index, mark)}
                  aria-label={t`Remove bookmark: ${label}`}
                >
                  <LineIcon d={removeIcon} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </Dialog>
  )
}
