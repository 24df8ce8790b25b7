import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MenuEntry } from '../../src/contract/schemas/home.ts'
import { restoreSession } from '../../src/features/auth/session.ts'
import { kioskEntries } from '../../src/features/layout/nav-entries.ts'
import { forgetToken, isAdminAtom, saveToken, tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { startKiosk, stopKiosk } from './kiosk-setup.ts'
import { renderPages, stubApi } from './library-setup.tsx'

const member = { id: 7, email: 'lan@example.org', name: 'Lan Anh', role: 'member' as const }

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  sessionStorage.clear()
  store.set(tokenAtom, null)
  store.set(userAtom, null)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the stored session (spec §3, §4)', () => {
  it('keeps a remembered token in localStorage and a session one in sessionStorage', () => {
    saveToken('remembered', true)
    expect(localStorage.getItem('accessToken')).toBe('remembered')
    expect(sessionStorage.getItem('accessToken')).toBeNull()
    saveToken('for-now', false)
    expect(sessionStorage.getItem('accessToken')).toBe('for-now')
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(store.get(tokenAtom)).toBe('for-now')
  })

  it('forgets the token from both storages on logout', () => {
    saveToken('for-now', false)
    localStorage.setItem('accessToken', 'left-over')
    forgetToken()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(sessionStorage.getItem('accessToken')).toBeNull()
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('reads who is signed in from GET /auth/me at start-up, with the token', async () => {
    saveToken('member-token', true)
    const calls = stubApi(({ url }) =>
      url.pathname === '/vi/api/v1/auth/me' ? { body: { status: 'success', data: member } } : undefined,
    )
    const stop = restoreSession('vi')
    await waitFor(() => expect(store.get(userAtom)).toEqual(member))
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer member-token')
    stop()
  })

  it.each([
    ['admin', 'admin'],
    ['member', 'member'],
    ['a role it does not know', 'owner'],
    ['a role that is not text', 3],
  ])('keeps the role /auth/me names (%s), anything but admin as member', async (_, role) => {
    // A token of its own: the session reads /auth/me again only for a token it has not read.
    saveToken(`token-${String(role)}`, true)
    stubApi(({ url }) =>
      url.pathname === '/vi/api/v1/auth/me'
        ? { body: { status: 'success', data: { ...member, role } } }
        : undefined,
    )
    const stop = restoreSession('vi')
    await waitFor(() => expect(store.get(userAtom)?.email).toBe(member.email))
    expect(store.get(userAtom)?.role).toBe(role === 'admin' ? 'admin' : 'member')
    expect(store.get(isAdminAtom)).toBe(role === 'admin')
    stop()
  })

  it('counts a user without a role (an older server) as a member', async () => {
    saveToken('older-server-token', true)
    const { role: _, ...withoutRole } = member
    stubApi(({ url }) =>
      url.pathname === '/vi/api/v1/auth/me' ? { body: { status: 'success', data: withoutRole } } : undefined,
    )
    const stop = restoreSession('vi')
    await waitFor(() => expect(store.get(userAtom)).toEqual(member))
    expect(store.get(isAdminAtom)).toBe(false)
    stop()
  })

  it('drops a token the server no longer knows (401)', async () => {
    saveToken('stale-token', true)
    stubApi(() => ({ status: 401, body: { status: 'error', message: 'Session expired or revoked' } }))
    const stop = restoreSession('vi')
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull())
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(store.get(userAtom)).toBeNull()
    stop()
  })
})

describe('the finder (spec §2, §6)', () => {
  it('asks a visitor to log in, with a button to the login page', async () => {
    stubApi(() => undefined)
    await renderPages('/en/finder')
    expect(screen.getByText('You need to log in to use this feature.')).toBeTruthy()
    // Signed in, the visitor comes back to the finder.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/user/login?redirect=%2Fen%2Ffinder',
    )
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull()
  })

  it('welcomes a member by name', async () => {
    stubApi(() => undefined)
    saveToken('member-token', true)
    store.set(userAtom, member)
    await renderPages('/vi/finder')
    expect(screen.getByRole('heading', { level: 1, name: 'Chào mừng, Lan Anh!' })).toBeTruthy()
    expect(screen.queryByText('Bạn cần đăng nhập để sử dụng tính năng này.')).toBeNull()
  })

  it('in kiosk mode, says it is not there and leads home instead of to a sign-in', async () => {
    stubApi(() => undefined)
    startKiosk()
    try {
      await renderPages('/vi/finder')
      expect(screen.getByText('Tìm bạn không dùng được trên thiết bị này.')).toBeTruthy()
      expect(screen.getByRole('link', { name: 'Quay lại trang chủ' }).getAttribute('href')).toBe('/vi')
      expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull()
    } finally {
      stopKiosk()
    }
  })

  it('is not in a kiosk menu', () => {
    const finder = { type: 'menu', name: 'finder', label: 'Tìm bạn', url: '/finder' } as MenuEntry
    const films = { type: 'menu', name: 'movie', label: 'Phim', url: '/movies' } as MenuEntry
    expect(kioskEntries([films, finder])).toEqual([films])
  })

  it('turns to the login notice when the member signs out', async () => {
    stubApi(() => undefined)
    saveToken('member-token', true)
    await renderPages('/en/finder')
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeTruthy()
    forgetToken()
    expect(await screen.findByText('You need to log in to use this feature.')).toBeTruthy()
  })
})
