import { queryOptions } from '@tanstack/react-query'
import { adminTwoFactor, adminTwoFactorSave } from '../../contract/endpoints/two-factor.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery } from './api.ts'

/** Whether admins must use two-factor sign-in (issue 50). */
export const adminTwoFactorQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'two-factor'] as const,
    queryFn: ({ signal }) => callData(language, adminTwoFactor, { signal }),
  })

/** `POST /admin/two-factor/`: requires it of admins, or not. */
export const setAdminTwoFactor = (language: Language, required: boolean) =>
  callData(language, adminTwoFactorSave, { body: { required } })
