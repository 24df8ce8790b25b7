import {
  accountDelete,
  accountExport,
  accountSessions,
  avatar,
  avatarDelete,
  emailChange,
  otherSessionsRevoke,
  ownAgeLimit,
  ownAgeLimitSave,
  passwordChange,
  profile,
  profileSave,
  sessionRevoke,
} from '../../contract/endpoints/account.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'

/** The first part of every account query's key: private to the member, kept in memory only. */
export const ACCOUNT_QUERY = 'account'
export const profileKey = [ACCOUNT_QUERY, 'profile'] as const
export const sessionsKey = [ACCOUNT_QUERY, 'sessions'] as const
// Here, not with the app keys' calls: a changed password ends every key, and its form says so to the list.
export const appKeysKey = [ACCOUNT_QUERY, 'app-keys'] as const

export const getProfile = (language: Language, signal?: AbortSignal) =>
  callData(language, profile, signal ? { signal } : {})

export const getSessions = (language: Language, signal?: AbortSignal) =>
  callData(language, accountSessions, signal ? { signal } : {})

export interface ProfileInput {
  name: string
  full_name: string
  username: string
  about: string
}

export const saveProfile = (language: Language, input: ProfileInput) =>
  callData(language, profileSave, { body: input })

/** The picked file as it is: the server reads what it really is, whatever it is called. */
export const uploadAvatar = (language: Language, file: Blob) =>
  callData(language, avatar, { body: file, headers: { 'Content-Type': 'application/octet-stream' } })

export const removeAvatar = (language: Language) => callData(language, avatarDelete, {})

export const changeEmail = (language: Language, input: { email: string; current_password: string }) =>
  callData(language, emailChange, { body: input })

export const changePassword = (
  language: Language,
  input: { current_password: string; password: string; confirm_password: string },
) => callData(language, passwordChange, { body: input })

export const revokeSession = (language: Language, id: number) =>
  callData(language, sessionRevoke, { params: { id } })

export const revokeOtherSessions = (language: Language) => callData(language, otherSessionsRevoke, {})

/** Everything the site keeps about the member, as the server wrote it. */
export const exportAccount = (language: Language) => callData(language, accountExport, {})

export const deleteAccount = (language: Language, input: { current_password: string }) =>
  callData(language, accountDelete, { body: input })

export const ageLimitKey = [ACCOUNT_QUERY, 'age-limit'] as const

/** The highest age rating the member sees: an admin's limit, their own, and the stricter of the two. */
export const getAgeLimit = (language: Language, signal?: AbortSignal) =>
  callData(language, ownAgeLimit, signal ? { signal } : {})

/** Their own limit (a rating, or '' for none); never above an admin's (a 400 says so). */
export const saveAgeLimit = (language: Language, own: string) =>
  callData(language, ownAgeLimitSave, { body: { own_age_limit: own } })
