import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { nameDrawnHead } from '../head/drawn-head.ts'
import { languageOfPath } from '../i18n/languages.ts'
import { useDocumentTitle } from '../i18n/use-document-title.ts'
import { AppLink } from './AppLink.tsx'

interface NotFoundScreenProps {
  /** What was not found, in the spec's words (a post, a chapter); an unknown address by default. */
  title?: string | undefined
  /** A way back nearer than the home (a missing chapter's story). */
  children?: ReactNode
}

/**
 * Spec §2 404 page, for every kind of not found (an address, a post, a chapter), so they look and
 * work alike: what was not found, also in the tab, then the ways on: search, and the home of the
 * address's language.
 */
export function NotFound({ title, children }: NotFoundScreenProps) {
  const { t } = useLingui()
  const heading = title ?? t`Page not found`
  const language = useLocation({ select: (location) => languageOfPath(location.pathname) })
  const name = heading.replace(/\.$/, '')
  useDocumentTitle(name)
  // A page drawn on the server as not found is one to search engines too: 404, kept out of their index.
  if (import.meta.env.SSR) nameDrawnHead((heads, place) => heads.notFoundHead(place, name))
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <h1 className="status-screen__code">404</h1>
      <h2 id="not-found-title">{heading}</h2>
      <p>
        <Trans>
          The page you are looking for may have been deleted, renamed or is temporarily unavailable.
        </Trans>
      </p>
      <div className="status-screen__actions">
        {children}
        <AppLink href={`/${language}/search`} className="button button--ghost">
          <Trans>Search</Trans>
        </AppLink>
        <Link to="/$lang" params={{ lang: language }} className="button">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  )
}

/** The 404 page of an unknown address (the routes' not-found screen). */
export const NotFoundScreen = () => <NotFound />
