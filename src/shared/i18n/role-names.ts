import { useLingui } from '@lingui/react/macro'
import type { PersonRole } from '../../contract/person-roles.ts'

/** What each role a person is credited in is called: in search suggestions and on a person's page. */
export function useRoleNames(): Record<PersonRole, string> {
  const { t } = useLingui()
  return { author: t`Author`, artist: t`Artist`, director: t`Director`, actor: t`Actor`, studio: t`Studio` }
}
