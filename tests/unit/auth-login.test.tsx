import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { renderPages, stubApi } from './library-setup.tsx'

/** The calls a form sent: the screen itself asks whether the identity provider's button is shown. */
const formCalls = (calls: { url: URL }[]) => calls.filter(({ url }) => !url.pathname.endsWith('/auth/oidc'))

const member = { id: 7, email: 'lan@example.org', name: 'Lan Anh', role: 'member' as const }
const session = { status: 'success', data: { token: 'member-token', user: member, expires_at: '2030-01-01' } }
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label))

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

describe('login validation (spec §5)', () => {
  it('shows each rule’s message, word for word, on submit', async () => {
    const calls = stubApi(() => undefined)
    await renderPages('/en/user/login')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Email is invalid')).toBeTruthy()
    expect(screen.getByText('Password must have at least 6 characters')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(formCalls(calls)).toEqual([])
  })

  it('tells about a field once it has been left, and not about the others', async () => {
    stubApi(() => undefined)
    await renderPages('/en/user/login')
    type('Email', 'lan@')
    expect(screen.queryByText('Email is invalid')).toBeNull()
    leave('Email')
    expect(screen.getByText('Email is invalid')).toBeTruthy()
    expect(screen.queryByText('Password must have at least 6 characters')).toBeNull()
    type('Email', 'lan@example.org')
    expect(screen.queryByText('Email is invalid')).toBeNull()
  })

  it('speaks Vietnamese on the Vietnamese site', async () => {
    stubApi(() => undefined)
    await renderPages('/vi/user/login')
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }))
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy()
    expect(screen.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' }).getAttribute('href')).toBe(
      '/vi/user/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/vi/user/register')
  })
})

describe('signing in (spec §4)', () => {
  const signIn = async (remember: boolean) => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/en/api/v1/auth/login' ? { body: session } : undefined,
    )
    const { router } = await renderPages('/en/user/login')
    type('Email', 'lan@example.org')
    type('Password', 'secret-pass')
    if (remember) fireEvent.click(screen.getByLabelText('Remember me'))
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await screen.findByRole('heading', { name: 'Home page' })
    return { calls, router }
  }

  it('posts the form as JSON, signs in and goes home', async () => {
    const { calls, router } = await signIn(true)
    const login = calls.find(({ url }) => url.pathname.endsWith('/auth/login'))
    expect(login?.init?.method).toBe('POST')
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      email: 'lan@example.org',
      password: 'secret-pass',
      remember: true,
    })
    expect(router.state.location.pathname).toBe('/en')
    expect(store.get(tokenAtom)).toBe('member-token')
    expect(store.get(userAtom)).toEqual(member)
  })

  it('with remember me keeps the token across browser restarts (localStorage)', async () => {
    await signIn(true)
    expect(localStorage.getItem('accessToken')).toBe('member-token')
    expect(sessionStorage.getItem('accessToken')).toBeNull()
  })

  it('without remember me keeps it for the browser session only (sessionStorage)', async () => {
    await signIn(false)
    expect(sessionStorage.getItem('accessToken')).toBe('member-token')
    expect(localStorage.getItem('accessToken')).toBeNull()
  })
})

describe('login failures (spec §8)', () => {
  const failWith = async (answer: Parameters<typeof stubApi>[0], language = 'en') => {
    stubApi(answer)
    await renderPages(`/${language}/user/login`)
    type('Email', 'lan@example.org')
    type(language === 'en' ? 'Password' : 'Mật khẩu', 'wrong-pass')
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Đăng nhập' }))
    return screen.findByRole('alert')
  }

  it('shows the server’s message', async () => {
    const alert = await failWith(() => ({
      status: 401,
      body: { status: 'error', message: 'Email or password is incorrect' },
    }))
    await waitFor(() => expect(alert.textContent).toBe('Email or password is incorrect'))
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('shows the server’s message in Vietnamese on the Vietnamese site', async () => {
    const alert = await failWith(
      () => ({ status: 401, body: { status: 'error', message: 'Email or password is incorrect' } }),
      'vi',
    )
    await waitFor(() => expect(alert.textContent).toBe('Email hoặc mật khẩu không đúng'))
  })

  it('says ‘Login failed. Please try again.’ when the server gives no reason', async () => {
    const alert = await failWith(() => ({ status: 500, body: {} }))
    await waitFor(() => expect(alert.textContent).toBe('Login failed. Please try again.'))
  })

  it('says ‘An error occurred. Please try again later.’ when nothing answers', async () => {
    const alert = await failWith(() => new TypeError('Failed to fetch'))
    await waitFor(() => expect(alert.textContent).toBe('An error occurred. Please try again later.'))
  })
})
