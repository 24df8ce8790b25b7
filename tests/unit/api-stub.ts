import { vi } from 'vitest'

/** One request the app made, as a test reads it. */
export interface ApiCall {
  url: URL
  method: string
  /** Path and query, without the `/{lang}/api/v1` prefix of API calls. */
  path: string
  headers: Headers
  /** The body as text ('' without one); a form's fields are in `form`. */
  body: string
  form: Record<string, string>
  init: RequestInit
}

/**
 * How the stand-in server answers a call: an envelope and status (after `delay` ms), a Response as it
 * is, or an Error, which the request rejects with as a network failure does.
 */
export type ApiAnswer = { status?: number; body: unknown; delay?: number } | Response | Error

/** What the server answers a path it does not have. */
export const notFound = () => ({ status: 404, body: { status: 'error', message: 'Not Found' } })

/** A success envelope around `data`. */
export const ok = (data: unknown, extra: object = {}) => ({ body: { status: 'success', data, ...extra } })

/**
 * The one stand-in for the network every unit test uses: each request is recorded as an ApiCall and
 * answered by `answer` (404 when it gives nothing). `delay` is how long an answer takes unless it says
 * (long enough, where a test needs it, to see what a screen shows meanwhile).
 */
export function stubFetch(
  answer: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>,
  { delay = 0 }: { delay?: number } = {},
) {
  const calls: ApiCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href)
    const call: ApiCall = {
      url,
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`.replace(/^\/(vi|en)\/api\/v1/, ''),
      headers: new Headers(init.headers),
      body: init.body == null ? '' : String(init.body),
      form: init.body instanceof FormData ? (Object.fromEntries(init.body) as Record<string, string>) : {},
      init,
    }
    calls.push(call)
    const found: ApiAnswer = (await answer(call)) ?? notFound()
    if (found instanceof Error) throw found
    if (found instanceof Response) return found
    const wait = found.delay ?? delay
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return Response.json(found.body, { status: found.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, fetch }
}
