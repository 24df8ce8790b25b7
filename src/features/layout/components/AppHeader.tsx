import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { isMenuOpenAtom } from '../../../shared/ui-atoms.ts'
import { parentPath } from '../parent-path.ts'
import { BackButton } from './BackButton.tsx'
import { Icon } from './Icon.tsx'
import { SectionNav } from './SectionNav.tsx'
import { SIDE_MENU_ID } from './SideMenu.tsx'

/** Spec §2 header: back (below the home), menu, logo, the sections on wide screens, search. */
export function AppHeader({ language }: { language: Language }) {
  const { t } = useLingui()
  const [isMenuOpen, setMenuOpen] = useAtom(isMenuOpenAtom)
  const parent = useLocation({ select: (location) => parentPath(location.pathname) })
  return (
    <header className="header">
      <div className="header__bar">
        {parent ? <BackButton parent={parent} /> : null}
        <button
          type="button"
          className="icon-button header__menu-button"
          aria-expanded={isMenuOpen}
          aria-controls={SIDE_MENU_ID}
          aria-label={t`Open menu`}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        {/* Held for two seconds, the logo is also the way out of kiosk mode. */}
        <Link
          to="/$lang"
          params={{ lang: language }}
          activeOptions={{ exact: true }}
          className="logo"
          data-kiosk-exit=""
        >
          <span>Mọt</span>
        </Link>
        <SectionNav language={language} />
        <AppLink href={`/${language}/search`} className="icon-button header__search" aria-label={t`Search`}>
          <Icon name="search" />
        </AppLink>
      </div>
    </header>
  )
}
