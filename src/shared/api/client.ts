import * as v from 'valibot'
import { AGE_LIMIT_HEADER } from '../../contract/age-ratings.ts'
import type { Language } from '../../contract/languages.ts'
import { apiUrl } from '../../contract/shell-paths.ts'
import { forgetToken, tokenAtom } from '../auth-atoms.ts'
import { deviceId } from '../device-id.ts'
import { kioskAtom } from '../kiosk.ts'
import { store } from '../store.ts'
import { ApiError, GENERIC_ERROR, OFFLINE_ERROR } from './api-error.ts'

/** How calls reach the API: the browser's fetch, or the server's own routes while it draws a page. */
export const transport = { fetch: (url: string, init: RequestInit) => fetch(url, init) }

/** Spec §7: every call gives up after 60 seconds. */
export const API_TIMEOUT_MS = 60_000

export interface ApiRequest {
  method?: 'GET' | 'POST'
  /** A write's body, as it is sent (write.ts writes a plain object as JSON). */
  body?: BodyInit | undefined
  /** More headers (a file's type, an anti-forgery token). */
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Sends the session token, for the calls that need a member. */
  auth?: boolean
}

/**
 * Calls the API and returns the body validated by `schema`, or throws an ApiError whose message can
 * be shown as it is (spec §8). Aborts and timeouts are not API errors and pass unchanged.
 */
export async function apiRequest<S extends v.GenericSchema>(
  language: Language,
  path: string,
  schema: S,
  request: ApiRequest = {},
): Promise<v.InferOutput<S>> {
  const response = await send(apiUrl(language, path), request)
  const body = await readJson(response)
  if (!response.ok) {
    if (response.status === 401) forgetToken()
    throw new ApiError(messageOf(body), 'http', response.status)
  }
  if (body === undefined) throw new ApiError(GENERIC_ERROR, 'invalid', response.status)
  if (!isRecord(body) || body.status !== 'success') {
    throw new ApiError(messageOf(body), 'rejected', response.status)
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) {
    throw new ApiError(GENERIC_ERROR, 'invalid', response.status, { cause: v.flatten(parsed.issues) })
  }
  return parsed.output
}

/**
 * What every API request of the app says of itself: that it is the app's (`X-Requested-With`,
 * JSON), from which device (`X-Device-Id`: binds anti-forgery tokens and anonymous likes to this
 * browser, see device-id.ts) and, given one, whose token. The client, the library's sync, downloads
 * and uploads (tus) all ask with these, so the server answers each of them alike. A kiosk says the
 * highest age rating it shows (`X-Age-Limit`), so the server leaves out every post above it.
 */
export const apiHeaders = (token?: string | null): Record<string, string> => {
  const kiosk = store.get(kioskAtom)
  return {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'X-Device-Id': deviceId(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(kiosk.on ? { [AGE_LIMIT_HEADER]: String(kiosk.ageLimit) } : {}),
  }
}

async function send(url: string, { method = 'GET', body, signal, auth, headers: more }: ApiRequest) {
  const headers = new Headers({ ...apiHeaders(auth ? store.get(tokenAtom) : null), ...more })
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  try {
    return await transport.fetch(url, {
      method,
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    // fetch rejects with a TypeError only when no response came back at all.
    if (error instanceof TypeError) throw new ApiError(OFFLINE_ERROR, 'network', undefined, { cause: error })
    throw error
  }
}

/** The parsed body, or undefined when it is not JSON (an HTML error page, an empty answer). */
const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function messageOf(body: unknown) {
  const message = isRecord(body) ? body.message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : GENERIC_ERROR
}
