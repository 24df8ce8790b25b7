import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'
import { renderLayout, stubApi } from './layout-setup.tsx'

/** The Wake Lock API: each lock granted can be released, by the page or by the browser. */
function stubWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = []
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: async () => {
        lock.released = true
      },
    }
    locks.push(lock)
    return lock
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, locks }
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  stubApi()
})
afterEach(() => {
  cleanup()
  stopKiosk()
  Reflect.deleteProperty(navigator, 'wakeLock')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('kiosk mode keeps the screen on while reading or watching', () => {
  it('holds a screen lock on a film, and asks again when the page comes back into view', async () => {
    const { request, locks } = stubWakeLock()
    startKiosk()
    await renderLayout('/vi/movie/tinh-yeu')
    await screen.findByRole('heading', { name: 'Movie page' })
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'))
    // Hidden, the browser drops the lock; shown again, the page must ask anew.
    await act(() => locks[0]!.release())
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2))
  })

  it('lets go of it on other pages, and never asks outside kiosk mode', async () => {
    const { request, locks } = stubWakeLock()
    startKiosk()
    const { router } = await renderLayout('/vi/movie/tinh-yeu')
    await waitFor(() => expect(request).toHaveBeenCalledOnce())
    await act(() => router.navigate({ to: '/$lang/movies', params: { lang: 'vi' } }))
    await waitFor(() => expect(locks[0]?.released).toBe(true))
    cleanup()
    stopKiosk()
    request.mockClear()
    await renderLayout('/vi/movie/tinh-yeu')
    await screen.findByRole('heading', { name: 'Movie page' })
    expect(request).not.toHaveBeenCalled()
  })
})
