import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEVICE_ID_PATTERN } from '../../src/contract/limits.ts'
import { csrfToken, forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { deviceId, newDeviceId } from '../../src/shared/device-id.ts'
import { stubFetch } from './api-stub.ts'

const answer = (device: unknown) =>
  new Response(
    JSON.stringify({
      status: 'success',
      data: {
        csrf_token: 'token-1',
        device_id: device,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    { headers: { 'content-type': 'application/json' } },
  )

/** Asks for a CSRF token with `fetch` answering `device`; returns the X-Device-Id the app sent. */
async function sentDeviceId(device: unknown = undefined) {
  const { calls } = stubFetch(() => answer(device))
  await csrfToken('vi')
  return calls[0]?.headers.get('X-Device-Id') ?? null
}

beforeEach(() => {
  localStorage.clear()
  forgetCsrfToken()
})
afterEach(() => vi.unstubAllGlobals())

describe('the device id', () => {
  it('is made by the app: 22 base64url characters the server accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newDeviceId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('is made and kept on the first call when the browser has none, and sent from then on', async () => {
    const sent = await sentDeviceId()
    expect(sent).toMatch(DEVICE_ID_PATTERN)
    expect(localStorage.getItem('deviceId')).toBe(sent)
    expect(deviceId()).toBe(sent)
  })

  it.each([
    ['accented letters', 'dévice-ñ'],
    ['too short', 'short'],
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['spaces', 'device id 1234'],
    ['JSON', '{"id":"device-abc-123"}'],
    ['a header break', 'device-abc\r\nX-Evil: 1'],
  ])('stored malformed (%s) is replaced by a fresh one, which is sent and kept', async (_, bad) => {
    localStorage.setItem('deviceId', bad)
    const sent = await sentDeviceId()
    expect(sent).not.toBe(bad)
    expect(sent).toMatch(DEVICE_ID_PATTERN)
    expect(localStorage.getItem('deviceId')).toBe(sent)
  })

  it('keeps a well-formed stored id as it is', async () => {
    localStorage.setItem('deviceId', 'device-abc-123')
    expect(await sentDeviceId('device-abc-123')).toBe('device-abc-123')
    expect(localStorage.getItem('deviceId')).toBe('device-abc-123')
  })

  it('keeps a well-formed id the server echoes, never a malformed one', async () => {
    localStorage.setItem('deviceId', 'device-abc-123')
    await sentDeviceId('server-made-id-42')
    expect(localStorage.getItem('deviceId')).toBe('server-made-id-42')

    forgetCsrfToken()
    await sentDeviceId('dévice-ñ')
    expect(localStorage.getItem('deviceId')).toBe('server-made-id-42')
  })

  it('stays the same through the visit when storage refuses to keep it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    try {
      expect(deviceId()).toMatch(DEVICE_ID_PATTERN)
      expect(deviceId()).toBe(deviceId())
    } finally {
      vi.restoreAllMocks()
    }
  })
})
