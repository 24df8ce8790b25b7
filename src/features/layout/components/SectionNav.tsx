import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { externalSites, isCurrent, type Section } from '../sections.ts'
import { siteMenuQueryOptions } from '../site-menu.ts'
import { Icon } from './Icon.tsx'

interface SectionLink {
  section: Section
  href: string
  label: string
  external?: boolean
}

/**
 * Spec §2 bottom bar: home, movie, comic, the games site (the highlighted button), novel and the chat
 * site; the item of the current page's section is marked. On wider screens the same links sit in
 * the header. The outside sites say so: a mark after the name, and the words for screen readers.
 * A site that names no games site has the button open its own games; one with no chat has no chat.
 */
export function SectionNav({ language }: { language: Language }) {
  const { t } = useLingui()
  const sites = useQuery(siteMenuQueryOptions(language)).data?.sites ?? externalSites(undefined)
  const kiosk = useAtomValue(isKioskAtom)
  const location = useLocation()
  const all: SectionLink[] = [
    { section: 'home', href: `/${language}`, label: t`Home` },
    { section: 'movie', href: `/${language}/movies`, label: t`Films` },
    { section: 'comic', href: `/${language}/comics`, label: t`Comics` },
    // Another site, named so, where the site has one; else the site's own games.
    sites.games
      ? { section: 'game', href: sites.games, label: t`Games site`, external: true }
      : { section: 'game', href: `/${language}/games`, label: t`Games` },
    { section: 'novel', href: `/${language}/novels`, label: t`Novels` },
    ...(sites.chat ? [{ section: 'chat' as const, href: sites.chat, label: t`Chat`, external: true }] : []),
  ]
  // A kiosk keeps its visitors in the app: the games and chat sites are not offered.
  const links = kiosk ? all.filter((link) => !link.external) : all
  return (
    <nav className="section-nav" aria-label={t`Main navigation`}>
      <ul className="section-nav__list">
        {links.map((link) => (
          <li key={link.section} className={`section-nav__cell section-nav__cell--${link.section}`}>
            <AppLink
              href={link.href}
              className="section-nav__link"
              aria-current={
                isCurrent(link.href, location.pathname, (location.search as { posttype?: unknown }).posttype)
                  ? 'page'
                  : undefined
              }
            >
              <span className="section-nav__icon">
                <Icon name={link.section} />
              </span>
              <span className="section-nav__label">
                {link.label}
                {link.external ? <Icon name="external" size={12} /> : null}
              </span>
              {link.external ? (
                <span className="visually-hidden">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
