import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKey } from '../../src/contract/schemas/app-keys.ts'
import { Route as AccountRoute } from '../../src/routes/$lang/user/account.tsx'
import { tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { type ApiAnswer, type ApiCall, ok, stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

const KEY = 'ABCDEFGHJKMNPQRSTVWXYZ2345'
const profile = {
  id: 1,
  email: 'lan@example.org',
  name: 'Lan Anh',
  role: 'member',
  full_name: '',
  username: 'lananh',
  about: '',
  avatar: null,
  created_at: '2026-01-02T03:04:05.000Z',
}
const csrf = ok({ csrf_token: 'csrf-token', device_id: 'device-1', expires_at: '2099-01-01T00:00:00.000Z' })
const tooMany: ApiAnswer = { status: 409, body: { status: 'error', message: 'You have too many app keys' } }

const koreader = (): AppKey => ({
  id: 7,
  name: 'KOReader',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-27T09:15:00.000Z',
  last_used_from: '203.0.113.7',
})
const panels = (): AppKey => ({
  id: 6,
  name: 'Panels',
  created_at: '2026-11-10T08:00:00.000Z',
  last_used_at: null,
  last_used_from: null,
})

/**
 * The account's calls as the server answers them, its keys kept in `keys` (newest first): made,
 * listed and revoked, or refused with `refuseCreate`'s answer.
 */
function stubAccount(keys: AppKey[], refuseCreate?: () => ApiAnswer | undefined) {
  return stubFetch(({ method, path }: ApiCall) => {
    if (path === '/auth/csrf_create/') return csrf
    if (path === '/account/profile/') return ok(profile)
    if (path === '/account/sessions/') return ok([])
    if (path === '/account/app-keys/' && method === 'GET') return ok(keys)
    if (path === '/account/app-keys/' && method === 'POST') {
      const refused = refuseCreate?.()
      if (refused) return refused
      const made: AppKey = {
        ...panels(),
        id: 8,
        name: 'KOReader on Kobo',
        created_at: new Date().toISOString(),
      }
      keys.unshift(made)
      return ok({ key: KEY, app_key: made })
    }
    const revoke = path.match(/^\/account\/app-keys\/(\d+)\/revoke\/$/)
    if (revoke && method === 'POST') {
      const id = Number(revoke[1])
      keys.splice(
        keys.findIndex((key) => key.id === id),
        1,
      )
      return ok({ id, revoked: true })
    }
    return undefined
  }).calls
}

/** The writes the page sent, path and body (the anti-forgery token's request is a GET). */
const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => [call.path, call.body ? JSON.parse(call.body) : null] as const)

async function renderAccount(language: 'vi' | 'en') {
  // Awaited in act: the page waits for the account's words (React's use), and React draws it once
  // they are in only when the act that drew it is awaited.
  await act(() =>
    renderAppRoutes({
      entries: [`/${language}/user/account`],
      routes: (parent) => [mountRoute(AccountRoute, parent, 'user/account')],
    }),
  )
  return screen.findByRole('region', { name: language === 'vi' ? 'Khoá ứng dụng' : 'App keys' })
}

const when = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
const type = (section: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(section).getByLabelText(label), { target: { value } })
const item = (section: HTMLElement, name: string) => within(section).getByText(name).closest('li')!

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  store.set(tokenAtom, 'member-token')
  store.set(userAtom, { id: 1, name: 'Lan Anh', email: 'lan@example.org', role: 'member' })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'clipboard')
  store.set(tokenAtom, null)
  store.set(userAtom, null)
})

