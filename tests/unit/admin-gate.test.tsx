import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAdmin, signInAs, stubApi } from './admin-setup.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  signInAs(null)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the admin area’s gate', () => {
  it('shows a member the 403 screen with a way home, and asks the server nothing', async () => {
    const calls = stubApi(() => undefined)
    signInAs('member')
    await renderAdmin('/vi/admin')
    expect(screen.getByText('403')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Chỉ dành cho quản trị viên' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Quay lại trang chủ' }).getAttribute('href')).toBe('/vi')
    expect(screen.queryByRole('navigation', { name: 'Quản trị' })).toBeNull()
    expect(calls.filter((call) => call.url.pathname.includes('/admin/'))).toEqual([])
    expect(document.title).toBe('Chỉ dành cho quản trị viên · Mọt')
  })

  it('shows the 403 screen in English on an English address, on any admin screen', async () => {
    stubApi(() => undefined)
    signInAs('member')
    await renderAdmin('/en/admin/members')
    expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
  })

  it('asks a visitor to sign in', async () => {
    stubApi(() => undefined)
    await renderAdmin('/vi/admin/audit')
    expect(screen.getByText('Hãy đăng nhập bằng tài khoản quản trị để vào khu quản trị.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/vi/user/login')
    expect(screen.queryByText('403')).toBeNull()
  })

  it('waits for the role of a session whose user is not known yet', async () => {
    stubApi(() => undefined)
    signInAs('admin')
    const { store } = await import('../../src/shared/store.ts')
    const { userAtom } = await import('../../src/shared/auth-atoms.ts')
    store.set(userAtom, null)
    await renderAdmin('/vi/admin')
    expect(screen.getByRole('status').textContent).toBe('Đang tải...')
    expect(screen.queryByText('403')).toBeNull()
  })

  it('opens the area for an admin: its navigation and the overview', async () => {
    stubApi(() => undefined)
    signInAs('admin')
    await renderAdmin('/vi/admin')
    const nav = await screen.findByRole('navigation', { name: 'Quản trị' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tổng quan', '/vi/admin'],
      ['Bài viết', '/vi/admin/posts'],
      ['Bài mới', '/vi/admin/upload'],
      ['Thư viện', '/vi/admin/library'],
      ['Danh mục và nhân vật', '/vi/admin/terms'],
      ['Trang tổng hợp', '/vi/admin/dashboards'],
      ['Menu bên', '/vi/admin/menu'],
      ['Thành viên', '/vi/admin/members'],
      ['Bình luận', '/vi/admin/comments'],
      ['Sao lưu', '/vi/admin/backups'],
      ['Nhật ký', '/vi/admin/audit'],
    ])
    expect(within(nav).getByRole('link', { name: 'Tổng quan' }).getAttribute('aria-current')).toBe('page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Quản trị' })).toBeTruthy()
  })

  it('says offline that the area needs the network, and shows none of it', async () => {
    stubApi(() => undefined)
    signInAs('admin')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderAdmin('/vi/admin/members')
    expect(screen.getByRole('heading', { level: 1, name: 'Khu quản trị cần kết nối mạng' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Quản trị' })).toBeNull()
  })

  it('answers an admin address it does not know with the 404 screen', async () => {
    stubApi(() => undefined)
    signInAs('admin')
    await renderAdmin('/vi/admin/khong-co')
    expect(screen.getByText('404')).toBeTruthy()
  })
})
