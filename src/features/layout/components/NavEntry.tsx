import { useLocation } from '@tanstack/react-router'
import { isLanguage, type Language } from '../../../contract/languages.ts'
import type { MenuEntry } from '../../../contract/schemas/home.ts'
import { chooseLanguage } from '../../../shared/i18n/choose-language.ts'
import { localizedPath } from '../../../shared/i18n/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { entryIcon } from '../nav-entries.ts'
import { isCurrent } from '../sections.ts'
import { Icon } from './Icon.tsx'
import { LogoutEntry } from './LogoutEntry.tsx'
import { MenuBlock } from './MenuBlock.tsx'

interface NavEntryProps {
  entry: MenuEntry
  language: Language
}

/** One entry of the side menu, drawn by its type (block, space, menu, line) and name (spec §2). */
export function NavEntry({ entry, language }: NavEntryProps) {
  const location = useLocation()
  if (entry.type === 'line') return <li className="nav__line" aria-hidden="true" />
  if (entry.type === 'space') {
    return <li className="nav__space" aria-hidden="true" style={{ height: entry.height ?? 12 }} />
  }
  if (entry.type === 'block') {
    return (
      <li className={`nav__block nav__block--${entry.name}`}>
        <MenuBlock entry={entry} language={language} />
      </li>
    )
  }
  const label = entry.label ?? entry.name
  if (entry.name === 'logout') {
    return (
      <li>
        <LogoutEntry label={label} language={language} />
      </li>
    )
  }
  const href = localizedPath(language, entry.url)
  const items = entry.items ?? []
  const body = (
    <>
      <Icon name={entryIcon(entry)} />
      <span>{label}</span>
    </>
  )
  return (
    <li>
      {href ? (
        <AppLink
          href={href}
          className="nav__item"
          aria-current={
            isCurrent(href, location.pathname, (location.search as { posttype?: unknown }).posttype)
              ? 'page'
              : undefined
          }
        >
          {body}
        </AppLink>
      ) : (
        <span className="nav__item nav__item--title">{body}</span>
      )}
      {items.length > 0 ? (
        <ul className="nav__sublist">
          {items.map((item) => (
            <li key={item.name}>
              {entry.name === 'languages' && isLanguage(item.name) ? (
                <LanguageChoice code={item.name} label={item.label ?? item.name} current={language} />
              ) : (
                <AppLink href={localizedPath(language, item.url) ?? `/${language}`} className="nav__item">
                  {item.label ?? item.name}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function LanguageChoice({ code, label, current }: { code: Language; label: string; current: Language }) {
  return (
    <button
      type="button"
      className="nav__choice"
      lang={code}
      aria-pressed={code === current}
      onClick={() => chooseLanguage(code)}
    >
      {label}
    </button>
  )
}
