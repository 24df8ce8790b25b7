import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/posts/rows.ts'
import { csrfToken, multipart, nextAddress, signUp } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/** Who may sign in how often, what a session is, and who sees whose data: against the real app and database. */
let server: TestServer
let postId = 0
beforeAll(async () => {
  server = await createTestServer()
  const post = await createPost(server.db, { posttype: 'comic', slug: 'truyen-an-toan' })
  await createChapters(server.db, post.id, 2, () => ({ content: ['pages/1.jpg'] }))
  postId = post.id
})
afterAll(() => server.close())

const v1 = '/vi/api/v1'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const login = (email: string, password: string, address = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: `${v1}/auth/login`,
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  })
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('sign-in attempts', () => {
  it('are limited per address and account: 5 failures block that address, never the owner elsewhere', async () => {
    await signUp(server.app, 'locked@example.com', 'right-password')
    const guesser = nextAddress()
    for (let i = 0; i < 5; i++) {
      expect((await login('locked@example.com', `wrong-${i}`, guesser)).statusCode).toBe(401)
    }
    const blocked = await login('LOCKED@example.com', 'right-password', guesser)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe('Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau.')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const owner = await login('LOCKED@example.com', 'right-password')
    expect(owner.statusCode).toBe(200)
  })

  it('are limited per address: the 11th in a minute is refused, whatever the email', async () => {
    const address = '198.51.100.23'
    const codes: number[] = []
    for (let i = 0; i < 11; i++)
      codes.push((await login(`spray-${i}@example.com`, 'password1', address)).statusCode)
    expect(codes).toEqual([...Array(10).fill(401), 429])
    // Another address is not affected.
    expect((await login('spray-0@example.com', 'password1')).statusCode).toBe(401)
  })
})

describe('session tokens', () => {
  it('are stored only as their SHA-256: no row of the database holds the token itself', async () => {
    const { token } = await signUp(server.app, 'hashed@example.com', 'hashed-password')
    const again = (await login('hashed@example.com', 'hashed-password')).json().data.token as string
    const rows = await rowsOf<Record<string, unknown>>(server.db, sql`select * from sessions`)
    const dump = JSON.stringify(rows)
    for (const raw of [token, again]) {
      expect(dump).not.toContain(raw)
      expect(rows.some((row) => row.token_hash === sha256(raw))).toBe(true)
    }
    const members = JSON.stringify(await rowsOf(server.db, sql`select * from members`))
    expect(members).not.toContain('hashed-password')
  })

  it('are revoked at logout: the token no longer signs in anything', async () => {
    const { token } = await signUp(server.app, 'revoke@example.com')
    const out = await server.app.inject({ method: 'POST', url: `${v1}/auth/logout`, headers: bearer(token) })
    expect(out.json()).toEqual({ status: 'success', data: { ok: true } })
    const [row] = await rowsOf<{ revoked_at: unknown }>(
      server.db,
      sql`select revoked_at from sessions where token_hash = ${sha256(token)}`,
    )
    expect(row?.revoked_at).not.toBeNull()
    const me = await server.app.inject({ url: `${v1}/auth/me`, headers: bearer(token) })
    expect(me.statusCode).toBe(401)
    const { csrf_token } = await csrfToken(server.app)
    const rate = await server.app.inject({
      method: 'POST',
      url: `${v1}/posts/action/rating/comic/${postId}/`,
      ...withHeaders(multipart({ rating: '9', csrf_token }), bearer(token)),
    })
    expect(rate.statusCode).toBe(401)
  })
})

describe("another member's data", () => {
  it('/auth/me tells each caller about themselves only', async () => {
    const a = await signUp(server.app, 'member-a@example.com')
    const b = await signUp(server.app, 'member-b@example.com')
    const meA = await server.app.inject({ url: `${v1}/auth/me`, headers: bearer(a.token) })
    const meB = await server.app.inject({ url: `${v1}/auth/me`, headers: bearer(b.token) })
    expect(meA.json().data).toEqual({ ...a.user, age_limit: 18 })
    expect(meB.json().data).toEqual({ ...b.user, age_limit: 18 })
    expect(Object.keys(meA.json().data).sort()).toEqual(['age_limit', 'email', 'id', 'name', 'role'])
  })

  it('is in no public answer: not an email, a name, a review, a member id or a hash', async () => {
    const email = 'private-reviewer@example.com'
    const { token, user } = await signUp(server.app, email, 'private-password', 'Quynh Private')
    const { csrf_token } = await csrfToken(server.app)
    const review = 'my private review text 7f3a'
    const rated = await server.app.inject({
      method: 'POST',
      url: `${v1}/posts/action/rating/comic/${postId}/`,
      ...withHeaders(multipart({ rating: '8', content: review, csrf_token }), bearer(token)),
    })
    expect(Object.keys(rated.json().data).sort()).toEqual([
      'rating',
      'rating_avg',
      'rating_count',
      'rating_total',
    ])
    const publicUrls = [
      '/home/index/',
      '/home/comic/',
      '/posts/detail/comic/truyen-an-toan/',
      `/posts/listchapter/comic/${postId}/paged/1/`,
      `/posts/chapter/comic/${postId}/1`,
      '/posts/lists/comic/',
      '/posts/lists/comic/?sortby=rating_total__desc',
      `/posts/lists/comic/related/paged/1/?filter=post_id__${postId}`,
      '/posts/search/?q=truyen',
      '/terms/lists/',
      '/comic/lists/categories/',
    ]
    for (const url of publicUrls) {
      const body = (await server.app.inject(`${v1}${url}`)).body
      for (const secret of [
        email,
        'Quynh Private',
        review,
        'scrypt$',
        sha256(token),
        '"member_id"',
        '"memberId"',
      ]) {
        expect(body, `${url} reveals ${secret}`).not.toContain(secret)
      }
      expect(body).not.toMatch(new RegExp(`"(member|user)(_id)?":\\s*${user.id}\\b`))
    }
  })
})

function withHeaders(
  body: { payload: string; headers: Record<string, string> },
  headers: Record<string, string>,
) {
  return { payload: body.payload, headers: { ...body.headers, ...headers } }
}
