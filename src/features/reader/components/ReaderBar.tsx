import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ReaderIcon, type ReaderIconName } from './ReaderIcon.tsx'

interface ReaderBarProps {
  prevIndex: number | null
  nextIndex: number | null
  onGo: (index: number) => void
  /** Novels only: opens the display settings. */
  onFilter?: (() => void) | undefined
  filterOpen: boolean
  onChapters: () => void
  chaptersOpen: boolean
  onHide: () => void
}

/**
 * Spec §2 reader bar: previous chapter (off at the first chapter), the reading settings (novels),
 * the chapter list, next chapter (off at the last), and hiding the interface. The spec's 'Tập' and
 * 'Bộ lọc' are said as what they are in a reader: 'Chương', 'Cài đặt đọc'.
 */
export function ReaderBar(props: ReaderBarProps) {
  const { prevIndex, nextIndex, onGo, onFilter, filterOpen, onChapters, chaptersOpen, onHide } = props
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
          <Trans context="reader">Reading settings</Trans>
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
