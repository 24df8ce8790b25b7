import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { isCurrent, showsFooter } from '../sections.ts'

/** Spec §2 footer: the sections (and novels, the fourth kind of post) and what the site is; not on list pages, which scroll on and on. */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  if (!showsFooter(pathname)) return null
  const links = [
    { href: `/${language}`, label: t`Home` },
    { href: `/${language}/movies`, label: t`Films` },
    { href: `/${language}/games`, label: t`Games` },
    { href: `/${language}/comics`, label: t`Comics` },
    { href: `/${language}/novels`, label: t`Novels` },
  ]
  return (
    <footer className="footer">
      <nav aria-label={t`Site links`}>
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href} aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__about">
        <Trans>
          Mọt is a free online film site: watch films, read comics and novels, and discover games, in
          Vietnamese and English.
        </Trans>
      </p>
      <p className="footer__copyright">© {new Date().getFullYear()} Mọt</p>
    </footer>
  )
}
