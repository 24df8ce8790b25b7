import { expect } from 'vitest'
import { accountClient } from './account-client.ts'
import { signUp } from './action-forms.ts'
import type { TestServer } from './harness.ts'

/**
 * A member signed up on a test server with an app key made on their account page, as a person
 * setting up a reader app does: the key, and the HTTP Basic header the app sends with it.
 */
export async function readerAppMember(server: TestServer, email: string, app: string) {
  const { token } = await signUp(server.app, email)
  const made = await accountClient(server.app, token).post('/account/app-keys/', { name: app })
  expect(made.statusCode, made.body).toBe(200)
  const { key } = made.json().data as { key: string }
  return { token, key, authorization: `Basic ${Buffer.from(`${email}:${key}`).toString('base64')}` }
}
