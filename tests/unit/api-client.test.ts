import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { successOf } from '../../src/contract/schemas/envelope.ts'
import { ApiError } from '../../src/shared/api/api-error.ts'
import { apiRequest } from '../../src/shared/api/client.ts'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { stubFetch } from './api-stub.ts'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'

const greeting = successOf(v.object({ text: v.string() }))

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the API client (spec §8)', () => {
  it('calls /{lang}/api/v1 with the default headers and returns the validated body', async () => {
    const { fetch } = stubFetch(() => answer(200, { status: 'success', data: { text: 'xin chào' } }))
    const body = await apiRequest('vi', '/home/index/', greeting)
    expect(body.data.text).toBe('xin chào')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/vi/api/v1/home/index/')
    const headers = new Headers(init?.headers)
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(headers.get('Accept')).toBe('application/json')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('says the kiosk’s highest age rating (X-Age-Limit) while kiosk mode is on, and nothing otherwise', async () => {
    const { fetch } = stubFetch(() => answer(200, { status: 'success', data: { text: 'xin chào' } }))
    await apiRequest('vi', '/home/index/', greeting)
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('X-Age-Limit')).toBe(false)
    startKiosk({ ageLimit: 13 })
    try {
      await apiRequest('vi', '/home/index/', greeting)
      expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('X-Age-Limit')).toBe('13')
      startKiosk()
      await apiRequest('vi', '/home/index/', greeting)
      expect(new Headers(fetch.mock.calls[2]![1]?.headers).get('X-Age-Limit')).toBe('0')
    } finally {
      stopKiosk()
    }
    await apiRequest('vi', '/home/index/', greeting)
    expect(new Headers(fetch.mock.calls[3]![1]?.headers).has('X-Age-Limit')).toBe(false)
  })

  it("rejects with the body's message when status is not success", async () => {
    stubFetch(() => answer(200, { status: 'error', message: 'Bài viết đã bị khoá' }))
    const error = await failure(apiRequest('vi', '/x/', greeting))
    expect(error.message).toBe('Bài viết đã bị khoá')
    expect(error.reason).toBe('rejected')
  })

  it("rejects with 'An unexpected error occurred' when there is no message", async () => {
    stubFetch(() => answer(200, { status: 'fail' }))
    expect((await failure(apiRequest('vi', '/x/', greeting))).message).toBe('An unexpected error occurred')
  })

  it("gives an HTTP error the server's message, or the generic one", async () => {
    stubFetch(() => answer(404, { status: 'error', message: 'Not Found' }))
    const notFound = await failure(apiRequest('en', '/x/', greeting))
    expect([notFound.message, notFound.status, notFound.reason]).toEqual(['Not Found', 404, 'http'])

    stubFetch(() => answer(502, '<html>Bad gateway</html>'))
    expect((await failure(apiRequest('en', '/x/', greeting))).message).toBe('An unexpected error occurred')
  })

  it('removes the stored accessToken on 401', async () => {
    localStorage.setItem('accessToken', 'expired-token')
    stubFetch(() => answer(401, { status: 'error', message: 'You need to sign in to rate' }))
    const error = await failure(
      apiRequest('vi', '/posts/action/rating/movie/1/', greeting, { method: 'POST' }),
    )
    expect(error.message).toBe('You need to sign in to rate')
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('keeps the token on other errors', async () => {
    localStorage.setItem('accessToken', 'good-token')
    stubFetch(() => answer(403, { status: 'error', message: 'Forbidden' }))
    await failure(apiRequest('vi', '/x/', greeting))
    expect(localStorage.getItem('accessToken')).toBe('good-token')
  })

  it("says 'No internet connection' when no response comes back", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failure(apiRequest('vi', '/x/', greeting))
    expect([error.message, error.reason]).toEqual(['No internet connection', 'network'])
  })

  it('turns a malformed answer into an error instead of passing it on', async () => {
    stubFetch(() => answer(200, { status: 'success', data: { text: 42 } }))
    const error = await failure(apiRequest('vi', '/x/', greeting))
    expect([error.message, error.reason]).toEqual(['An unexpected error occurred', 'invalid'])

    stubFetch(() => answer(200, 'not json at all'))
    expect((await failure(apiRequest('vi', '/x/', greeting))).reason).toBe('invalid')
  })

  it('lets other errors, such as a cancelled request, pass unchanged', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError')
    stubFetch(() => Promise.reject(aborted))
    await expect(apiRequest('vi', '/x/', greeting)).rejects.toBe(aborted)
  })

  it('sends the session token only to calls that ask for it', async () => {
    store.set(tokenAtom, 'member-token')
    const { fetch } = stubFetch(() => answer(200, { status: 'success', data: { text: 'ok' } }))
    await apiRequest('vi', '/auth/me', greeting, { auth: true })
    await apiRequest('vi', '/home/index/', greeting)
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer member-token')
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('Authorization')).toBeNull()
  })
})
