import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { vi } from 'vitest'
import { setRole } from '../../server/admin/roles.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { hashToken } from '../../server/auth/sessions.ts'
import { registrations } from '../../server/db/schema.ts'
import { registerBody } from '../../src/contract/schemas/requests.ts'
import { databaseOf, outboxOf } from './harness.ts'
import { readMail } from './mail-reading.ts'

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  boundary = '----mot-test-boundary-7MA4YWxkTrZu0gW',
) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export function urlencoded(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }
}

/** A fresh CSRF token, bound to `deviceId` when one is given. */
export async function csrfToken(app: FastifyInstance, deviceId?: string) {
  const res = await app.inject({
    url: '/vi/api/v1/auth/csrf_create/',
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  })
  const data = res.json().data as { csrf_token: string; device_id: string; expires_at: string }
  return data
}

let address = 0
/** A new client address, so tests do not share the per-address sign-in limit. */
export const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

/**
 * A new member, signed in: a registration as POST /auth/register leaves it (the same rules, the
 * password hashed), then its link confirmed through the API. The mail itself is left out, so tests
 * that count mails, or send them to an SMTP server, count only their own.
 */
export async function signUp(
  app: FastifyInstance,
  email: string,
  password = 'secret-password',
  name = 'Thành viên',
) {
  const input = v.parse(registerBody, { name, email, password })
  const token = randomBytes(32).toString('base64url')
  await databaseOf(app)
    .insert(registrations)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      tokenHash: hashToken(token),
      expiresAt: sql`now() + interval '1 hour'`,
    })
  const confirmed = await confirmRegistration(app, token)
  if (confirmed.statusCode !== 201) throw new Error(`confirming the email failed: ${confirmed.body}`)
  return confirmed.json().data as { token: string; user: { id: number; email: string; name: string } }
}

/** A member made an admin at once, as the `admin grant` command does: every admin test's set-up. */
export async function signUpAdmin(app: FastifyInstance, email: string) {
  const signedUp = await signUp(app, email)
  await setRole(databaseOf(app), email, 'admin', { command: 'admin grant' })
  return signedUp
}

/** Opens a registration link: the member is made and signed in (201), or the link is gone (400). */
export const confirmRegistration = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/register/confirm',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { token },
  })

/** The token of the newest registration link mailed to `email` (it goes out just after the answer). */
export async function confirmTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const outbox = outboxOf(app)
  return vi.waitFor(
    () => {
      const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []
      for (const file of files.sort().reverse()) {
        const mail = readMail(readFileSync(join(outbox, file), 'utf8'))
        const token = /confirm-email\?token=([\w-]{43})/.exec(mail.text)?.[1]
        if (token && mail.to.toLowerCase().includes(email.toLowerCase())) return token
      }
      throw new Error(`no registration link mailed to ${email}`)
    },
    { timeout: 10_000, interval: 20 },
  )
}
