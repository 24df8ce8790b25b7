import { desc } from 'drizzle-orm'
import { auditLog } from '../../server/db/schema.ts'
import { csrfToken, nextAddress, signUp, signUpAdmin, urlencoded } from './action-forms.ts'
import type { TestServer } from './harness.ts'

/**
 * An admin and a member signed in to a test server, and calls made as either (or as a visitor):
 * reads, form writes and JSON writes, with a fresh CSRF token unless told not to send one.
 */
export async function adminClient(server: TestServer) {
  const suffix = Math.random().toString(36).slice(2, 8)
  const admin = await signUpAdmin(server.app, `chu-${suffix}@example.com`)
  const member = await signUp(server.app, `khach-${suffix}@example.com`)
  /** A token, or null for a visitor. */
  const headersOf = (token: string | null) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'x-forwarded-for': nextAddress(),
  })
  const get = (url: string, token: string | null = admin.token) =>
    server.app.inject({ url, headers: headersOf(token) })
  async function post(
    url: string,
    fields: Record<string, string> = {},
    { token = admin.token as string | null, csrf = true } = {},
  ) {
    const form = urlencoded(
      csrf ? { csrf_token: (await csrfToken(server.app)).csrf_token, ...fields } : fields,
    )
    return server.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...headersOf(token) },
    })
  }
  async function postJson(
    url: string,
    body: Record<string, unknown>,
    { token = admin.token as string | null, csrf = true } = {},
  ) {
    const payload = csrf ? { csrf_token: (await csrfToken(server.app)).csrf_token, ...body } : body
    return server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headersOf(token) },
    })
  }
  const lastAudit = async () =>
    (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]
  return { admin, member, get, post, postJson, lastAudit }
}

/**
 * What every admin call refuses the same way: a visitor gets 401, a member 403 (in the address's
 * language), and a write without its CSRF token 403. Calls `call` as each of them.
 */
export async function refusals(
  call: (as: { token: string | null; csrf: boolean }) => Promise<{ statusCode: number; json(): unknown }>,
  tokens: { admin: string; member: string },
) {
  const visitor = await call({ token: null, csrf: true })
  const member = await call({ token: tokens.member, csrf: true })
  const noCsrf = await call({ token: tokens.admin, csrf: false })
  return {
    visitor: visitor.statusCode,
    member: member.statusCode,
    memberMessage: (member.json() as { message?: string }).message,
    noCsrf: noCsrf.statusCode,
  }
}
