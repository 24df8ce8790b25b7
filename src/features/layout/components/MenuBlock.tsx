import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import type { MenuEntry } from '../../../contract/schemas/home.ts'
import { userAtom } from '../../../shared/auth-atoms.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { Icon } from './Icon.tsx'

/** Spec §2 blocks: the logo, the visitor's login and register buttons, the member's account. */
export function MenuBlock({ entry, language }: { entry: MenuEntry; language: Language }) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const label = entry.label?.trim()
  if (entry.name === 'logo') {
    return (
      <Link
        to="/$lang"
        params={{ lang: language }}
        activeOptions={{ exact: true }}
        className="logo nav__logo"
      >
        <span>{label || 'Mọt'}</span>
      </Link>
    )
  }
  if (entry.name === 'login') {
    return (
      <div className="nav__auth">
        <AppLink href={`/${language}/user/login`} className="button">
          {label || t`Log in`}
        </AppLink>
        <AppLink href={`/${language}/user/register`} className="button button--ghost">
          <Trans>Register</Trans>
        </AppLink>
      </div>
    )
  }
  if (entry.name === 'user') {
    // The member's block opens their profile, where their account's page is one link away.
    return (
      <Link to="/$lang/user/profile" params={{ lang: language }} className="nav__user">
        <Icon name="user" size={32} />
        <div>
          <p className="nav__user-label">{label || t`Account`}</p>
          {user ? (
            <>
              <p className="nav__user-name">{user.name}</p>
              <p className="nav__user-email">{user.email}</p>
            </>
          ) : null}
        </div>
      </Link>
    )
  }
  return label ? <span className="nav__item nav__item--title">{label}</span> : null
}
