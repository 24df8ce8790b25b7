import type { CsrfRule } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import { isApiError } from './api-error.ts'
import type { ApiRequest } from './client.ts'
import { csrfToken, forgetCsrfToken } from './csrf.ts'

/** What call() gives a write as its body: a form or a file as it is sent, or fields to send as JSON. */
type Body = FormData | URLSearchParams | Blob | Record<string, unknown> | undefined

/** A request with the anti-forgery token where its endpoint reads it: the body's field or the header. */
const withToken =
  (rule: Exclude<CsrfRule, false>, token: string) =>
  (request: ApiRequest): ApiRequest => {
    if (rule === 'header') return { ...request, headers: { ...request.headers, 'X-CSRF-Token': token } }
    const body = request.body as Body
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
    return { ...request, body: { ...body, csrf_token: token } as unknown as BodyInit }
  }

/** A plain object's fields written as JSON; a form or a file stays as it is. */
function encoded(request: ApiRequest): ApiRequest {
  const body = request.body as Body
  if (
    body === undefined ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  ) {
    return request
  }
  return {
    ...request,
    body: JSON.stringify(body),
    headers: { ...request.headers, 'Content-Type': 'application/json' },
  }
}

/**
 * Sends a write of call(): with a fresh token where its endpoint asks for one (withCsrfToken: one more
 * try after a 403), its body written as it is sent.
 */
export const write = <T>(
  language: Language,
  rule: CsrfRule,
  send: (ready: (request: ApiRequest) => ApiRequest) => Promise<T>,
): Promise<T> =>
  rule
    ? withCsrfToken(language, (token) => send((request) => encoded(withToken(rule, token)(request))))
    : send(encoded)

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
