import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KIOSK_RESET_EVENT } from '../../src/shared/kiosk.ts'
import { store } from '../../src/shared/store.ts'
import { isMenuOpenAtom } from '../../src/shared/ui-atoms.ts'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'
import { renderLayout, stubApi } from './layout-setup.tsx'

const minutes = (n: number) => n * 60_000

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  stubApi()
})
afterEach(() => {
  cleanup()
  stopKiosk()
  store.set(isMenuOpenAtom, false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('kiosk mode: back to the home when no one touches it', () => {
  it('returns to the home after 3 minutes untouched by default, and not before', async () => {
    startKiosk()
    const { router } = await renderLayout('/vi/movies')
    expect(await screen.findByRole('heading', { name: 'Movies page' })).toBeTruthy()
    await advance(minutes(3) - 1000)
    expect(router.state.location.pathname).toBe('/vi/movies')
    await advance(1000)
    expect(router.state.location.pathname).toBe('/vi')
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy()
  })

  it('counts again from every touch or key', async () => {
    startKiosk()
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await advance(minutes(2))
    fireEvent.pointerDown(document.body)
    await advance(minutes(2))
    fireEvent.keyDown(document.body, { key: 'ArrowDown' })
    await advance(minutes(2))
    expect(router.state.location.pathname).toBe('/vi/movies')
    await advance(minutes(1))
    expect(router.state.location.pathname).toBe('/vi')
  })

  it('uses the idle time set for the kiosk, and closes the menu and open dialogs', async () => {
    startKiosk({ idleSeconds: 5 })
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    store.set(isMenuOpenAtom, true)
    const dialogClosed = vi.fn()
    window.addEventListener(KIOSK_RESET_EVENT, dialogClosed)
    await advance(5000)
    window.removeEventListener(KIOSK_RESET_EVENT, dialogClosed)
    expect(router.state.location.pathname).toBe('/vi')
    expect(store.get(isMenuOpenAtom)).toBe(false)
    expect(dialogClosed).toHaveBeenCalledOnce()
  })

  it('leaves a film that is playing alone', async () => {
    startKiosk({ idleSeconds: 5 })
    const { router } = await renderLayout('/vi/movie/tinh-yeu')
    await screen.findByRole('heading', { name: 'Movie page' })
    const video = document.body.appendChild(document.createElement('video'))
    Object.defineProperty(video, 'paused', { value: false })
    await advance(60_000)
    expect(router.state.location.pathname).toBe('/vi/movie/tinh-yeu')
    video.remove()
    await advance(5000)
    expect(router.state.location.pathname).toBe('/vi')
  })

  it('does nothing of the sort outside kiosk mode', async () => {
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await advance(minutes(30))
    expect(router.state.location.pathname).toBe('/vi/movies')
  })
})
