import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { type MailedSession, mailedRegistrationToken } from '../../scripts/lib/mailed-registration.ts'

/**
 * The e2e server writes its mail to its data folder's outbox (no SMTP_URL): tests/e2e/serve.ts puts
 * that folder in the system's temporary one, named by the port.
 */
export const e2eOutbox = join(tmpdir(), `mot-e2e-${process.env.E2E_PORT ?? '4173'}`, 'outbox')

/** A site the tests register on: its address ('' for the e2e server's own) and its outbox. */
export interface Site {
  url: string
  outbox: string
}
const e2eSite: Site = { url: '', outbox: e2eOutbox }

/** The token of the registration link mailed to `email` (the confirm-email screen's `?token=`). */
export const registrationTokenFor = (email: string, site = e2eSite) =>
  mailedRegistrationToken(site.outbox, email)

/**
 * A new member through the API, as a person makes one: registers (202), opens the mailed link and
 * confirms (201); answers the session the confirmation opened.
 */
export async function signUpByApi(
  request: APIRequestContext,
  member: { name: string; email: string; password: string },
  site = e2eSite,
): Promise<MailedSession> {
  const registered = await request.post(`${site.url}/vi/api/v1/auth/register`, { data: member })
  expect(registered.status(), 'POST /auth/register').toBe(202)
  const token = await registrationTokenFor(member.email, site)
  const confirmed = await request.post(`${site.url}/vi/api/v1/auth/register/confirm`, { data: { token } })
  expect(confirmed.status(), 'POST /auth/register/confirm').toBe(201)
  return ((await confirmed.json()) as { data: MailedSession }).data
}

/**
 * A new member signed in on this page from its next load: made through the API (a name and email of
 * their own, so tests side by side do not meet), the session's token where the app keeps it.
 */
export async function signInAsNewMember(page: Page, prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const session = await signUpByApi(page.request, {
    name: `Mọt ${id}`,
    email: `${prefix}-${id}@example.org`,
    password: 'mot-secret-1',
  })
  await page.context().addInitScript((token) => localStorage.setItem('accessToken', token), session.token)
}
