import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import {
  accountDeleteRoute,
  accountExportRoute,
  accountSessionsRoute,
  avatarDeleteRoute,
  avatarRoute,
  emailChangeRoute,
  otherSessionsRevokeRoute,
  passwordChangeRoute,
  pathOf,
  profileRoute,
  sessionRevokeRoute,
} from '../../contract/paths.ts'
import {
  accountDeleteAnswer,
  accountSessionSchema,
  avatarAnswer,
  emailChangeAnswer,
  otherSessionsRevokeAnswer,
  passwordChangeAnswer,
  profileAnswer,
  sessionRevokeAnswer,
} from '../../contract/schemas/account.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { apiData } from '../../shared/api/client.ts'
import { withCsrfToken } from '../../shared/api/csrf-write.ts'

/** The first part of every account query's key: private to the member, kept in memory only. */
export const ACCOUNT_QUERY = 'account'
export const profileKey = [ACCOUNT_QUERY, 'profile'] as const
export const sessionsKey = [ACCOUNT_QUERY, 'sessions'] as const

export const getProfile = (language: Language, signal?: AbortSignal) =>
  apiData(language, profileRoute, profileResponse, { auth: true, signal })

export const getSessions = (language: Language, signal?: AbortSignal) =>
  apiData(language, accountSessionsRoute, successOf(v.array(accountSessionSchema)), { auth: true, signal })

/** A write with a fresh anti-forgery token (withCsrfToken), as JSON. */
const postWithCsrf = <S extends v.GenericSchema<unknown, { data: unknown }>>(
  language: Language,
  path: string,
  response: S,
  body: Record<string, string> = {},
): Promise<v.InferOutput<S>['data']> =>
  withCsrfToken(language, (token) =>
    apiData(language, path, response, { method: 'POST', auth: true, body: { ...body, csrf_token: token } }),
  )

export interface ProfileInput {
  name: string
  full_name: string
  username: string
  about: string
}

const profileResponse = successOf(profileAnswer)
const avatarResponse = successOf(avatarAnswer)
const emailChangeResponse = successOf(emailChangeAnswer)
const passwordChangeResponse = successOf(passwordChangeAnswer)
const sessionRevokeResponse = successOf(sessionRevokeAnswer)
const otherSessionsRevokeResponse = successOf(otherSessionsRevokeAnswer)
const accountDeleteResponse = successOf(accountDeleteAnswer)

export const saveProfile = (language: Language, input: ProfileInput) =>
  postWithCsrf(language, profileRoute, profileResponse, { ...input })

/** The picked file as it is: the server reads what it really is, whatever it is called. */
export const uploadAvatar = (language: Language, file: Blob) =>
  withCsrfToken(language, (token) =>
    apiData(language, avatarRoute, avatarResponse, {
      method: 'POST',
      auth: true,
      body: file,
      headers: { 'Content-Type': 'application/octet-stream', 'X-CSRF-Token': token },
    }),
  )

export const removeAvatar = (language: Language) => postWithCsrf(language, avatarDeleteRoute, avatarResponse)

export const changeEmail = (language: Language, input: { email: string; current_password: string }) =>
  postWithCsrf(language, emailChangeRoute, emailChangeResponse, input)

export const changePassword = (
  language: Language,
  input: { current_password: string; password: string; confirm_password: string },
) => postWithCsrf(language, passwordChangeRoute, passwordChangeResponse, input)

export const revokeSession = (language: Language, id: number) =>
  postWithCsrf(language, pathOf(sessionRevokeRoute, { id }), sessionRevokeResponse)

export const revokeOtherSessions = (language: Language) =>
  postWithCsrf(language, otherSessionsRevokeRoute, otherSessionsRevokeResponse)

/** Everything the site keeps about the member, as the server wrote it. */
export const exportAccount = (language: Language) =>
  apiData(language, accountExportRoute, successOf(v.record(v.string(), v.unknown())), { auth: true })

export const deleteAccount = (language: Language, input: { current_password: string }) =>
  postWithCsrf(language, accountDeleteRoute, accountDeleteResponse, input)
