import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { showsFooter } from '../sections.ts'

/** Spec §2 footer: the sections and what the site is; not on list pages, which scroll on and on. */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useLingui()
  const shown = useLocation({ select: (location) => showsFooter(location.pathname) })
  if (!shown) return null
  const links = [
    { href: `/${language}`, label: t`Home` },
    { href: `/${language}/movies`, label: t`Movies` },
    { href: `/${language}/games`, label: t`Games` },
    { href: `/${language}/comics`, label: t`Comics` },
  ]
  return (
    <footer className="footer">
      <nav aria-label={t`Site links`}>
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href}>{link.label}</AppLink>
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
