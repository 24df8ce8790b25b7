import type { CsrfRule } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import { isApiError } from './api-error.ts'
import type { ApiRequest } from './client.ts'
import { csrfToken, forgetCsrfToken } from './csrf.ts'

/** A request with the anti-forgery token where its endpoint reads it: the body's field or the header. */
const withToken =
  (rule: Exclude<CsrfRule, false>, token: string) =>
  (request: ApiRequest): ApiRequest => {
    if (rule === 'header') return { ...request, headers: { ...request.headers, 'X-CSRF-Token': token } }
    const { body } = request
    if (body instanceof FormData) {
      const form = new FormData()
      for (const [name, value] of body) form.append(name, value)
      form.set('csrf_token', token)
      return { ...request, body: form }
    }
    if (body instanceof URLSearchParams) {
      const form = new URLSearchParams(body)
      form.set('csrf_token', token)
      return { ...request, body: form }
    }
    if (body instanceof Blob) throw new TypeError('a file is sent with its token in the header')
    return { ...request, body: { ...body, csrf_token: token } }
  }

/** Sends a write of call() with a fresh token where its rule says (withCsrfToken: one more try after a 403). */
export const withCsrf = <T>(
  language: Language,
  rule: Exclude<CsrfRule, false>,
  send: (withToken: (request: ApiRequest) => ApiRequest) => Promise<T>,
): Promise<T> => withCsrfToken(language, (token) => send(withToken(rule, token)))

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
