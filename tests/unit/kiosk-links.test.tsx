import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modulesSchema } from '../../src/contract/schemas/dashboards.ts'
import { Dashboard } from '../../src/features/dashboard/components/Dashboard.tsx'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { kioskAtom } from '../../src/shared/kiosk.ts'
import { store } from '../../src/shared/store.ts'
import { renderActions } from './actions-setup.tsx'
import { everyModule, renderWithApp } from './dashboard-setup.tsx'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'
import { openSideMenu, renderLayout, stubApi } from './layout-setup.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  store.set(tokenAtom, null)
  stubApi()
})
afterEach(() => {
  cleanup()
  stopKiosk()
  store.set(tokenAtom, null)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const sections = () => screen.getByRole('navigation', { name: 'Điều hướng chính' })
const sideMenu = () => openSideMenu('Menu chính')
const linkNames = (within: HTMLElement) =>
  [...within.querySelectorAll('a')].map((link) => link.textContent?.replace('(mở trong thẻ mới)', '').trim())

describe('kiosk mode hides what leads out of the app', () => {
  it('keeps the games and chat sites out of the bottom bar', async () => {
    await renderLayout('/vi')
    expect(linkNames(sections())).toEqual([
      'Trang chủ',
      'Phim',
      'Truyện tranh',
      'Trang game',
      'Truyện chữ',
      'Trò chuyện',
    ])
    cleanup()
    startKiosk()
    await renderLayout('/vi')
    expect(linkNames(sections())).toEqual(['Trang chủ', 'Phim', 'Truyện tranh', 'Truyện chữ'])
    expect(document.querySelector('a[target="_blank"]')).toBeNull()
  })

  it('hides sign-in, register and settings from a visitor, and chat and logout from a member', async () => {
    startKiosk()
    await renderLayout('/vi')
    const menu = await sideMenu()
    expect(within(menu).getByText('Phim')).toBeTruthy()
    expect(within(menu).queryByText('Đăng nhập')).toBeNull()
    expect(within(menu).queryByText('Đăng ký')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Cài đặt' })).toBeNull()
    cleanup()
    store.set(tokenAtom, 'member-token')
    await renderLayout('/vi')
    const memberMenu = await sideMenu()
    expect(within(memberMenu).getByText('Đã lưu')).toBeTruthy()
    expect(within(memberMenu).queryByText('Trò chuyện')).toBeNull()
    expect(within(memberMenu).queryByText('Đăng xuất')).toBeNull()
  })

  it('sends the sign-in pages back to the home', async () => {
    startKiosk()
    const { router } = await renderLayout('/vi/user/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'))
  })

  it('drops banners to other sites and the chat module from dashboards, keeping the rest', async () => {
    startKiosk()
    const modules = v.parse(modulesSchema, everyModule)
    await renderWithApp(() => (
      <JotaiProvider store={store}>
        <Dashboard modules={modules} language="en" />
      </JotaiProvider>
    ))
    expect(await screen.findByText('Love in Da Lat')).toBeTruthy()
    expect(screen.getByText('Sky Swordsman')).toBeTruthy()
    expect(screen.queryByText('Play now on Mọt Games')).toBeNull()
    expect(screen.queryByText('Chat with fellow fans')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Trending films today' })).toBeTruthy()
  })

  it('takes the share button off a post', async () => {
    await activateLanguage('vi')
    renderActions(new QueryClient())
    expect(screen.getByRole('button', { name: 'Chia sẻ' })).toBeTruthy()
    cleanup()
    startKiosk()
    renderActions(new QueryClient())
    expect(screen.getByRole('button', { name: /Lưu/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Chia sẻ' })).toBeNull()
  })
})

describe('kiosk mode from the address', () => {
  const proposal = () => screen.findByRole('alertdialog')
  const turnOn = async () =>
    within(await proposal())
      .getByRole('button', { name: 'Bật chế độ kiosk' })
      .click()

  it('is only proposed by ?kiosk=1: nothing changes until the person confirms, and the address is cleared', async () => {
    const { router } = await renderLayout('/vi/movies?kiosk=1&pin=1357&idle=30')
    const dialog = await proposal()
    // What will happen and how to leave, with the PIN the link chose.
    expect(dialog.textContent).toContain('Liên kết ra ngoài ứng dụng và đăng nhập sẽ bị ẩn')
    expect(dialog.textContent).toContain('giữ logo hai giây, rồi nhập mã PIN 1357')
    expect(within(dialog).getByRole('button', { name: 'Bật chế độ kiosk' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.href).toBe('/vi/movies'))
    expect(store.get(kioskAtom).on).toBe(false)
    expect(localStorage.getItem('kiosk')).toBeNull()
    expect(document.documentElement.hasAttribute('data-kiosk')).toBe(false)
  })

  it('turns on once confirmed, keeping the PIN and idle time', async () => {
    await renderLayout('/vi/movies?kiosk=1&pin=1357&idle=30')
    await turnOn()
    await waitFor(() =>
      expect(store.get(kioskAtom)).toEqual({ on: true, pin: '1357', idleSeconds: 30, ageLimit: 0 }),
    )
    expect(JSON.parse(localStorage.getItem('kiosk') ?? 'null')).toEqual({
      on: true,
      pin: '1357',
      idleSeconds: 30,
      ageLimit: 0,
    })
    await waitFor(() => expect(document.documentElement.hasAttribute('data-kiosk')).toBe(true))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stays off when the person says no', async () => {
    await renderLayout('/vi?kiosk=1&pin=1357')
    within(await proposal())
      .getByRole('button', { name: 'Huỷ' })
      .click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(store.get(kioskAtom).on).toBe(false)
    expect(localStorage.getItem('kiosk')).toBeNull()
  })

  it('without a PIN, says how to leave and turns on for the default 3 minutes', async () => {
    await renderLayout('/vi?kiosk=1')
    expect((await proposal()).textContent).toContain('giữ logo hai giây, rồi xác nhận')
    await turnOn()
    await waitFor(() =>
      expect(store.get(kioskAtom)).toEqual({ on: true, pin: null, idleSeconds: 180, ageLimit: 0 }),
    )
  })

  it('takes the highest age rating the address names (?age=), says it, and refuses one it does not know', async () => {
    const { router } = await renderLayout('/vi?kiosk=1&pin=1357&age=16')
    const dialog = await proposal()
    expect(dialog.textContent).toContain('Giới hạn độ tuổi: 16+.')
    await waitFor(() => expect(router.state.location.href).toBe('/vi'))
    await turnOn()
    await waitFor(() => expect(store.get(kioskAtom)).toMatchObject({ on: true, ageLimit: 16 }))
    stopKiosk()
    cleanup()
    await renderLayout('/vi?kiosk=1&pin=1357')
    expect((await proposal()).textContent).toContain('Giới hạn độ tuổi: Mọi lứa tuổi.')
    cleanup()
    await renderLayout('/vi?kiosk=1&pin=1357&age=15')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(store.get(kioskAtom).on).toBe(false)
  })

  it('proposes nothing with a PIN that is not 4 to 8 digits', async () => {
    const { router } = await renderLayout('/vi?kiosk=1&pin=12')
    await waitFor(() => expect(router.state.location.href).toBe('/vi'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(store.get(kioskAtom).on).toBe(false)
  })

  it('never replaces the PIN of a kiosk already on, nor asks', async () => {
    startKiosk({ pin: '2468' })
    const { router } = await renderLayout('/vi?kiosk=1&pin=0000')
    await waitFor(() => expect(router.state.location.href).toBe('/vi'))
    await waitFor(() => expect(document.documentElement.hasAttribute('data-kiosk')).toBe(true))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(store.get(kioskAtom).pin).toBe('2468')
  })
})
