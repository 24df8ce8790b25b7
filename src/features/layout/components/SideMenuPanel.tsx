import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../shared/i18n/languages.ts'
import { SettingsMenuEntries } from '../../settings/components/SettingsMenuEntries.tsx'
import { Icon } from './Icon.tsx'
import { NavMenu } from './NavMenu.tsx'

interface SideMenuPanelProps {
  language: Language
  docked: boolean
  onClose: () => void
}

/** What the side menu holds: its close button (as a drawer), the site's entries and the app's own. */
export function SideMenuPanel({ language, docked, onClose }: SideMenuPanelProps) {
  const { t } = useLingui()
  return (
    <>
      {docked ? null : (
        <button
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
