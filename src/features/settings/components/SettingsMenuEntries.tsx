import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isAdminAtom } from '../../../shared/auth-atoms.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { InstallMenuEntry } from '../../install/index.ts'

/**
 * The side menu's own entries, after the server's: installing the app, where the browser offers
 * it, the admin area for admins, and settings. A kiosk shows neither: its visitors are not the ones who set it up.
 */
export function SettingsMenuEntries({ language }: { language: Language }) {
  const kiosk = useAtomValue(isKioskAtom)
  // Only admins see the way to the admin area; members and visitors are never shown it.
  // Drawn as the server did (for a visitor) until the menu is taken over.
  const hydrated = useHydrated()
  const admin = useAtomValue(isAdminAtom) && hydrated
  if (kiosk) return null
  return (
    <ul className="nav__list nav__list--app">
      <InstallMenuEntry />
      {admin ? (
        <li>
          <Link to="/$lang/admin/$" params={{ lang: language, _splat: '' }} className="nav__item">
            <LineIcon d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4" />
            <span>
              <Trans>Admin</Trans>
            </span>
          </Link>
        </li>
      ) : null}
      <li>
        <Link to="/$lang/settings" params={{ lang: language }} className="nav__item">
          <LineIcon d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
          <span>
            <Trans>Settings</Trans>
          </span>
        </Link>
      </li>
    </ul>
  )
}
