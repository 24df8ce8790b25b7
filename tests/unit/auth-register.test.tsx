import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { renderPages, stubApi } from './library-setup.tsx'

/** The calls a form sent: the screen itself asks whether the identity provider's button is shown. */
const formCalls = (calls: { url: URL }[]) => calls.filter(({ url }) => !url.pathname.endsWith('/auth/oidc'))

const member = { id: 8, email: 'minh@example.org', name: 'Minh', role: 'member' as const }
const session = { status: 'success', data: { token: 'new-token', user: member, expires_at: '2030-01-01' } }
const accepted = { status: 202, body: { status: 'success', data: { ok: true } } }
const checkYourMail = /^Check your mail: we sent a message to minh@example\.org\./
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

interface Entry {
  name?: string
  email?: string
  password?: string
  confirm?: string
}

function fillIn({
  name = 'Minh',
  email = 'minh@example.org',
  password = 'secret-pass',
  confirm,
}: Entry = {}) {
  type('Name', name)
  type('Email', email)
  type('Password', password)
  type('Confirm password', confirm ?? password)
}
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }))
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }))

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

describe('register validation (spec §5)', () => {
  it('shows every rule’s message, word for word', async () => {
    const calls = stubApi(() => undefined)
    await renderPages('/en/user/register')
    fillIn({ name: 'M', email: 'minh', password: '12345', confirm: '' })
    submit()
    expect(await screen.findByText('Name must have at least 2 characters')).toBeTruthy()
    expect(screen.getByText('Email is invalid')).toBeTruthy()
    expect(screen.getByText('Password must have at least 6 characters')).toBeTruthy()
    expect(screen.getByText('You must agree to the terms of use')).toBeTruthy()
    expect(formCalls(calls)).toEqual([])
  })

  it('says ‘Passwords do not match’ when the confirmation differs', async () => {
    stubApi(() => undefined)
    await renderPages('/en/user/register')
    fillIn({ confirm: 'secret-pasS' })
    agree()
    submit()
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true')
  })

  it('counts a name’s characters as the server does, and sends it as the server keeps it', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/en/api/v1/auth/register' ? accepted : undefined))
    await renderPages('/en/user/register')
    // 'É' typed as E and a combining accent: two code points, one character.
    fillIn({ name: ' E\u0301 ' })
    agree()
    submit()
    expect(await screen.findByText('Name must have at least 2 characters')).toBeTruthy()
    expect(formCalls(calls)).toEqual([])
    type('Name', ' A\u0301n ')
    submit()
    await screen.findByText(checkYourMail)
    const call = calls.find(({ url }) => url.pathname.endsWith('/auth/register'))
    expect(JSON.parse(String(call?.init?.body)).name).toBe('\u00C1n')
  })

  it('links the terms and the way back to login', async () => {
    stubApi(() => undefined)
    await renderPages('/vi/user/register')
    expect(screen.getByRole('link', { name: 'điều khoản sử dụng' }).getAttribute('href')).toBe('/vi/terms')
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/vi/user/login')
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }))
    expect(await screen.findByText('Tên phải có ít nhất 2 ký tự')).toBeTruthy()
    expect(screen.getByText('Bạn phải đồng ý với điều khoản sử dụng')).toBeTruthy()
  })
})

describe('registering', () => {
  it('posts name, email and password, and says to check the mail, signing no one in', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/en/api/v1/auth/register' ? accepted : undefined))
    const { router } = await renderPages('/en/user/register')
    fillIn()
    agree()
    submit()
    const note = await screen.findByText(checkYourMail)
    expect(note.textContent).toContain('it works once, for 24 hours')
    await waitFor(() => expect(document.activeElement).toBe(note))
    const call = calls.find(({ url }) => url.pathname.endsWith('/auth/register'))
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      name: 'Minh',
      email: 'minh@example.org',
      password: 'secret-pass',
    })
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(router.state.location.pathname).toBe('/en/user/register')
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('says it in Vietnamese on the Vietnamese screen', async () => {
    stubApi(({ url }) => (url.pathname === '/vi/api/v1/auth/register' ? accepted : undefined))
    await renderPages('/vi/user/register')
    type('Tên', 'Minh')
    type('Email', 'minh@example.org')
    type('Mật khẩu', 'secret-pass')
    type('Xác nhận mật khẩu', 'secret-pass')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }))
    expect(
      await screen.findByText(/^Hãy kiểm tra hộp thư: chúng tôi đã gửi thư đến minh@example\.org\./),
    ).toBeTruthy()
  })

  it('shows the server’s message, else ‘Registration failed. Please try again.’', async () => {
    let answer = {
      status: 400,
      body: { status: 'error', message: 'Name must not contain invisible characters' } as object,
    }
    stubApi(() => answer)
    await renderPages('/en/user/register')
    fillIn()
    agree()
    submit()
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.textContent).toBe('Name must not contain invisible characters'))
    answer = { status: 502, body: {} }
    submit()
    await waitFor(() => expect(alert.textContent).toBe('Registration failed. Please try again.'))
    expect(store.get(tokenAtom)).toBeNull()
  })
})

describe('confirming the email (the mailed link)', () => {
  const token = 'A'.repeat(43)

  it('makes the account at a press, signs the new member in and goes home', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/en/api/v1/auth/register/confirm' ? { status: 201, body: session } : undefined,
    )
    const { router } = await renderPages(`/en/user/confirm-email?token=${token}`)
    // Opening the page uses nothing up: a mail scanner following links confirms no one.
    expect(calls.filter(({ url }) => url.pathname.endsWith('/confirm'))).toEqual([])
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my email' }))
    await screen.findByRole('heading', { name: 'Home page' })
    const call = calls.find(({ url }) => url.pathname.endsWith('/auth/register/confirm'))
    expect(JSON.parse(String(call?.init?.body))).toEqual({ token })
    expect(router.state.location.pathname).toBe('/en')
    expect(store.get(tokenAtom)).toBe('new-token')
    expect(store.get(userAtom)).toEqual(member)
  })

  it('says when the link is dead, and offers to register again', async () => {
    stubApi(({ url }) =>
      url.pathname === '/vi/api/v1/auth/register/confirm'
        ? { status: 400, body: { status: 'error', message: 'This link has expired or was already used' } }
        : undefined,
    )
    await renderPages(`/vi/user/confirm-email?token=${token}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận email' }))
    expect(await screen.findByText('Liên kết xác nhận email này đã hết hạn hoặc đã được dùng.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Đăng ký lại' }).getAttribute('href')).toBe('/vi/user/register')
    expect(store.get(tokenAtom)).toBeNull()
  })
})
