import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'

/**
 * The admin area's own navigation: a row of tabs on a phone, a column beside the screen on a wide
 * one. Only screens that exist are named.
 */
export function AdminNav({ language }: { language: Language }) {
  const { t } = useLingui()
  const params = { lang: language }
  return (
    <nav className="admin-nav" aria-label={t`Admin`}>
      <ul className="admin-nav__list">
        <li>
          <Link
            to="/$lang/admin/$"
            params={{ ...params, _splat: '' }}
            className="admin-nav__item"
            activeOptions={{ exact: true }}
          >
            <Trans>Overview</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'posts' }} className="admin-nav__item">
            <Trans>Posts</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'upload' }} className="admin-nav__item">
            <Trans>New post</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'library' }} className="admin-nav__item">
            <Trans>Library</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'terms' }} className="admin-nav__item">
            <Trans>Categories and people</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'dashboards' }} className="admin-nav__item">
            <Trans>Dashboards</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'menu' }} className="admin-nav__item">
            <Trans>Side menu</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'members' }} className="admin-nav__item">
            <Trans>Members</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'comments' }} className="admin-nav__item">
            <Trans>Comments</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'backups' }} className="admin-nav__item">
            <Trans>Backups</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/admin/$" params={{ ...params, _splat: 'audit' }} className="admin-nav__item">
            <Trans>Audit log</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
