import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { csrfToken, forgetCsrfToken } from '../../src/shared/api/csrf.ts'

const answer = (token: string, device: string) =>
  new Response(
    JSON.stringify({
      status: 'success',
      data: {
        csrf_token: token,
        device_id: device,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    { headers: { 'content-type': 'application/json' } },
  )

beforeEach(() => {
  localStorage.clear()
  forgetCsrfToken()
})
afterEach(() => vi.unstubAllGlobals())

describe('the CSRF token', () => {
  it('is fetched once, reused, and keeps the device id the server gave', async () => {
    const fetch = vi.fn(async () => answer('token-1', 'device-abc-123'))
    vi.stubGlobal('fetch', fetch)
    const [a, b] = await Promise.all([csrfToken('vi'), csrfToken('vi')])
    expect(a).toBe('token-1')
    expect(b).toBe('token-1')
    expect(await csrfToken('vi')).toBe('token-1')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('deviceId')).toBe('device-abc-123')
  })

  it('sends the stored device id, so the server binds the new token to the same visitor', async () => {
    localStorage.setItem('deviceId', 'device-abc-123')
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer('token-2', 'device-abc-123'))
    vi.stubGlobal('fetch', fetch)
    await csrfToken('en')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/en/api/v1/auth/csrf_create/')
    expect(new Headers(init.headers).get('X-Device-Id')).toBe('device-abc-123')
  })
})
