import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { isMenuOpenAtom } from '../../src/shared/ui-atoms.ts'
import { openSideMenu, renderLayout, stubApi } from './layout-setup.tsx'

const menu = () => screen.getByRole('navigation', { name: 'Menu chính' })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  store.set(tokenAtom, null)
  store.set(userAtom, null)
  store.set(isMenuOpenAtom, false)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the side menu (spec §2, §4)', () => {
  it('offers a visitor login and register, and hides chat, the account and logout', async () => {
    stubApi()
    await renderLayout('/vi')
    await openSideMenu('Menu chính')
    expect(await within(menu()).findByRole('link', { name: 'Đăng nhập' })).toHaveProperty(
      'pathname',
      '/vi/user/login',
    )
    expect(within(menu()).getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe(
      '/vi/user/register',
    )
    expect(within(menu()).getByRole('link', { name: 'Đã lưu' }).getAttribute('href')).toBe('/vi/saved')
    expect(within(menu()).getByRole('button', { name: 'English' })).toBeTruthy()
    expect(within(menu()).queryByText('Trò chuyện')).toBeNull()
    expect(within(menu()).queryByText('Tài khoản')).toBeNull()
    expect(within(menu()).queryByRole('button', { name: 'Đăng xuất' })).toBeNull()
    expect(within(menu()).queryByRole('link', { name: 'Quản trị' })).toBeNull()
  })

  it('shows a member their account, chat and logout, and no login', async () => {
    stubApi()
    store.set(tokenAtom, 'member-token')
    store.set(userAtom, { id: 1, name: 'Lan Anh', email: 'lan@example.org', role: 'member' })
    await renderLayout('/vi')
    await openSideMenu('Menu chính')
    const chat = await within(menu()).findByRole('link', { name: 'Trò chuyện' })
    expect(chat.getAttribute('href')).toBe('https://chat.example.org')
    expect(chat.getAttribute('target')).toBe('_blank')
    expect(within(menu()).getByText('Tài khoản')).toBeTruthy()
    expect(within(menu()).getByText('Lan Anh')).toBeTruthy()
    expect(within(menu()).getByText('lan@example.org')).toBeTruthy()
    expect(within(menu()).getByRole('button', { name: 'Đăng xuất' })).toBeTruthy()
    expect(within(menu()).getByRole('link', { name: 'Lịch sử xem' })).toBeTruthy()
    expect(within(menu()).queryByRole('link', { name: 'Đăng nhập' })).toBeNull()
    // The admin area is not shown to members.
    expect(within(menu()).queryByRole('link', { name: 'Quản trị' })).toBeNull()
  })

  it('shows an admin the way to the admin area, and only an admin', async () => {
    stubApi()
    store.set(tokenAtom, 'admin-token')
    store.set(userAtom, { id: 1, name: 'Chủ trang', email: 'chu@example.org', role: 'admin' })
    await renderLayout('/vi')
    await openSideMenu('Menu chính')
    const admin = await within(menu()).findByRole('link', { name: 'Quản trị' })
    expect(admin.getAttribute('href')).toBe('/vi/admin')
    store.set(userAtom, { id: 1, name: 'Chủ trang', email: 'chu@example.org', role: 'member' })
    await waitFor(() => expect(within(menu()).queryByRole('link', { name: 'Quản trị' })).toBeNull())
  })

  it("asks 'Are you sure you want to logout?', and cancelling keeps the session", async () => {
    const calls = stubApi()
    store.set(tokenAtom, 'member-token')
    await renderLayout('/vi')
    await openSideMenu('Menu chính')
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Đăng xuất' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Bạn có chắc chắn muốn đăng xuất?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Huỷ' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(store.get(tokenAtom)).toBe('member-token')
    expect(calls.some(({ url }) => url.pathname.includes('/auth/logout'))).toBe(false)
  })

  it('logs out on the server, forgets the token and the user, and goes to /', async () => {
    const calls = stubApi((url) =>
      url.pathname.endsWith('/auth/logout') ? { body: { status: 'success', data: { ok: true } } } : undefined,
    )
    store.set(tokenAtom, 'member-token')
    store.set(userAtom, { id: 1, name: 'Lan Anh', email: 'lan@example.org', role: 'member' })
    localStorage.setItem('accessToken', 'member-token')
    const { router } = await renderLayout('/vi/movies')
    await openSideMenu('Menu chính')
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Đăng xuất' }))
    const dialog = screen.getByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'))
    const logout = calls.find(({ url }) => url.pathname === '/vi/api/v1/auth/logout')
    expect(logout?.init?.method).toBe('POST')
    expect(new Headers(logout?.init?.headers).get('Authorization')).toBe('Bearer member-token')
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(userAtom)).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    // Going home closed the drawer; opened again, it offers a visitor's entries.
    await openSideMenu('Menu chính')
    expect(await within(menu()).findByRole('link', { name: 'Đăng nhập' })).toBeTruthy()
  })

  it('signs out on this device even when the server cannot be reached', async () => {
    stubApi((url) => (url.pathname.endsWith('/auth/logout') ? { status: 503, body: {} } : undefined))
    store.set(tokenAtom, 'member-token')
    await renderLayout('/vi')
    await openSideMenu('Menu chính')
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Đăng xuất' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Đăng xuất' }))
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
  })
})

describe('the drawer on a phone', () => {
  it('opens from the menu button as a modal dialog and closes with Escape, focus back on the button', async () => {
    stubApi()
    await renderLayout('/vi')
    const button = await screen.findByRole('button', { name: 'Mở menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    fireEvent.click(button)
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    // Opened with showModal(): the browser keeps Tab inside and makes the page behind it inert.
    expect(drawer).toBeInstanceOf(HTMLDialogElement)
    expect((drawer as HTMLDialogElement).open).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // Its entries are drawn as it first opens; focus then goes to its close button.
    const close = await within(drawer).findByRole('button', { name: 'Đóng menu' })
    await waitFor(() => expect(document.activeElement).toBe(close))

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes when a page is chosen in it', async () => {
    stubApi()
    const { router } = await renderLayout('/vi')
    fireEvent.click(await screen.findByRole('button', { name: 'Mở menu' }))
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    await act(async () => fireEvent.click(await within(drawer).findByRole('link', { name: 'Phim' })))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/movies'))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
  })
})
