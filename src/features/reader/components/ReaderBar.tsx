import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type SyntheticEvent, useId } from 'react'
import { isPlainClick } from '../../../shared/ui/AppLink.tsx'
import type { ReaderPosttype } from '../api.ts'
import { ReaderIcon, type ReaderIconName } from './ReaderIcon.tsx'

interface ReaderBarProps {
  posttype: ReaderPosttype
  prevIndex: number | null
  nextIndex: number | null
  /** A chapter's address, which the previous and next chapter's buttons link to. */
  hrefOf: (index: number) => string
  onGo: (index: number) => void
  /** Opens the reading settings: a novel's display filter, a comic's mode and layout. */
  onFilter?: (() => void) | undefined
  filterOpen: boolean
  onChapters: () => void
  chaptersOpen: boolean
  onHide: () => void
}

/**
 * Spec §2 reader bar, in its words: previous ('Tập trước', off at the first chapter), the reading
 * settings (a novel's keep the spec's 'Bộ lọc' in Vietnamese, with a cog and a description that says
 * what they are; a comic's, beside the spec, 'Cài đặt đọc'), the
 * chapter list ('Danh sách tập'), next ('Tập tiếp theo', off at the last), and hiding the interface.
 */
export function ReaderBar(props: ReaderBarProps) {
  const {
    posttype,
    prevIndex,
    nextIndex,
    hrefOf,
    onGo,
    onFilter,
    filterOpen,
    onChapters,
    chaptersOpen,
    onHide,
  } = props
  const { t } = useLingui()
  const settings = t({ message: 'Reading settings', context: 'reader' })
  const novelLabel = t({ message: 'Reading settings', context: 'novel reader button' })
  return (
    <nav className="reader-bar" aria-label={t`Chapter navigation`}>
      <StepButton icon="previous" index={prevIndex} hrefOf={hrefOf} onGo={onGo}>
        <Trans context="reader">Previous chapter</Trans>
      </StepButton>
      {onFilter ? (
        <BarButton
          icon="settings"
          onClick={onFilter}
          dialog
          expanded={filterOpen}
          // The spec's word for a novel's, 'Bộ lọc', said with what it opens (where the words differ).
          description={posttype === 'novel' && novelLabel !== settings ? settings : undefined}
        >
          {posttype === 'novel' ? novelLabel : settings}
        </BarButton>
      ) : null}
      <BarButton icon="list" onClick={onChapters} dialog expanded={chaptersOpen}>
        <Trans context="reader">Chapter list</Trans>
      </BarButton>
      <StepButton icon="next" index={nextIndex} hrefOf={hrefOf} onGo={onGo}>
        <Trans context="reader">Next chapter</Trans>
      </StepButton>
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
  /** What it does, for a screen reader, when its name is short. */
  description?: string | undefined
  children: ReactNode
}

function BarButton({ icon, onClick, disabled, dialog, expanded, description, children }: BarButtonProps) {
  const descriptionId = useId()
  return (
    <>
      <button
        type="button"
        className="reader-bar__button"
        onClick={onClick}
        disabled={disabled}
        aria-haspopup={dialog ? 'dialog' : undefined}
        aria-expanded={dialog ? expanded : undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        <ReaderIcon name={icon} />
        <span className="reader-bar__label">{children}</span>
      </button>
      {/* Beside the button, not in it: inside, it would be read as part of the name. */}
      {description ? (
        <span id={descriptionId} className="visually-hidden">
          {description}
        </span>
      ) : null}
    </>
  )
}

interface StepButtonProps {
  icon: ReaderIconName
  /** The chapter it goes to; none past the first or last. */
  index: number | null
  hrefOf: (index: number) => string
  onGo: (index: number) => void
  children: ReactNode
}

/**
 * The previous or next chapter: a button among the bar's, that is a link under it, so a crawler
 * (which runs no script) and a new tab follow it to the chapter. Pressed, it moves the reader in
 * place of the history entry, as the bar's buttons do, by click, Enter or Space.
 */
function StepButton({ icon, index, hrefOf, onGo, children }: StepButtonProps) {
  if (index === null)
    return (
      <BarButton icon={icon} onClick={() => {}} disabled>
        {children}
      </BarButton>
    )
  const go = (event: SyntheticEvent) => {
    event.preventDefault()
    onGo(index)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button of the bar for those who use it, a link for crawlers and new tabs
    <a
      href={hrefOf(index)}
      role="button"
      className="reader-bar__button"
      onClick={(event) => isPlainClick(event) && go(event)}
      onKeyDown={(event) => event.key === ' ' && go(event)}
    >
      <ReaderIcon name={icon} />
      <span className="reader-bar__label">{children}</span>
    </a>
  )
}
