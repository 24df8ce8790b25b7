import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingsScreen } from '../../src/features/settings/components/SettingsScreen.tsx'
import { kioskAtom } from '../../src/shared/kiosk.ts'
import { store } from '../../src/shared/store.ts'
import { renderWithApp } from './dashboard-setup.tsx'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'

const renderSettings = () =>
  renderWithApp(
    () => (
      <JotaiProvider store={store}>
        <SettingsScreen language="vi" />
      </JotaiProvider>
    ),
    'vi',
    undefined,
    '/vi/settings',
  )

afterEach(() => {
  cleanup()
  stopKiosk()
  vi.restoreAllMocks()
})

describe('kiosk mode in settings', () => {
  it('asks for a PIN of 4 to 8 digits before turning on', async () => {
    await renderSettings()
    const kiosk = screen.getByRole('region', { name: 'Chế độ kiosk' })
    fireEvent.change(within(kiosk).getByLabelText('Mã PIN để thoát chế độ kiosk (4 đến 8 chữ số)'), {
      target: { value: '12' },
    })
    fireEvent.click(within(kiosk).getByRole('button', { name: 'Bật chế độ kiosk' }))
    expect(within(kiosk).getByRole('alert').textContent).toBe('Mã PIN phải gồm 4 đến 8 chữ số.')
    expect(store.get(kioskAtom).on).toBe(false)
  })

  it('turns on with the PIN and idle time chosen, goes fullscreen and opens the home', async () => {
    const fullscreen = vi.fn(async () => {})
    document.documentElement.requestFullscreen = fullscreen
    const { router } = await renderSettings()
    const kiosk = screen.getByRole('region', { name: 'Chế độ kiosk' })
    const idle = within(kiosk).getByLabelText('Quay về trang chủ sau') as HTMLSelectElement
    expect(idle.selectedOptions[0]?.textContent).toBe('3 phút')
    fireEvent.change(idle, { target: { value: '300' } })
    fireEvent.change(within(kiosk).getByLabelText(/Mã PIN/), { target: { value: '2468' } })
    fireEvent.click(within(kiosk).getByRole('button', { name: 'Bật chế độ kiosk' }))
    // All ages unless chosen otherwise: the safe choice for a screen anyone can touch.
    expect(store.get(kioskAtom)).toEqual({ on: true, pin: '2468', idleSeconds: 300, ageLimit: 0 })
    expect(JSON.parse(localStorage.getItem('kiosk') ?? 'null')).toMatchObject({ on: true, idleSeconds: 300 })
    expect(fullscreen).toHaveBeenCalledOnce()
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'))
  })

  it('turns on with the highest age rating chosen, and says it while on', async () => {
    document.documentElement.requestFullscreen = vi.fn(async () => {})
    await renderSettings()
    const kiosk = screen.getByRole('region', { name: 'Chế độ kiosk' })
    const age = within(kiosk).getByLabelText('Độ tuổi tối đa được hiển thị') as HTMLSelectElement
    expect(age.selectedOptions[0]?.textContent).toBe('Mọi lứa tuổi')
    expect([...age.options].map((option) => option.textContent)).toEqual([
      'Mọi lứa tuổi',
      '13+',
      '16+',
      '18+',
    ])
    fireEvent.change(age, { target: { value: '16' } })
    fireEvent.change(within(kiosk).getByLabelText(/Mã PIN/), { target: { value: '2468' } })
    fireEvent.click(within(kiosk).getByRole('button', { name: 'Bật chế độ kiosk' }))
    expect(store.get(kioskAtom)).toMatchObject({ on: true, ageLimit: 16 })
    expect(JSON.parse(localStorage.getItem('kiosk') ?? 'null')).toMatchObject({ ageLimit: 16 })
    cleanup()
    await renderSettings()
    expect(screen.getByText('Giới hạn độ tuổi: 16+.')).toBeTruthy()
  })

  it('while on, says how to leave and asks for the PIN to do it', async () => {
    startKiosk({ pin: '2468', idleSeconds: 5 })
    await renderSettings()
    const kiosk = screen.getByRole('region', { name: 'Chế độ kiosk' })
    expect(within(kiosk).getByText(/quay về trang chủ sau 5 giây/)).toBeTruthy()
    fireEvent.click(within(kiosk).getByRole('button', { name: 'Thoát chế độ kiosk' }))
    const dialog = screen.getByRole('dialog', { name: 'Thoát chế độ kiosk' })
    fireEvent.change(within(dialog).getByLabelText('Mã PIN kiosk'), { target: { value: '2468' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thoát' }))
    expect(store.get(kioskAtom).on).toBe(false)
    expect(screen.getByRole('button', { name: 'Bật chế độ kiosk' })).toBeTruthy()
  })
})
