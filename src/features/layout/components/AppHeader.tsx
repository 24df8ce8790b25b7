import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useEffect } from 'react'
import type { Language } from '../../../shared/i18n/languages.ts'
import { isMenuOpenAtom } from '../../../shared/ui-atoms.ts'
import { NavMenu } from './NavMenu.tsx'

export function AppHeader({ language }: { language: Language }) {
  const { t } = useLingui()
  const [isMenuOpen, setMenuOpen] = useAtom(isMenuOpenAtom)
  const pathname = useLocation({ select: (location) => location.pathname })
  // A menu left open over the next page would hide it.
  useEffect(() => {
    if (pathname) setMenuOpen(false)
  }, [pathname, setMenuOpen])

  return (
    <header className="header">
      <button
        type="button"
        className="header__menu-button"
        aria-expanded={isMenuOpen}
        aria-controls="main-menu"
        aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
        onClick={() => setMenuOpen(!isMenuOpen)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/$lang" params={{ lang: language }} className="logo">
        <img src="/icons/logo.svg" alt="" width="32" height="32" />
        <span>Mọt</span>
      </Link>
      <NavMenu id="main-menu" language={language} isOpen={isMenuOpen} />
    </header>
  )
}
