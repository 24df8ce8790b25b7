import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESET_LINK_GONE } from '../../src/contract/password-reset.ts'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { renderPages, stubApi } from './library-setup.tsx'

const token = 'T'.repeat(43)
const ok = { status: 202, body: { status: 'success', data: { ok: true } } }
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as unknown

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  sessionStorage.clear()
  store.set(tokenAtom, null)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('forgot password', () => {
  it('asks for a link and says the same words whatever the email', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/en/api/v1/auth/password/forgot' ? ok : undefined))
    await renderPages('/en/user/forgot-password')
    type('Email', ' lan@example.org ')
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(
      await screen.findByText(
        'If an account uses this email, a link to set a new password is on its way. The link works once, for 30 minutes.',
      ),
    ).toBeTruthy()
    expect(calls.map((call) => [call.init?.method, call.url.pathname, bodyOf(call.init)])).toEqual([
      ['POST', '/en/api/v1/auth/password/forgot', { email: 'lan@example.org' }],
    ])
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/en/user/login')
  })

  it('checks the email first, in Vietnamese on a Vietnamese page', async () => {
    const calls = stubApi(() => undefined)
    await renderPages('/vi/user/forgot-password')
    expect(await screen.findByRole('heading', { name: 'Quên mật khẩu' })).toBeTruthy()
    type('Email', 'lan')
    fireEvent.click(screen.getByRole('button', { name: 'Gửi liên kết' }))
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy()
    expect(calls).toEqual([])
  })
})

describe('reset password', () => {
  const fill = (password: string, confirm = password) => {
    type('New password', password)
    type('Confirm new password', confirm)
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  }

  it('sets the new password with the link’s token, and signs this device out', async () => {
    store.set(tokenAtom, 'S'.repeat(43))
    const calls = stubApi(({ url }) =>
      url.pathname === '/en/api/v1/auth/password/reset'
        ? { body: { status: 'success', data: { ok: true } } }
        : undefined,
    )
    await renderPages(`/en/user/reset-password?token=${token}`)
    fill('new-secret')
    expect(
      await screen.findByText(
        'Your password has been changed. You are signed out everywhere: log in with the new one.',
      ),
    ).toBeTruthy()
    const reset = calls.find((call) => call.url.pathname === '/en/api/v1/auth/password/reset')
    expect(bodyOf(reset?.init)).toEqual({ token, password: 'new-secret', confirm_password: 'new-secret' })
    expect(store.get(tokenAtom)).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/user/login')
    // One way to sign in, not two.
    expect(screen.queryByRole('link', { name: 'Back to log in' })).toBeNull()
  })

  it.each([
    ['12345', '12345', 'Password must have at least 6 characters'],
    ['x'.repeat(33), 'x'.repeat(33), 'Password must have at most 32 characters'],
    ['secret-1', 'secret-2', 'Passwords do not match'],
  ])('refuses %s / %s with ‘%s’ before asking the server', async (password, confirm, message) => {
    const calls = stubApi(() => undefined)
    await renderPages(`/en/user/reset-password?token=${token}`)
    fill(password, confirm)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(calls.filter((call) => call.url.pathname.includes('/password/'))).toEqual([])
  })

  it('says the rules in Vietnamese on a Vietnamese page', async () => {
    stubApi(() => undefined)
    await renderPages(`/vi/user/reset-password?token=${token}`)
    type('Mật khẩu mới', 'secret-1')
    type('Xác nhận mật khẩu mới', 'secret-2')
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }))
    expect(await screen.findByText('Mật khẩu không khớp')).toBeTruthy()
  })

  it('offers a new link when the link has expired or was used', async () => {
    stubApi(({ url }) =>
      url.pathname === '/en/api/v1/auth/password/reset'
        ? { status: 400, body: { status: 'error', message: RESET_LINK_GONE } }
        : undefined,
    )
    await renderPages(`/en/user/reset-password?token=${token}`)
    fill('new-secret')
    expect(
      await screen.findByText('This link to set a new password has expired or was already used.'),
    ).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
        '/en/user/forgot-password',
      ),
    )
  })

  it('offers a new link when the address holds no token', async () => {
    stubApi(() => undefined)
    await renderPages('/en/user/reset-password?token=short')
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeTruthy()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })
})
