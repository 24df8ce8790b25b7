import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dashboard } from '../../src/features/dashboard/components/Dashboard.tsx'
import { modulesSchema } from '../../src/features/dashboard/schema.ts'
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
    expect(linkNames(sections())).toEqual(['Trang chủ', 'Phim', 'Game', 'Truyện', 'Trò chuyện'])
    cleanup()
    startKiosk()
    await renderLayout('/vi')
    expect(linkNames(sections())).toEqual(['Trang chủ', 'Phim', 'Truyện'])
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
  it('turns on with ?kiosk=1, keeps the PIN and idle time, and clears them from the address', async () => {
    const { router } = await renderLayout('/vi/movies?kiosk=1&pin=1357&idle=30')
    await waitFor(() => expect(store.get(kioskAtom)).toEqual({ on: true, pin: '1357', idleSeconds: 30 }))
    expect(JSON.parse(localStorage.getItem('kiosk') ?? 'null')).toEqual({
      on: true,
      pin: '1357',
      idleSeconds: 30,
    })
    await waitFor(() => expect(router.state.location.href).toBe('/vi/movies'))
    expect(document.documentElement.hasAttribute('data-kiosk')).toBe(true)
  })

  it('turns on without a PIN, for the default 3 minutes', async () => {
    await renderLayout('/vi?kiosk=1')
    await waitFor(() => expect(store.get(kioskAtom)).toEqual({ on: true, pin: null, idleSeconds: 180 }))
  })

  it('turns nothing on with a PIN that is not 4 to 8 digits', async () => {
    const { router } = await renderLayout('/vi?kiosk=1&pin=12')
    await waitFor(() => expect(router.state.location.href).toBe('/vi'))
    expect(store.get(kioskAtom).on).toBe(false)
  })

  it('cannot change the PIN of a kiosk already on', async () => {
    startKiosk({ pin: '2468' })
    await renderLayout('/vi?kiosk=1&pin=0000')
    await waitFor(() => expect(document.documentElement.hasAttribute('data-kiosk')).toBe(true))
    expect(store.get(kioskAtom).pin).toBe('2468')
  })
})
