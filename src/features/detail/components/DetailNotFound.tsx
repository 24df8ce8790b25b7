import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Posttype } from '../../../contract/posttypes.ts'
import { NotFound } from '../../../shared/ui/NotFoundScreen.tsx'

/** Spec §2's not-found texts, one per kind of post. */
const notFoundText = {
  movie: msg`Film not found`,
  comic: msg`Story not found`,
  novel: msg`Story not found`,
  game: msg`Game not found`,
} as const

/** An unknown slug: the 404 page, saying which kind of post was not found. */
export function DetailNotFound({ posttype }: { posttype: Posttype }) {
  const { t } = useLingui()
  return <NotFound title={t(notFoundText[posttype])} />
}

/** A detail route's not-found screen, for its kind of post. */
export const detailNotFound = (posttype: Posttype) => () => <DetailNotFound posttype={posttype} />
