import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  libraryEntries,
  libraryPositions,
  likes,
  members,
  posts,
  ratings,
  sessions,
} from '../../server/db/schema.ts'
import { accountClient, signIn } from './account-client.ts'
import { csrfToken, multipart, signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

let counter = 0
/** A new member with a session; their email is unique to the test. */
async function newMember(password = 'secret-password') {
  counter += 1
  const email = `account-${counter}@example.com`
  const { token, user } = await signUp(server.app, email, password)
  return { token, id: user.id, email, client: accountClient(server.app, token) }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

describe('the profile', () => {
  it('is the signed-in member’s own, never stored by a cache', async () => {
    const visitor = await server.app.inject({ url: '/en/api/v1/account/profile/' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.headers['cache-control']).toBe('no-store')
    const { client, email } = await newMember()
    const res = await client.get('/account/profile/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json().data).toMatchObject({
      email,
      name: 'Thành viên',
      full_name: '',
      username: '',
      about: '',
      avatar: null,
    })
  })

  it('refuses what breaks the rules of spec §5, in its words', async () => {
    const { client } = await newMember()
    const cases: [Record<string, string>, string][] = [
      [{ name: 'A' }, 'Name must have at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'Name must have at most 50 characters'],
      [{ name: 'Good name', about: 'a'.repeat(501) }, 'About me must have at most 500 characters'],
      [
        { name: 'Good name', username: 'no spaces here' },
        'Username must be 3 to 30 letters, digits, dots or underscores',
      ],
      [
        { name: 'Good name', username: 'ab' },
        'Username must be 3 to 30 letters, digits, dots or underscores',
      ],
      [{ name: 'Good name', full_name: 'f'.repeat(101) }, 'Full name must have at most 100 characters'],
      [{ name: 'Good name', about: 'bell\u0007' }, 'About me must not contain control characters'],
    ]
    for (const [body, message] of cases) {
      const res = await client.post('/account/profile/', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toEqual({ status: 'error', message })
    }
    const noToken = await client.post('/account/profile/', { name: 'Good name' }, false)
    expect(noToken.statusCode).toBe(403)
  })

  it('saves the optional fields, and empty ones as none', async () => {
    const { client } = await newMember()
    const res = await client.post('/account/profile/', {
      name: '  Mọt sách  ',
      full_name: 'Nguyễn Văn Mọt',
      username: 'mot.sach_1',
      about: 'Đọc truyện mỗi tối.\nXem phim cuối tuần.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Mọt sách',
      full_name: 'Nguyễn Văn Mọt',
      username: 'mot.sach_1',
      about: 'Đọc truyện mỗi tối.\nXem phim cuối tuần.',
    })
    const cleared = await client.post('/account/profile/', { name: 'Mọt sách' })
    expect(cleared.json().data).toMatchObject({ full_name: '', username: '', about: '' })
  })

  it('keeps a username to one member, whatever its letter case', async () => {
    const first = await newMember()
    const second = await newMember()
    expect(
      (await first.client.post('/account/profile/', { name: 'First', username: 'TheReader' })).statusCode,
    ).toBe(200)
    const taken = await second.client.post('/account/profile/', { name: 'Second', username: 'thereader' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Username is already taken')
    // The owner may save it again, in another case.
    expect(
      (await first.client.post('/account/profile/', { name: 'First', username: 'THEREADER' })).statusCode,
    ).toBe(200)
  })
})

describe('the avatar', () => {
  it('is read by its content: a PNG sent as a JPEG is taken, resized, without its metadata', async () => {
    const { client, id } = await newMember()
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody Private', Copyright: 'Hidden place' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const asJpeg = await client.upload(await png(300, 200), 'image/jpeg')
    expect(asJpeg.statusCode).toBe(200)
    const res = await client.upload(photo, 'image/png')
    expect(res.statusCode).toBe(200)
    const avatar = res.json().data.avatar
    expect(avatar).toMatchObject({ resizable: true, width: 512, height: 512 })
    const stored = readdirSync(join(server.mediaDir, `avatars/${id}`))
    // The older avatar went when the new one came.
    expect(stored).toHaveLength(1)
    const bytes = await sharp(join(server.mediaDir, `avatars/${id}`, stored[0]!)).metadata()
    expect(bytes).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(bytes.exif).toBeUndefined()
    expect((await client.get('/account/profile/')).json().data.avatar.path).toBe(avatar.path)
  })

  it('refuses a text file named as a PNG, another format, too many bytes, too many pixels', async () => {
    const { client } = await newMember()
    const text = await client.upload(Buffer.from('this is not a picture at all'), 'image/png')
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe('Avatar must be a JPG, JPEG or PNG image')
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .webp()
      .toBuffer()
    expect((await client.upload(webp, 'image/webp')).json().message).toBe(
      'Avatar must be a JPG, JPEG or PNG image',
    )
    const large = await client.upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/jpeg')
    expect(large.statusCode).toBe(413)
    expect(large.json()).toEqual({ status: 'error', message: 'Avatar must be at most 2MB' })
    // 10000 × 5000 pixels of one colour: a few kilobytes that would take 150 MB to decode.
    const bomb = await client.upload(await png(10_000, 5_000), 'image/png')
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().message).toBe('Avatar has too many pixels')
    expect((await client.get('/account/profile/')).json().data.avatar).toBeNull()
  })

  it('can be taken away', async () => {
    const { client, id } = await newMember()
    await client.upload(await png(64, 64), 'image/png')
    const res = await client.post('/account/avatar/delete/')
    expect(res.statusCode).toBe(200)
    expect(readdirSync(join(server.mediaDir, `avatars/${id}`))).toHaveLength(0)
    expect((await client.get('/account/profile/')).json().data.avatar).toBeNull()
  })
})

describe('changing the email and the password', () => {
  it('takes the current password, and ends every other session', async () => {
    const { client, email, token } = await newMember()
    const other = (await signIn(server.app, email, 'secret-password')).json().data.token as string
    const wrong = await client.post('/account/email/', {
      email: 'new@example.com',
      current_password: 'not-it',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Current password is incorrect')
    const invalid = await client.post('/account/email/', {
      email: 'nope',
      current_password: 'secret-password',
    })
    expect(invalid.json().message).toBe('Email is invalid')
    const someone = await newMember()
    const taken = await client.post('/account/email/', {
      email: someone.email.toUpperCase(),
      current_password: 'secret-password',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Email is already registered')

    const newEmail = `changed-${counter}@example.com`
    const res = await client.post('/account/email/', { email: newEmail, current_password: 'secret-password' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ email: newEmail, sessions_ended: 1 })
    const me = (t: string) =>
      server.app.inject({ url: '/en/api/v1/auth/me', headers: { authorization: `Bearer ${t}` } })
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(token)).json().data.email).toBe(newEmail)
    expect((await signIn(server.app, newEmail, 'secret-password')).statusCode).toBe(200)
  })

  it('checks the new password by spec §5, and signs every other device out', async () => {
    const { client, email, token } = await newMember()
    const other = (await signIn(server.app, email, 'secret-password')).json().data.token as string
    const cases: [Record<string, string>, string][] = [
      [
        { current_password: 'secret-password', password: '12345', confirm_password: '12345' },
        'Password must have at least 6 characters',
      ],
      [
        { current_password: 'secret-password', password: 'p'.repeat(33), confirm_password: 'p'.repeat(33) },
        'Password must have at most 32 characters',
      ],
      [
        { current_password: 'secret-password', password: 'new-password', confirm_password: 'new-passw0rd' },
        'Passwords do not match',
      ],
      [
        { current_password: '', password: 'new-password', confirm_password: 'new-password' },
        'Current password is required',
      ],
      [
        { current_password: 'not-it', password: 'new-password', confirm_password: 'new-password' },
        'Current password is incorrect',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await client.post('/account/password/', body)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const res = await client.post('/account/password/', {
      current_password: 'secret-password',
      password: 'new-password',
      confirm_password: 'new-password',
    })
    expect(res.json()).toEqual({ status: 'success', data: { sessions_ended: 1 } })
    const me = (t: string) =>
      server.app.inject({ url: '/en/api/v1/auth/me', headers: { authorization: `Bearer ${t}` } })
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(token)).statusCode).toBe(200)
    expect((await signIn(server.app, email, 'secret-password')).statusCode).toBe(401)
    expect((await signIn(server.app, email, 'new-password')).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('lists where the member is signed in, and ends one or all the others', async () => {
    const { client, email, token } = await newMember()
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
    const firefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'
    const onPhone = (await signIn(server.app, email, 'secret-password', phone)).json().data.token as string
    const onMac = (await signIn(server.app, email, 'secret-password', firefox)).json().data.token as string
    const list = await client.get('/account/sessions/')
    expect(list.headers['cache-control']).toBe('no-store')
    const rows = list.json().data as {
      id: number
      browser: string
      system: string
      current: boolean
      address: string
      last_used_at: string
    }[]
    expect(rows).toHaveLength(3)
    expect(rows.filter((row) => row.current)).toHaveLength(1)
    const android = rows.find((row) => row.system === 'Android')!
    expect(android).toMatchObject({ browser: 'Chrome 131', current: false })
    expect(android.address).toMatch(/^10\./)
    expect(rows.find((row) => row.system === 'macOS')).toMatchObject({ browser: 'Firefox 133' })

    // Someone else's session is not this member's to end.
    const stranger = await newMember()
    expect((await stranger.client.post(`/account/sessions/${android.id}/revoke/`)).statusCode).toBe(404)
    expect((await client.post('/account/sessions/abc/revoke/')).statusCode).toBe(400)

    expect((await client.post(`/account/sessions/${android.id}/revoke/`)).json().data).toMatchObject({
      revoked: true,
      current: false,
    })
    const me = (t: string) =>
      server.app.inject({ url: '/en/api/v1/auth/me', headers: { authorization: `Bearer ${t}` } })
    expect((await me(onPhone)).statusCode).toBe(401)
    expect((await me(onMac)).statusCode).toBe(200)
    expect((await client.post('/account/sessions/others/revoke/')).json().data).toEqual({ revoked: 1 })
    expect((await me(onMac)).statusCode).toBe(401)
    expect((await me(token)).statusCode).toBe(200)
    expect((await client.get('/account/sessions/')).json().data).toHaveLength(1)
  })

  it('moves a session’s last use at most every few minutes', async () => {
    const { client, id } = await newMember()
    const lastUsed = async () =>
      (
        await server.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.memberId, id))
      )[0]!.at.getTime()
    const first = await lastUsed()
    await client.get('/account/profile/')
    expect(await lastUsed()).toBe(first)
    await server.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.memberId, id))
    const old = await lastUsed()
    await client.get('/account/profile/')
    expect(await lastUsed()).toBeGreaterThan(old + 9 * 60 * 1000)
  })
})

/** Likes and rates a post through the API, as the app does. */
async function likeAndRate(
  token: string,
  post: { id: number; posttype: string },
  rating: number,
  content: string,
) {
  for (const [path, fields] of [
    [`like/${post.posttype}/${post.id}`, { like: '1' }],
    [`rating/${post.posttype}/${post.id}/`, { rating: String(rating), content }],
  ] as const) {
    const { csrf_token } = await csrfToken(server.app)
    const form = multipart({ ...fields, csrf_token })
    const res = await server.app.inject({
      method: 'POST',
      url: `/en/api/v1/posts/action/${path}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
}

describe('reviews', () => {
  it('name their author by username or name, with the avatar, never the email', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const named = await newMember()
    const plain = await newMember()
    await named.client.post('/account/profile/', { name: 'Named', username: 'bookworm' })
    await named.client.upload(await png(64, 64), 'image/png')
    await likeAndRate(named.token, post, 9, 'Rất hay!')
    await likeAndRate(plain.token, post, 4, 'Tạm được')
    const res = await server.app.inject({ url: `/vi/api/v1/posts/reviews/novel/${post.id}/` })
    expect(res.statusCode).toBe(200)
    const reviews = res.json().data as {
      author: { name: string; avatar: unknown }
      rating: number
      content: string
    }[]
    expect(reviews.map((r) => [r.author.name, r.rating, r.content])).toEqual([
      ['Thành viên', 4, 'Tạm được'],
      ['bookworm', 9, 'Rất hay!'],
    ])
    expect(reviews[1]!.author.avatar).toMatchObject({ resizable: true })
    expect(res.body).not.toContain('@example.com')
    expect((await server.app.inject({ url: `/vi/api/v1/posts/reviews/novel/999999/` })).statusCode).toBe(404)
    expect(
      (await server.app.inject({ url: `/vi/api/v1/posts/reviews/novel/${post.id}/?page=0` })).statusCode,
    ).toBe(400)
  })
})

describe('how a post was rated', () => {
  it('counts each number of stars, with the mean they make; a rating changed moves its count', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const ratings = () => server.app.inject({ url: `/vi/api/v1/posts/ratings/comic/${post.id}/` })
    expect((await ratings()).json().data).toEqual({
      counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      rating_count: 0,
      rating_avg: 0,
    })
    const first = await newMember()
    const second = await newMember()
    const third = await newMember()
    await likeAndRate(first.token, post, 10, '')
    await likeAndRate(second.token, post, 10, 'Tuyệt')
    await likeAndRate(third.token, post, 3, '')
    const answer = await ratings()
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.json().data).toEqual({
      counts: [0, 0, 1, 0, 0, 0, 0, 0, 0, 2],
      rating_count: 3,
      rating_avg: 7.67,
    })
    await likeAndRate(third.token, post, 8, '')
    expect((await ratings()).json().data.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 2])
    expect((await server.app.inject({ url: '/vi/api/v1/posts/ratings/comic/999999/' })).statusCode).toBe(404)
    expect((await server.app.inject({ url: `/vi/api/v1/posts/ratings/movie/${post.id}/` })).statusCode).toBe(
      404,
    )
  })
})

/** Saves a post and a reading position in the member's library, as a device's sync would. */
async function keepInLibrary(token: string, postId: number) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/library/sync/',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      changes: [{ list: 'saved', id: postId, at: Date.now() }],
      positions: [{ kind: 'chapter', post: postId, index: 1, at: Date.now(), page: 5 }],
      csrf_token: (await csrfToken(server.app)).csrf_token,
    },
  })
  expect(res.statusCode).toBe(200)
}

describe('leaving', () => {
  it('downloads everything first, in one JSON file', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const { client, email } = await newMember()
    await client.post('/account/profile/', { name: 'Leaver', about: 'Tạm biệt' })
    const token = (await signIn(server.app, email, 'secret-password')).json().data.token
    await likeAndRate(token, post, 7, 'Phim ổn')
    await keepInLibrary(token, post.id)
    const res = await client.get('/account/export/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mot-account-\d+-\d{4}-\d\d-\d\d\.json"$/,
    )
    const data = res.json().data
    expect(data.profile).toMatchObject({ email, name: 'Leaver', about: 'Tạm biệt' })
    expect(data.profile.password_hash).toBeUndefined()
    expect(data.sessions).toHaveLength(2)
    expect(data.sessions[0].token_hash).toBeUndefined()
    expect(data.likes).toMatchObject([{ post_id: post.id, slug: post.slug }])
    expect(data.ratings).toMatchObject([{ post_id: post.id, rating: 7, review: 'Phim ổn' }])
    expect(data.library).toMatchObject([{ post_id: post.id, list: 'saved', removed: false }])
    expect(data.positions).toMatchObject([
      { post_id: post.id, kind: 'chapter', index: 1, place: { page: 5 } },
    ])
  })

  it('deletes the account with its password: no rows stay, the counts follow, the audit keeps the fact', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const stays = await newMember()
    const leaver = await newMember()
    await likeAndRate(stays.token, post, 6, 'Giữ lại')
    await likeAndRate(leaver.token, post, 10, 'Sẽ xoá')
    await leaver.client.upload(await png(64, 64), 'image/png')
    await keepInLibrary(leaver.token, post.id)
    const other = (await signIn(server.app, leaver.email, 'secret-password')).json().data.token as string
    const countsOf = async () => (await server.db.select().from(posts).where(eq(posts.id, post.id)))[0]!
    expect(await countsOf()).toMatchObject({ likeCount: 2, ratingTotal: 16, ratingCount: 2 })

    const wrong = await leaver.client.post('/account/delete/', { current_password: 'nope-nope' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Current password is incorrect')
    const res = await leaver.client.post('/account/delete/', { current_password: 'secret-password' })
    expect(res.json()).toEqual({ status: 'success', data: { deleted: true } })

    expect(await countsOf()).toMatchObject({ likeCount: 1, ratingTotal: 6, ratingCount: 1 })
    for (const table of [sessions, likes, ratings, libraryEntries, libraryPositions] as const) {
      expect(await server.db.select().from(table).where(eq(table.memberId, leaver.id))).toEqual([])
    }
    expect(await server.db.select().from(members).where(eq(members.id, leaver.id))).toEqual([])
    expect(existsSync(join(server.mediaDir, `avatars/${leaver.id}`))).toBe(false)
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${leaver.id}`))
    expect(entries).toMatchObject([
      { action: 'member.delete', actor: `member:${leaver.id}`, before: null, after: null },
    ])
    expect(JSON.stringify(entries)).not.toContain(leaver.email)
    const me = await server.app.inject({
      url: '/en/api/v1/auth/me',
      headers: { authorization: `Bearer ${other}` },
    })
    expect(me.statusCode).toBe(401)
    expect((await signIn(server.app, leaver.email, 'secret-password')).statusCode).toBe(401)
    // The other member's review is still there.
    const reviews = await server.app.inject({ url: `/en/api/v1/posts/reviews/comic/${post.id}/` })
    expect(reviews.json().data).toHaveLength(1)
  })
})
