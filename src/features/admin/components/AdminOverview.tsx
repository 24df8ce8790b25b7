import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { OverviewFigures } from './OverviewFigures.tsx'

/** Where the admin area opens: the site in figures, then what each of its screens is for. */
export function AdminOverview({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Admin`)
  const params = { lang: language }
  return (
    <section className="admin-screen" aria-labelledby="admin-overview-title">
      <h1 id="admin-overview-title" className="admin-screen__title">
        <Trans>Admin</Trans>
      </h1>
      <OverviewFigures language={language} />
      <ul className="admin-overview">
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'posts' }}>
              <Trans>Posts</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Every post, published or not: edit, lock, publish, delete, and manage chapters.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'upload' }}>
              <Trans>New post</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Make a post from files sent from this browser: comics, novels or films.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'library' }}>
              <Trans>Library</Trans>
            </Link>
          </h2>
          <p>
            <Trans>The library's watcher, its import jobs with their reports, and a rescan.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'terms' }}>
              <Trans>Categories and people</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Create, rename, merge and delete the categories and the people credited in posts.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'dashboards' }}>
              <Trans>Dashboards</Trans>
            </Link>
          </h2>
          <p>
            <Trans>The modules of the home and of each section: add, order, preview and publish them.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'menu' }}>
              <Trans>Side menu</Trans>
            </Link>
          </h2>
          <p>
            <Trans>The entries of the side menu: their labels, links, icons and who sees them.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'members' }}>
              <Trans>Members</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Find members, make them admins or members, and sign them out everywhere.</Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'backups' }}>
              <Trans>Backups</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              The backups the server takes on its schedule, with their size and age, and one taken now.
            </Trans>
          </p>
        </li>
        <li className="admin-overview__card">
          <h2>
            <Link to="/$lang/admin/$" params={{ ...params, _splat: 'audit' }}>
              <Trans>Audit log</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Every change made by an admin: who, when, what, and the values before and after.</Trans>
          </p>
        </li>
      </ul>
    </section>
  )
}
