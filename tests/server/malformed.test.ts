import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCsrf } from '../../server/auth/csrf.ts'
import { sessions } from '../../server/db/schema.ts'
import { messages } from '../../server/http/messages.ts'
import { csrfToken, multipart, nextAddress, signUp, urlencoded } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * Every endpoint of the API contract, fed requests a client should never send. Each must answer with
 * a 4xx and the error envelope, never a 500; a few answers are checked word for word.
 */
let server: TestServer
const fx = {
  id: 0,
  movieId: 0,
  token: '',
  revoked: '',
  expired: '',
  csrf: '',
  expiredCsrf: signCsrf(
    'device-expired-1',
    new Date(Date.now() - 1000),
    'test-secret-test-secret-test-secret',
  ),
  tamperedCsrf: '',
}

beforeAll(async () => {
  server = await createTestServer()
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'truyen-mau' })
  const movie = await createPost(server.db, { posttype: 'movie', slug: 'phim-mau' })
  await createChapters(server.db, comic.id, 3, () => ({ content: ['pages/1.jpg'] }))
  fx.id = comic.id
  fx.movieId = movie.id
  fx.token = (await signUp(server.app, 'malformed@example.com')).token
  fx.revoked = (await signUp(server.app, 'revoked@example.com')).token
  await server.app.inject({ method: 'POST', url: '/vi/api/v1/auth/logout', headers: bearer(fx.revoked) })
  fx.expired = (await signUp(server.app, 'expired@example.com')).token
  await server.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.tokenHash, createHash('sha256').update(fx.expired).digest('hex')))
  fx.csrf = (await csrfToken(server.app, 'device-malformed-1')).csrf_token
  const [body, mac] = fx.csrf.split('.')
  fx.tamperedCsrf = `${body!.slice(0, -2)}AA.${mac}`
})
afterAll(() => server.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const json = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
})
const raw = (payload: string, contentType: string) => ({ payload, headers: { 'content-type': contentType } })

interface Row {
  name: string
  method?: 'GET' | 'POST'
  url: () => string
  body?: () => { payload: string; headers: Record<string, string> }
  headers?: () => Record<string, string>
  status?: number
  message?: string
}

const long = 'a'.repeat(300)
const PAGE = 'Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000'
const RATING = 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'
const CSRF = 'Invalid or expired CSRF token'
const GONE = 'Session expired or revoked'
const v1 = '/vi/api/v1'
const get = (name: string, path: string, extra: Partial<Row> = {}): Row => ({
  name,
  url: () => `${v1}${path}`,
  ...extra,
})
const postTo = (name: string, url: () => string, extra: Partial<Row> = {}): Row => ({
  name,
  method: 'POST',
  url,
  ...extra,
})

const views =
  (id: () => number | string = () => fx.id, type = 'comic') =>
  () =>
    `${v1}/posts/action/views/${type}/${id()}/`
const rating =
  (id: () => number | string = () => fx.id, type = 'comic') =>
  () =>
    `${v1}/posts/action/rating/${type}/${id()}/`
const like =
  (id: () => number | string = () => fx.id, type = 'comic') =>
  () =>
    `${v1}/posts/action/like/${type}/${id()}`
const register = () => `${v1}/auth/register`
const login = () => `${v1}/auth/login`
/** Multipart with a valid CSRF token unless the fields say otherwise; read when the row runs. */
const mp = (fields: Record<string, string> | (() => Record<string, string>)) => () =>
  multipart({ csrf_token: fx.csrf, ...(typeof fields === 'function' ? fields() : fields) })
const member = () => bearer(fx.token)

