import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ReaderPosttype } from '../api.ts'
import { ReaderIcon, type ReaderIconName } from './ReaderIcon.tsx'

interface ReaderBarProps {
  posttype: ReaderPosttype
  prevIndex: number | null
  nextIndex: number | null
  onGo: (index: number) => void
  /** Opens the reading settings: a novel's display filter, a comic's mode and layout. */
  onFilter?: (() => void) | undefined
  filterOpen: boolean
  onChapters: () => void
  chaptersOpen: boolean
  onHide: () => void
}

/**
 * Spec §2 reader bar, in its words: previous ('Tập trước', off at the first chapter), the display
 * filter of a novel ('Bộ lọc'; a comic's reading settings beside the spec, 'Cài đặt đọc'), the
 * chapter list ('Danh sách tập'), next ('Tập tiếp theo', off at the last), and hiding the interface.
 */
export function ReaderBar(props: ReaderBarProps) {
  const { posttype, prevIndex, nextIndex, onGo, onFilter, filterOpen, onChapters, chaptersOpen, onHide } =
    props
  const { t } = useLingui()
  return (
    <nav className="reader-bar" aria-label={t`Chapter navigation`}>
      <BarButton
        icon="previous"
        disabled={prevIndex === null}
        onClick={() => prevIndex !== null && onGo(prevIndex)}
      >
        <Trans context="reader">Previous chapter</Trans>
      </BarButton>
      {onFilter ? (
        <BarButton icon="filter" onClick={onFilter} dialog expanded={filterOpen}>
          {posttype === 'novel' ? (
            <Trans context="reader">Filter</Trans>
          ) : (
            <Trans context="reader">Reading settings</Trans>
          )}
        </BarButton>
      ) : null}
      <BarButton icon="list" onClick={onChapters} dialog expanded={chaptersOpen}>
        <Trans context="reader">Chapter list</Trans>
      </BarButton>
      <BarButton
        icon="next"
        disabled={nextIndex === null}
        onClick={() => nextIndex !== null && onGo(nextIndex)}
      >
        <Trans context="reader">Next chapter</Trans>
      </BarButton>
      <BarButton icon="hide" onClick={onHide}>
        <Trans>Hide interface</Trans>
      </BarButton>
    </nav>
  )
}

interface BarButtonProps {
  icon: ReaderIconName
  onClick: () => void
  disabled?: boolean
  /** Opens a dialog: says so, and whether it is open. */
  dialog?: boolean
  expanded?: boolean
  children: ReactNode
}

function BarButton({ icon, onClick, disabled, dialog, expanded, children }: BarButtonProps) {
  return (
    <button
      type="button"
      className="reader-bar__button"
      onClick={onClick}
      disabled={disabled}
      aria-haspopup={dialog ? 'dialog' : undefined}
      aria-expanded={dialog ? expanded : undefined}
    >
      <ReaderIcon name={icon} />
      <span className="reader-bar__label">{children}</span>
    </button>
  )
}
