import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { SettingsMenuEntries } from '../../settings/index.ts'
import { Icon } from './Icon.tsx'
import { NavMenu } from './NavMenu.tsx'

interface SideMenuPanelProps {
  language: Language
  docked: boolean
  /** Drawn because the drawer was just opened. */
  opening: boolean
  onClose: () => void
}

/** What the side menu holds: its close button (as a drawer), the site's entries and the app's own. */
export function SideMenuPanel({ language, docked, opening, onClose }: SideMenuPanelProps) {
  const { t } = useLingui()
  const close = useRef<HTMLButtonElement>(null)
  // When the entries arrive after the drawer opened, the dialog found nothing inside to focus and
  // focused itself (the button's parent): focus moves on to the close button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the panel first appears
  useEffect(() => {
    if (opening && document.activeElement === close.current?.parentElement) close.current?.focus()
  }, [])
  return (
    <>
      {docked ? null : (
        <button
          ref={close}
          type="button"
          className="icon-button side-menu__close"
          aria-label={t`Close menu`}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      )}
      <NavMenu language={language}>
        <SettingsMenuEntries language={language} />
      </NavMenu>
    </>
  )
}
