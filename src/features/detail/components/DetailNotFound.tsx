import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Posttype } from '../../../contract/posttypes.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'

/** Spec §2's not-found texts, one per kind of post. */
const notFoundText = {
  movie: msg`Film not found`,
  comic: msg`Story not found`,
  novel: msg`Story not found`,
  game: msg`Game not found`,
} as const

/** An unknown slug: which kind of post was not found, and the way home. */
export function DetailNotFound({ posttype }: { posttype: Posttype }) {
  const { t } = useLingui()
  const title = t(notFoundText[posttype])
  useDocumentTitle(title)
  return (
    <section className="status-screen" aria-labelledby="detail-not-found">
      <h1 id="detail-not-found">{title}</h1>
      <Link to="/" className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}

/** A detail route's not-found screen, for its kind of post. */
export const detailNotFound = (posttype: Posttype) => () => <DetailNotFound posttype={posttype} />
