import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { successOf } from '../../src/contract/schemas/envelope.ts'
import { apiRequest } from '../../src/shared/api/client.ts'
import { csrfToken, forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { withCsrfToken } from '../../src/shared/api/write.ts'
import { ok, stubFetch } from './api-stub.ts'

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

describe('a write with a fresh token', () => {
  const forbidden = () => ({ status: 403, body: { status: 'error', message: 'Forbidden' } })
  const write = (token: string) =>
    apiRequest('vi', '/account/avatar/', successOf(v.object({ avatar: v.string() })), {
      method: 'POST',
      headers: { 'X-CSRF-Token': token },
    })

  it('asks for a new token once when the server refuses a stale one, and sends that', async () => {
    let tokens = 0
    const { calls } = stubFetch(({ path, headers }) => {
      if (path === '/auth/csrf_create/') return answer(`token-${++tokens}`, 'device-abc-123')
      return headers.get('X-CSRF-Token') === 'token-1' ? forbidden() : ok({ avatar: 'a.webp' })
    })
    expect(await withCsrfToken('vi', write)).toMatchObject({ data: { avatar: 'a.webp' } })
    const writes = calls.filter((c) => c.path === '/account/avatar/')
    expect(writes.map((c) => c.headers.get('X-CSRF-Token'))).toEqual(['token-1', 'token-2'])
  })

  it('tries only once more: a 403 for another reason comes back as it is', async () => {
    let tokens = 0
    const { calls } = stubFetch(({ path }) =>
      path === '/auth/csrf_create/' ? answer(`token-${++tokens}`, 'device-abc-123') : forbidden(),
    )
    await expect(withCsrfToken('vi', write)).rejects.toMatchObject({ status: 403 })
    expect(calls.filter((c) => c.path === '/account/avatar/')).toHaveLength(2)
  })
})
