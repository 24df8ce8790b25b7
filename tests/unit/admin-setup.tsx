import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { Role } from '../../src/contract/roles.ts'
import type { AdminMember } from '../../src/features/admin/api.ts'
import { Route as AdminRoute } from '../../src/routes/$lang/admin/$.tsx'
import { saveToken, tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

export { stubApi } from './library-setup.tsx'

/** Who is signed in on this device: nobody, or someone with the role given. */
/**
 * Every admin screen's test starts signed in as an admin, with the page's scrolling stubbed and the
 * device's storage empty, and ends with the page, the stubs and the spies gone: called once at the
 * top of a test file.
 */
export function asAdminEachTest() {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    localStorage.clear()
    signInAs('admin')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

export function signInAs(role: Role | null) {
  store.set(tokenAtom, null)
  store.set(userAtom, null)
  if (role === null) return
  saveToken(`${role}-token`, true)
  store.set(userAtom, { id: 1, name: 'Chủ trang', email: 'chu@example.org', role })
}

export const adminMember = (id: number, name: string, role: Role = 'member', live = 1): AdminMember => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
  role,
  created_at: '2026-11-20T08:30:00.000Z',
  live_sessions: live,
  age_limit: null,
  own_age_limit: null,
  hidden_categories: [],
})

export const csrfAnswer = {
  body: {
    status: 'success',
    data: { csrf_token: 'csrf-token', device_id: 'device-1', expires_at: '2099-01-01T00:00:00.000Z' },
  },
}

/** The real admin route under a language, at `url`; its screens are loaded before a test goes on. */
export async function renderAdmin(url: string) {
  const rendered = await renderAppRoutes({
    entries: [url],
    routes: (language) => [mountRoute(AdminRoute, language, 'admin/$')],
  })
  await act(() => vi.dynamicImportSettled())
  return rendered
}
