import type { Language } from '../../contract/languages.ts'
import { isApiError } from './api-error.ts'
import { csrfToken, forgetCsrfToken } from './csrf.ts'

/**
 * Sends a write with a fresh anti-forgery token, asked for when the call is really made (never when
 * an offline action is queued: by then it may have expired). A 403 may be a stale token (a server
 * restarted without a fixed secret): one more try with a new one; a 403 for another reason (a member
 * at an admin's call) comes back the same and is shown.
 */
export async function withCsrfToken<T>(language: Language, send: (token: string) => Promise<T>): Promise<T> {
  try {
    return await send(await csrfToken(language))
  } catch (error) {
    if (!isApiError(error) || error.status !== 403) throw error
    forgetCsrfToken()
    return send(await csrfToken(language))
  }
}
