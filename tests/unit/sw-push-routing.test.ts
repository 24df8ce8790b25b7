import { describe, expect, it, vi } from 'vitest'
import { type AppWindow, openPage, pageOf } from '../../sw/push-routing.ts'

/*
 * Where a tap on a notification goes (sw/push.ts). The e2e test (tests/e2e/push.spec.ts) shows a real
 * notification from a real push and routes its tap through the service worker; the cases of windows
 * open or not are here.
 */

const ORIGIN = 'https://mot.example'

function appWindow(focused: boolean, controlled = true) {
  const window: AppWindow & { at: string | null } = {
    focused,
    at: null,
    navigate: vi.fn(async (url: string) => {
      if (!controlled) throw new TypeError('not controlled')
      window.at = url
      return window
    }),
    focus: vi.fn(async () => window),
  }
  return window
}

const windows = (...open: AppWindow[]) => ({
  matchAll: vi.fn(async () => open),
  openWindow: vi.fn(async (url: string) => ({ url })),
})

describe('a tap on a notification', () => {
  it('opens a page of the site only', () => {
    expect(pageOf('/vi/comic/ben-cang/3', ORIGIN)).toBe(`${ORIGIN}/vi/comic/ben-cang/3`)
    expect(pageOf('/en/movie/night-ferry?ep=2', ORIGIN)).toBe(`${ORIGIN}/en/movie/night-ferry?ep=2`)
    for (const elsewhere of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      42,
      undefined,
    ]) {
      expect(pageOf(elsewhere, ORIGIN), String(elsewhere)).toBe(`${ORIGIN}/`)
    }
  })

  it('takes the window in front there, and brings it forward', async () => {
    const behind = appWindow(false)
    const front = appWindow(true)
    const clients = windows(behind, front)
    await openPage(`${ORIGIN}/vi/comic/a/2`, clients)
    expect(front.at).toBe(`${ORIGIN}/vi/comic/a/2`)
    expect(front.focus).toHaveBeenCalled()
    expect(behind.navigate).not.toHaveBeenCalled()
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('takes any open window when none is in front', async () => {
    const open = appWindow(false)
    const clients = windows(open)
    await openPage(`${ORIGIN}/en/novel/b/1`, clients)
    expect(open.at).toBe(`${ORIGIN}/en/novel/b/1`)
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('opens a new window when none is open, or the open one cannot be sent there', async () => {
    const none = windows()
    await openPage(`${ORIGIN}/vi/comic/a/2`, none)
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/vi/comic/a/2`)
    const stranger = windows(appWindow(true, false))
    await openPage(`${ORIGIN}/vi/comic/a/3`, stranger)
    expect(stranger.openWindow).toHaveBeenCalledWith(`${ORIGIN}/vi/comic/a/3`)
  })
})
