import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { kioskAtom } from '../../src/shared/kiosk.ts'
import { store } from '../../src/shared/store.ts'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'
import { renderLayout, stubApi } from './layout-setup.tsx'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  stubApi()
})
afterEach(() => {
  cleanup()
  stopKiosk()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const logo = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Mọt' })
const hold = async (ms: number) => {
  fireEvent.pointerDown(logo())
  await act(() => vi.advanceTimersByTimeAsync(ms))
  fireEvent.pointerUp(logo())
}

describe('leaving kiosk mode takes a long press on the logo and the PIN', () => {
  it('does not open on a short press', async () => {
    startKiosk()
    await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await hold(1500)
    expect(screen.queryByRole('dialog', { name: 'Thoát chế độ kiosk' })).toBeNull()
  })

  it('refuses a wrong PIN and stays a kiosk', async () => {
    startKiosk({ pin: '2468' })
    await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await hold(2000)
    const dialog = await screen.findByRole('dialog', { name: 'Thoát chế độ kiosk' })
    const pin = within(dialog).getByLabelText('Mã PIN kiosk')
    expect(document.activeElement).toBe(pin)
    fireEvent.change(pin, { target: { value: '1111' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thoát' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Sai mã PIN. Hãy thử lại.')
    expect((pin as HTMLInputElement).value).toBe('')
    expect(store.get(kioskAtom).on).toBe(true)
    expect(document.documentElement.hasAttribute('data-kiosk')).toBe(true)
  })

  it('leaves with the right PIN, for good', async () => {
    startKiosk({ pin: '2468' })
    await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await hold(2000)
    const dialog = await screen.findByRole('dialog', { name: 'Thoát chế độ kiosk' })
    fireEvent.change(within(dialog).getByLabelText('Mã PIN kiosk'), { target: { value: '2468' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thoát' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.get(kioskAtom).on).toBe(false)
    expect(localStorage.getItem('kiosk')).toBeNull()
    expect(document.documentElement.hasAttribute('data-kiosk')).toBe(false)
  })

  it('keeps the kiosk when the dialog is cancelled, and the click that ended the press goes nowhere', async () => {
    startKiosk()
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await hold(2000)
    fireEvent.click(logo())
    expect(router.state.location.pathname).toBe('/vi/movies')
    const dialog = await screen.findByRole('dialog', { name: 'Thoát chế độ kiosk' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.get(kioskAtom).on).toBe(true)
  })

  it('closes the PIN dialog when the kiosk goes back home untouched', async () => {
    startKiosk({ idleSeconds: 5 })
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    await hold(2000)
    expect(await screen.findByRole('dialog', { name: 'Thoát chế độ kiosk' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(router.state.location.pathname).toBe('/vi')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