const rows: Row[] = [
  // Language segment
  get('unknown language', '', {
    url: () => '/xx/api/v1/home/index/',
    status: 400,
    message: "Unsupported language 'xx': use vi or en",
  }),
  get('upper-case language', '', { url: () => '/VI/api/v1/home/index/', status: 400 }),
  get('script as language', '', { url: () => '/%3Cscript%3E/api/v1/posts/search/', status: 400 }),
  get('region language', '', { url: () => '/vi-VN/api/v1/auth/me', status: 400 }),
  postTo('language on a write', () => '/zz/api/v1/auth/login', { body: () => json({}), status: 400 }),
  // Dashboards
  get('unknown dashboard', '/home/unknown/'),
  get('dashboard filter id not a number', '/home/movie/?filter=category__abc'),
  get('dashboard filter unknown key', '/home/movie/?filter=bogus__1'),
  get('dashboard filter with SQL', `/home/comic/?filter=${encodeURIComponent("category__1' OR 1=1 --")}`),
  get('dashboard with path traversal', '/home/..%2F..%2Findex/'),
  // Detail
  get('detail slug with traversal', '/posts/detail/comic/..%2F..%2Fetc/'),
  get('detail slug with HTML', '/posts/detail/comic/%3Cscript%3Ealert(1)%3C%2Fscript%3E/'),
  get('detail slug with unicode', `/posts/detail/comic/${encodeURIComponent('tình-yêu')}/`),
  get('detail slug of 300 chars', `/posts/detail/comic/${long}/`),
  get('detail unknown posttype', '/posts/detail/podcast/truyen-mau/'),
  get('detail unknown slug', '/posts/detail/comic/no-such-post-anywhere/', {
    status: 404,
    message: 'Not Found',
  }),
  get('detail slug of another type', '/posts/detail/movie/truyen-mau/', { status: 404 }),
  // Chapter lists
  get('chapter list page 0', '', {
    url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/0/`,
    status: 400,
    message: PAGE,
  }),
  get('chapter list page -1', '', { url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/-1/` }),
  get('chapter list page 1e9', '', { url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/1e9/` }),
  get('chapter list page abc', '', {
    url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/abc/`,
    status: 400,
    message: PAGE,
  }),
  get('chapter list page 1.5', '', { url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/1.5/` }),
  get('chapter list page 1001', '', {
    url: () => `${v1}/posts/listchapter/comic/${fx.id}/paged/1001/`,
    status: 400,
    message: PAGE,
  }),
  get('chapter list post id abc', '/posts/listchapter/comic/abc/paged/1/'),
  get('chapter list post id 0', '/posts/listchapter/comic/0/paged/1/'),
  get('chapter list unknown posttype', '', {
    url: () => `${v1}/posts/listchapter/podcast/${fx.id}/paged/1/`,
  }),
  // Chapters
  get('chapter index 0', '', { url: () => `${v1}/posts/chapter/comic/${fx.id}/0` }),
  get('chapter index abc', '', { url: () => `${v1}/posts/chapter/comic/${fx.id}/abc` }),
  get('chapter index -1', '', { url: () => `${v1}/posts/chapter/comic/${fx.id}/-1` }),
  get('chapter index past the end', '', {
    url: () => `${v1}/posts/chapter/comic/${fx.id}/99999`,
    status: 404,
    message: 'Chapter not found',
  }),
  get('chapter story id out of range', '/posts/chapter/comic/99999999999/1'),
  get('chapter story id with HTML', '/posts/chapter/comic/%3Cb%3E/1'),
  // Related
  get('related filter id abc', '/posts/lists/comic/related/paged/1/?filter=post_id__abc'),
  get('related without filter', '/posts/lists/comic/related/paged/1/'),
  get('related page 0', '', {
    url: () => `${v1}/posts/lists/comic/related/paged/0/?filter=post_id__${fx.id}`,
  }),
  get('related filter unknown key', '/posts/lists/comic/related/paged/1/?filter=category__1'),
  // Lists
  get('list unknown sortby', '/posts/lists/comic/?sortby=bogus'),
  get(
    'list sortby with SQL',
    `/posts/lists/comic/?sortby=${encodeURIComponent('views_day__desc; drop table posts')}`,
  ),
  get('list search sort not allowed', '/posts/lists/comic/?sortby=views__asc'),
  get('list unknown posttype', '/posts/lists/podcast/'),
  get('list page 0', '/posts/lists/comic/paged/0/'),
  get('list page abc', '/posts/lists/comic/paged/abc/', { status: 400, message: PAGE }),
  get('list page 1e9', '/posts/lists/comic/paged/1e9/'),
  get('list category with HTML', '/posts/lists/comic/%3Cscript%3E/'),
  get('list category of 300 chars', `/posts/lists/comic/${long}/`),
  // Categories
  get('categories unknown posttype', '/podcast/lists/categories/'),
  get('categories posttype with HTML', '/%3Cscript%3E/lists/categories/'),
  // Actor
  get('actor slug with HTML', '/posts/actor/%3Cscript%3E/'),
  get('actor slug with traversal', '/posts/actor/..%2F..%2F/'),
  get('actor slug of 300 chars', `/posts/actor/${long}/`),
  get('actor page 0', '/posts/actor/some-actor/paged/0/'),
  get('actor page 1.5', '/posts/actor/some-actor/paged/1.5/'),
  // Search
  get('search q over 100 chars', `/posts/search/?q=${'x'.repeat(101)}`),
  get('search unknown type filter', '/posts/search/?filter=posttype__podcast'),
  get('search filter unknown key', '/posts/search/?filter=genre__comic'),
  get('search unknown sortby', '/posts/search/?sortby=bogus'),
  get('search list-only sort', '/posts/search/?sortby=updated_at__desc'),
  get('search page 0', '/posts/search/paged/0/?q=a'),
  get('search page abc', '/posts/search/paged/abc/', { status: 400, message: PAGE }),
  get('search page -1', '/posts/search/paged/-1/'),
  // Terms
  get('terms unknown taxonomy', '/terms/lists/?filter=taxonomy__bogus'),
  get('terms filter unknown key', '/terms/lists/?filter=bogus'),
  get('terms taxonomy with HTML', `/terms/lists/?filter=${encodeURIComponent('taxonomy__<script>')}`),
  // CSRF
  get('device id too short', '/auth/csrf_create/', {
    headers: () => ({ 'x-device-id': 'short' }),
    status: 400,
    message: 'Giá trị X-Device-Id không hợp lệ: phải gồm 8 đến 64 chữ cái, chữ số, - hoặc _',
  }),
  get('device id too long', '/auth/csrf_create/', {
    headers: () => ({ 'x-device-id': 'x'.repeat(65) }),
    status: 400,
  }),
  get('device id with HTML', '/auth/csrf_create/', {
    headers: () => ({ 'x-device-id': '<script>alert(1)</script>' }),
    status: 400,
  }),
  // Register
  postTo('register body not JSON', register, {
    body: () => raw('{"name":', 'application/json'),
    status: 400,
    message: 'Request body is not valid JSON',
  }),
  postTo('register wrong content type', register, {
    body: () => raw('name=Lan', 'text/plain'),
    status: 415,
    message: messages.jsonRequired.vi,
  }),
  postTo('register body too large', register, {
    body: () => json({ name: 'x'.repeat(300_000) }),
    status: 413,
    message: 'Request body is too large',
  }),
  postTo('register empty JSON body', register, {
    body: () => raw('', 'application/json'),
    status: 400,
    message: 'Request body is empty',
  }),
  postTo('register JSON array', register, {
    body: () => json([1]),
    status: 400,
    message: 'Request body must be a JSON object',
  }),
  postTo('register name too short', register, {
    body: () => json({ name: 'A', email: 'a@example.com', password: 'secret1' }),
    status: 400,
    message: 'Name must have at least 2 characters',
  }),
  postTo('register name is a number', register, {
    body: () => json({ name: 12, email: 'a@example.com', password: 'secret1' }),
    status: 400,
  }),
  postTo('register name with NUL', register, {
    body: () => json({ name: 'Lan\u0000', email: 'nul@example.com', password: 'secret1' }),
    status: 400,
  }),
  postTo('register email invalid', register, {
    body: () => json({ name: 'Lan', email: 'lan@', password: 'secret1' }),
    status: 400,
    message: 'Email is invalid',
  }),
  postTo('register password short', register, {
    body: () => json({ name: 'Lan', email: 'b@example.com', password: '12345' }),
    status: 400,
    message: 'Password must have at least 6 characters',
  }),
  postTo('register multipart body', register, { body: () => multipart({ name: 'Lan' }), status: 415 }),
  // Login
  postTo('login body not JSON', login, { body: () => raw('email=', 'application/json'), status: 400 }),
  postTo('login remember not boolean', login, {
    body: () => json({ email: 'a@example.com', password: 'secret1', remember: 'yes' }),
    status: 400,
    message: 'Remember must be true or false',
  }),
  postTo('login email with SQL', login, {
    body: () => json({ email: "' OR 1=1 --", password: 'secret1' }),
    status: 400,
    message: 'Email is invalid',
  }),
  postTo('login with a urlencoded body', login, {
    body: () => urlencoded({ email: 'x', password: 'secret1' }),
    status: 415,
  }),
  postTo('login wrong password', login, {
    body: () => json({ email: 'malformed@example.com', password: 'wrong-one' }),
    status: 401,
    message: 'Email or password is incorrect',
  }),
  postTo('login by GET', login, { method: 'GET', status: 404 }),
  // Session
  postTo('logout without token', () => `${v1}/auth/logout`, { status: 401, message: 'Sign in required' }),
  get('me with garbage token', '/auth/me', { headers: () => bearer('garbage'), status: 401, message: GONE }),
  get('me with expired token', '/auth/me', { headers: () => bearer(fx.expired), status: 401, message: GONE }),
  get('me with revoked token', '/auth/me', { headers: () => bearer(fx.revoked), status: 401, message: GONE }),
  get('me with other scheme', '/auth/me', {
    headers: () => ({ authorization: 'Basic YTpi' }),
    status: 401,
    message: 'Sign in required',
  }),
  get('me with a huge token', '/auth/me', { headers: () => bearer('a'.repeat(4000)), status: 401 }),
  // Views
  postTo('views without CSRF token', views(), {
    body: () => urlencoded({}),
    status: 403,
    message: 'CSRF token is required',
  }),
  postTo('views tampered CSRF token', views(), {
    body: () => urlencoded({ csrf_token: fx.tamperedCsrf }),
    status: 403,
    message: CSRF,
  }),
  postTo('views expired CSRF token', views(), {
    body: () => urlencoded({ csrf_token: fx.expiredCsrf }),
    status: 403,
    message: CSRF,
  }),
  postTo('views token of another device', views(), {
    body: () => urlencoded({ csrf_token: fx.csrf }),
    headers: () => ({ 'x-device-id': 'other-device-9' }),
    status: 403,
    message: CSRF,
  }),
  postTo('views unknown posttype', views(undefined, 'podcast'), {
    body: () => urlencoded({ csrf_token: fx.csrf }),
    status: 400,
    message: 'Giá trị posttype không hợp lệ: phải là một trong movie, comic, novel, game',
  }),
  postTo(
    'views id abc',
    views(() => 'abc'),
    {
      body: () => urlencoded({ csrf_token: fx.csrf }),
      status: 400,
      message: 'Giá trị id không hợp lệ: phải là số nguyên dương',
    },
  ),
  postTo(
    'views id 0',
    views(() => 0),
    { body: () => urlencoded({ csrf_token: fx.csrf }), status: 400 },
  ),
  postTo(
    'views id out of range',
    views(() => '9999999999'),
    { body: () => urlencoded({ csrf_token: fx.csrf }), status: 400 },
  ),
  postTo(
    'views unknown post',
    views(() => 987654),
    { body: () => urlencoded({ csrf_token: fx.csrf }), status: 404, message: 'Not Found' },
  ),
  postTo(
    'views post of another type',
    views(() => fx.id, 'movie'),
    { body: () => urlencoded({ csrf_token: fx.csrf }), status: 404 },
  ),
  postTo('views wrong content type', views(), {
    body: () => raw(`csrf_token=${fx.csrf}`, 'text/plain'),
    status: 415,
  }),
  postTo('views form too large', views(), {
    body: () => urlencoded({ csrf_token: 'x'.repeat(20_000) }),
    status: 413,
  }),
  postTo('views JSON not JSON', views(), { body: () => raw('{csrf_token', 'application/json'), status: 400 }),
  // Rating
  postTo('rating without session', rating(), {
    body: mp({ rating: '8' }),
    status: 401,
    message: 'You need to sign in to rate',
  }),
  postTo('rating 0', rating(), { body: mp({ rating: '0' }), headers: member, status: 400, message: RATING }),
  postTo('rating 11', rating(), {
    body: mp({ rating: '11' }),
    headers: member,
    status: 400,
    message: RATING,
  }),
  postTo('rating abc', rating(), {
    body: mp({ rating: 'abc' }),
    headers: member,
    status: 400,
    message: RATING,
  }),
  postTo('rating missing', rating(), { body: mp({}), headers: member, status: 400, message: RATING }),
  postTo('rating content over 2000', rating(), {
    body: mp({ rating: '8', content: 'x'.repeat(2001) }),
    headers: member,
    status: 400,
    message: 'Giá trị content không hợp lệ: chỉ được có tối đa 2000 ký tự',
  }),
  postTo('rating content over the field limit', rating(), {
    body: mp({ rating: '8', content: 'x'.repeat(9000) }),
    headers: member,
    status: 400,
  }),
  postTo('rating content with NUL', rating(), {
    body: mp({ rating: '8', content: 'a\u0000b' }),
    headers: member,
    status: 400,
    message: 'Giá trị content không hợp lệ: không được chứa ký tự điều khiển',
  }),
  postTo('rating too many fields', rating(), {
    body: () => multipart(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']))),
    headers: member,
    status: 413,
  }),
  postTo('rating with a file part', rating(), {
    body: () =>
      raw(
        '--b\r\nContent-Disposition: form-data; name="rating"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n8\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ),
    headers: member,
  }),
  postTo('rating multipart without boundary', rating(), {
    body: () => raw('rating=8', 'multipart/form-data'),
    headers: member,
  }),
  postTo('rating multipart cut short', rating(), {
    body: () =>
      raw('--b\r\nContent-Disposition: form-data; name="rating"\r\n\r\n8', 'multipart/form-data; boundary=b'),
    headers: member,
  }),
  postTo('rating without CSRF token', rating(), {
    body: () => multipart({ rating: '8' }),
    headers: member,
    status: 403,
  }),
  postTo('rating expired CSRF token', rating(), {
    body: mp({ rating: '8', csrf_token: fx.expiredCsrf }),
    headers: member,
    status: 403,
    message: CSRF,
  }),
  postTo('rating revoked session', rating(), {
    body: mp({ rating: '8' }),
    headers: () => bearer(fx.revoked),
    status: 401,
    message: GONE,
  }),
  postTo('rating expired session', rating(), {
    body: mp({ rating: '8' }),
    headers: () => bearer(fx.expired),
    status: 401,
    message: GONE,
  }),
  postTo('rating garbage session', rating(), {
    body: mp({ rating: '8' }),
    headers: () => bearer('x.y.z'),
    status: 401,
    message: GONE,
  }),
  postTo(
    'rating unknown post',
    rating(() => 987654),
    { body: mp({ rating: '8' }), headers: member, status: 404 },
  ),
  // Like
  postTo('like 3', like(), {
    body: mp({ like: '3' }),
    status: 400,
    message: 'Giá trị like không hợp lệ: phải là 1 (thích) hoặc 2 (bỏ thích)',
  }),
  postTo('like 0', like(), { body: mp({ like: '0' }), status: 400 }),
  postTo('like missing', like(), { body: mp({}), status: 400 }),
  postTo('like tampered CSRF token', like(), {
    body: mp(() => ({ like: '1', csrf_token: fx.tamperedCsrf })),
    status: 403,
    message: CSRF,
  }),
  postTo('like expired CSRF token', like(), {
    body: mp({ like: '1', csrf_token: fx.expiredCsrf }),
    status: 403,
    message: CSRF,
  }),
  postTo('like garbage session', like(), {
    body: mp({ like: '1' }),
    headers: () => bearer('nope'),
    status: 401,
    message: GONE,
  }),
  postTo('like with trailing slash', () => `${like()()}/`, {
    body: mp({ like: '1' }),
    status: 404,
    message: 'Not Found',
  }),
  postTo('like unknown posttype', like(undefined, 'podcast'), { body: mp({ like: '1' }), status: 400 }),
  postTo(
    'like id -5',
    like(() => -5),
    { body: mp({ like: '1' }), status: 400 },
  ),
  postTo('like by GET', like(), { method: 'GET', status: 404 }),
]

/** Valid input that merely looks hostile: any non-5xx answer in the envelope is right. */
const hostile: Row[] = [
  get('search q with SQL', `/posts/search/?q=${encodeURIComponent("' OR 1=1; drop table posts; --")}`),
  get('search q with HTML', `/posts/search/?q=${encodeURIComponent('<script>alert(1)</script>')}`),
  get('search q with NUL', '/posts/search/?q=a%00b'),
  get('search q with broken escape', '/posts/search/?q=%E0%A4%A'),
  get('search q twice', '/posts/search/?q=a&q=b'),
]

async function send(row: Row) {
  const body = row.body?.()
  return server.app.inject({
    method: row.method ?? 'GET',
    url: row.url(),
    headers: { 'x-forwarded-for': nextAddress(), ...body?.headers, ...row.headers?.() },
    payload: body?.payload,
  })
}

describe('malformed requests', () => {
  it('cover every endpoint with enough cases', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60)
  })

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const res = await send(row)
    const body = res.json()
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, res.body).toBeLessThan(500)
    if (row.status !== undefined) expect(res.statusCode, res.body).toBe(row.status)
    expect(body.status).toBe('error')
    expect(typeof body.message).toBe('string')
    expect(body.message.length).toBeGreaterThan(0)
    if (row.message !== undefined) expect(body.message).toBe(row.message)
  })

  it.each(hostile.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const res = await send(row)
    expect(res.statusCode, res.body).toBeLessThan(500)
    const body = res.json()
    if (res.statusCode >= 400) expect(body).toEqual({ status: 'error', message: expect.stringMatching(/\S/) })
    else expect(body.status).toBe('success')
  })
})
