import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'

/** Spec §8: a list opened without its api (or with one that is not a list) has nothing to call. */
export function MissingApi({ language }: { language: Language }) {
  return (
    <section className="status-screen" role="alert">
      <h1>
        <Trans>API endpoint is missing</Trans>
      </h1>
      <Link to="/$lang" params={{ lang: language }} className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
