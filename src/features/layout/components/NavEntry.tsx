import { useNavigate } from '@tanstack/react-router'
import { forgetToken } from '../../../shared/auth-atoms.ts'
import { chooseLanguage, isLanguage, type Language, localizedPath } from '../../../shared/i18n/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import type { MenuEntry } from '../../home/schema.ts'

interface NavEntryProps {
  entry: MenuEntry
  language: Language
}

export function NavEntry({ entry, language }: NavEntryProps) {
  const navigate = useNavigate()
  if (entry.type === 'line') return <li className="nav__line" aria-hidden="true" />
  if (entry.name === 'logout') {
    const logout = () => {
      forgetToken()
      navigate({ to: '/' })
    }
    return (
      <li>
        <button type="button" className="nav__item" onClick={logout}>
          {entry.label}
        </button>
      </li>
    )
  }
  const href = localizedPath(language, entry.url)
  const items = entry.items ?? []
  return (
    <li>
      {href ? (
        <AppLink href={href} className="nav__item">
          {entry.label}
        </AppLink>
      ) : (
        <span className="nav__item nav__item--title">{entry.label}</span>
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
      className="nav__item"
      lang={code}
      aria-pressed={code === current}
      onClick={() => chooseLanguage(code)}
    >
      {label}
    </button>
  )
}
