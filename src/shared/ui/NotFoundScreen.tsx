import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../i18n/use-document-title.ts'

/** Spec §2 404 page; the link goes to / so the stored language decides where home is. */
export function NotFoundScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Page not found`)
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <h1 className="status-screen__code">404</h1>
      <h2 id="not-found-title">
        <Trans>Page not found</Trans>
      </h2>
      <p>
        <Trans>
          The page you are looking for may have been deleted, renamed or is temporarily unavailable.
        </Trans>
      </p>
      <Link to="/" className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
