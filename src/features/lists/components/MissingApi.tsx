import { useLingui } from '@lingui/react/macro'
import { NotFound } from '../../../shared/ui/NotFoundScreen.tsx'

/**
 * Spec §8: a list opened without its api (or with one that is not a list) has nothing to call. It is
 * the site's 404 page, saying so: a list's address is its query, and without it there is no page.
 */
export function MissingApi() {
  const { t } = useLingui()
  return <NotFound title={t`API endpoint is missing`} />
}
