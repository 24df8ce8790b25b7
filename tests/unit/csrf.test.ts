import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { csrfToken, forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { stubFetch } from './api-stub.ts'

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
    const { fetch } = stubFetch(() => answer('token-1', 'device-abc-123'))
    const [a, b] = await Promise.all([csrfToken('vi'), csrfToken('vi')])
    expect(a).toBe('token-1')
    expect(b).toBe('token-1')
    expect(await csrfToken('vi')).toBe('token-1')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('deviceId')).toBe('device-abc-123')
  })

  it('sends the stored device id, so the server binds the new token to the same visitor', async () => {
    localStorage.setItem('deviceId', 'device-abc-123')
    const { calls, fetch } = stubFetch(() => answer('token-2', 'device-abc-123'))
    await csrfToken('en')
    expect(fetch.mock.calls[0]![0]).toBe('/en/api/v1/auth/csrf_create/')
    expect(calls[0]!.headers.get('X-Device-Id')).toBe('device-abc-123')
  })
})