describe('the account’s app keys', () => {
  it('makes a key and shows it once, focused, with a copy button and the addresses to type into an app', async () => {
    const writeText = stubClipboard()
    const calls = stubAccount([koreader()])
    const section = await renderAccount('en')
    expect(within(section).getByRole('heading', { level: 2, name: 'App keys' })).toBeTruthy()
    await within(section).findByText('KOReader')

    type(section, 'Key name', '  KOReader on Kobo ')
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }))

    const shown = await within(section).findByRole('region', { name: 'Your new key for “KOReader on Kobo”' })
    expect(writes(calls)).toEqual([
      ['/account/app-keys/', { name: 'KOReader on Kobo', csrf_token: 'csrf-token' }],
    ])
    const key = within(shown).getByLabelText('Key') as HTMLInputElement
    expect(key.value).toBe(KEY)
    expect(key.readOnly).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(key))
    expect(key.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(key.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Shown only this once: it cannot be seen again. Copy it now; if it is lost, revoke it and make another.',
    )
    expect((within(shown).getByLabelText('Catalogue address') as HTMLInputElement).value).toBe(
      `${location.origin}/en/opds/v1.2/catalog`,
    )
    expect((within(shown).getByLabelText('Address with the key') as HTMLInputElement).value).toBe(
      `${location.origin}/en/opds/key/${KEY}/v1.2/catalog`,
    )
    expect((within(shown).getByLabelText('Sync server') as HTMLInputElement).value).toBe(
      `${location.origin}/kosync`,
    )

    fireEvent.click(within(shown).getByRole('button', { name: 'Copy the key' }))
    expect(await within(shown).findByText('Copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(KEY)

    // Listed first, as the server lists it, and the form is ready for the next one.
    const names = () =>
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent)
    await waitFor(() => expect(names()).toEqual(['KOReader on Kobo', 'KOReader']))
    expect(within(item(section, 'KOReader on Kobo')).getByText(/Never used/)).toBeTruthy()
    expect((within(section).getByLabelText('Key name') as HTMLInputElement).value).toBe('')

    // Hidden, it is gone for good: the list never holds the key itself.
    fireEvent.click(within(shown).getByRole('button', { name: 'Hide the key' }))
    expect(within(section).queryByRole('region', { name: /Your new key/ })).toBeNull()
    expect(section.textContent).not.toContain(KEY)
    expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 2, name: 'App keys' }))
  })

  it('offers no copy button where the browser gives no clipboard: the key is there to select', async () => {
    stubAccount([])
    const section = await renderAccount('en')
    type(section, 'Key name', 'KOReader on Kobo')
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }))
    const shown = await within(section).findByRole('region', { name: 'Your new key for “KOReader on Kobo”' })
    expect((within(shown).getByLabelText('Key') as HTMLInputElement).value).toBe(KEY)
    expect(within(shown).queryByRole('button', { name: /Copy/ })).toBeNull()
  })

  it('lists the keys in Vietnamese with when they were made and when and from where an app last used them', async () => {
    stubAccount([koreader(), panels()])
    const section = await renderAccount('vi')
    expect(within(section).getByRole('heading', { level: 2, name: 'Khoá ứng dụng' })).toBeTruthy()
    expect(within(section).getByRole('heading', { level: 3, name: 'Khoá của bạn' })).toBeTruthy()
    await within(section).findByText('KOReader')
    const used = item(section, 'KOReader')
    expect(used.textContent).toContain(`Tạo lúc ${when('vi', '2026-11-20T08:00:00.000Z')}`)
    expect(used.textContent).toContain(
      `Dùng lần cuối ${when('vi', '2026-11-27T09:15:00.000Z')} từ địa chỉ 203.0.113.7`,
    )
    expect(item(section, 'Panels').textContent).toContain('Chưa dùng')
    expect(within(item(section, 'Panels')).getByRole('button', { name: 'Thu hồi khoá Panels' }).tagName).toBe(
      'BUTTON',
    )
    expect(within(section).getByLabelText('Tên khoá')).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Tạo khoá' })).toBeTruthy()
  })

  it('revokes a key only after a yes, then takes it off the list', async () => {
    const calls = stubAccount([koreader(), panels()])
    const section = await renderAccount('en')
    const revoke = await within(section).findByRole('button', { name: 'Revoke KOReader' })

    revoke.focus()
    fireEvent.click(revoke)
    const question = 'Revoke the key “KOReader”? Apps that use it can no longer sign in with it.'
    let dialog = screen.getByRole('alertdialog', { name: question })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes(calls)).toEqual([])
    expect(document.activeElement).toBe(revoke)

    fireEvent.click(revoke)
    dialog = screen.getByRole('alertdialog', { name: question })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    expect(await within(section).findByText('The key “KOReader” is revoked.')).toBeTruthy()
    expect(writes(calls)).toEqual([['/account/app-keys/7/revoke/', { csrf_token: 'csrf-token' }]])
    expect(within(section).queryByText('KOReader')).toBeNull()
    expect(within(section).getByText('Panels')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Your keys' })),
    )
  })

  it('says the server’s refusal in the form when the member has too many keys', async () => {
    stubAccount([koreader()], () => tooMany)
    const section = await renderAccount('en')
    type(section, 'Key name', 'One too many')
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }))
    const form = within(section).getByRole('form', { name: 'Make a key for an app' })
    const refusal = await within(form).findByText('You have too many app keys')
    expect(refusal.closest('[role="alert"]')).toBeTruthy()
    expect(within(section).queryByRole('region', { name: /Your new key/ })).toBeNull()
    // What was typed stays, to try again once a key is revoked.
    expect((within(form).getByLabelText('Key name') as HTMLInputElement).value).toBe('One too many')
  })

  it('says it in Vietnamese on a Vietnamese page', async () => {
    stubAccount([koreader()], () => tooMany)
    const section = await renderAccount('vi')
    type(section, 'Tên khoá', 'Thêm một khoá')
    fireEvent.click(within(section).getByRole('button', { name: 'Tạo khoá' }))
    expect(await within(section).findByText('Bạn đã có quá nhiều khoá ứng dụng')).toBeTruthy()
  })

  it.each([
    ['   ', 'App key name is required'],
    ['x'.repeat(51), 'App key name must have at most 50 characters'],
  ])('checks the name %j with the contract’s rule before asking the server', async (name, message) => {
    const calls = stubAccount([])
    const section = await renderAccount('en')
    type(section, 'Key name', name)
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }))
    expect(await within(section).findByText(message)).toBeTruthy()
    const field = within(section).getByLabelText('Key name')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(writes(calls)).toEqual([])
  })
})
