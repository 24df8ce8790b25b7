import { csrfRoute } from '../../contract/account-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { csrfAnswer } from '../../contract/schemas/auth.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { keepDeviceId } from '../device-id.ts'
import { apiRequest } from './client.ts'

const csrfResponse = successOf(csrfAnswer)

/** A token is reused until shortly before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000
let cached: { token: string; expires: number } | undefined
let pending: Promise<string> | undefined

/**
 * The anti-forgery token like, rating and view calls send (spec §7 `GET /auth/csrf_create/`). The
 * token is bound to the device id, which the server uses to count an anonymous visitor's like once.
 */
export function csrfToken(language: Language): Promise<string> {
  if (cached && cached.expires - RENEW_BEFORE_MS > Date.now()) return Promise.resolve(cached.token)
  pending ??= apiRequest(language, csrfRoute, csrfResponse)
    .then(({ data }) => {
      // The app sends its own id; an id the server assigned instead is kept when it is well-formed.
      keepDeviceId(data.device_id)
      cached = { token: data.csrf_token, expires: Date.parse(data.expires_at) }
      return data.csrf_token
    })
    .finally(() => {
      pending = undefined
    })
  return pending
}

/** After a 403 the token is stale (a server restart without a fixed secret): ask for a new one. */
export function forgetCsrfToken() {
  cached = undefined
}
