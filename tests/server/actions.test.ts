import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likes, posts, postViewMarks, postViewsDaily, ratings } from '../../server/db/schema.ts'
import { rollupViews, startViewRollup } from '../../server/posts/views.ts'
import { csrfToken, multipart, nextAddress, signUp, urlencoded } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const base = '/vi/api/v1/posts/action'
const send = (url: string, body: { payload: string; headers: Record<string, string> }, headers = {}) =>
  server.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } })
const postRow = async (id: number) => (await server.db.select().from(posts).where(eq(posts.id, id)))[0]!

describe('views', () => {
  it('counts a view in the total, today and the week, and in today’s bucket', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const { csrf_token } = await csrfToken(server.app, 'device-view-0001')
    const first = await send(`${base}/views/movie/${post.id}/`, urlencoded({ csrf_token }))
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'success', data: { views: 1 } })
    const other = await csrfToken(server.app, 'device-view-0002')
    const second = await send(
      `${base}/views/movie/${post.id}/`,
      multipart({ csrf_token: other.csrf_token }),
      {
        'x-forwarded-for': nextAddress(),
      },
    )
    expect(second.json().data).toEqual({ views: 2 })
    const row = await postRow(post.id)
    expect([row.views, row.viewsDay, row.viewsWeek]).toEqual([2, 2, 2])
    const buckets = await server.db.select().from(postViewsDaily).where(eq(postViewsDaily.postId, post.id))
    expect(buckets.map((b) => b.views)).toEqual([2])
  })

  it('counts one client once an hour however often it calls', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const { csrf_token } = await csrfToken(server.app, 'device-view-0003')
    const url = `${base}/views/comic/${post.id}/`
    const answers = []
    for (let i = 0; i < 120; i++) answers.push(await send(url, urlencoded({ csrf_token })))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(120).fill(200))
    expect(answers.map((res) => res.json().data.views)).toEqual(Array(120).fill(1))
    const row = await postRow(post.id)
    expect([row.views, row.viewsDay, row.viewsWeek]).toEqual([1, 1, 1])
  })

  it('counts neither a new device from a counted address nor a counted device from a new address', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const url = `${base}/views/novel/${post.id}/`
    const home = nextAddress()
    const view = async (device: string, address: string, headers: Record<string, string> = {}) => {
      const { csrf_token } = await csrfToken(server.app, device)
      const res = await send(url, urlencoded({ csrf_token }), { 'x-forwarded-for': address, ...headers })
      return res.json().data.views
    }
    expect(await view('device-view-0004', home)).toBe(1)
    for (let i = 0; i < 10; i++) expect(await view(`rotating-device-${i}`, home)).toBe(1)
    expect(await view('device-view-0004', nextAddress())).toBe(1)
    // A member is one viewer on every device they use.
    const { token } = await signUp(server.app, 'viewer@example.com')
    const asMember = { authorization: `Bearer ${token}` }
    expect(await view('device-view-0005', nextAddress(), asMember)).toBe(2)
    expect(await view('device-view-0006', nextAddress(), asMember)).toBe(2)
    expect(await view('device-view-0007', nextAddress())).toBe(3)
  })

  it('forgets the marks of past hours at the rollup', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const hour = (back: number) => sql`date_trunc('hour', now()) - make_interval(hours => ${back}::int)`
    await server.db.insert(postViewMarks).values([
      { postId: post.id, viewer: 'device:old-device-1', hour: hour(2) as never },
      { postId: post.id, viewer: 'device:old-device-2', hour: hour(1) as never },
      { postId: post.id, viewer: 'device:this-hour-1', hour: hour(0) as never },
    ])
    await rollupViews(server.db)
    const left = await server.db.select().from(postViewMarks).where(eq(postViewMarks.postId, post.id))
    expect(left.map((mark) => mark.viewer)).toEqual(['device:this-hour-1'])
  })

  it('needs a valid CSRF token and the right post type', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const missing = await send(`${base}/views/comic/${post.id}/`, urlencoded({}))
    expect(missing.statusCode).toBe(403)
    const forged = await send(`${base}/views/comic/${post.id}/`, urlencoded({ csrf_token: 'abc.def' }))
    expect(forged.json()).toEqual({ status: 'error', message: 'Invalid or expired CSRF token' })
    const { csrf_token } = await csrfToken(server.app)
    const wrongType = await send(`${base}/views/movie/${post.id}/`, urlencoded({ csrf_token }))
    expect(wrongType.statusCode).toBe(404)
    expect(wrongType.json()).toEqual({ status: 'error', message: 'Not Found' })
    expect((await postRow(post.id)).views).toBe(0)
  })

  it('rolls day and week counters up from the buckets', async () => {
    const busy = await createPost(server.db, { posttype: 'game', viewsDay: 99, viewsWeek: 99 })
    const idle = await createPost(server.db, { posttype: 'game', viewsDay: 4, viewsWeek: 7 })
    const days = (n: number) => sql`current_date - ${n}::int`
    await server.db.insert(postViewsDaily).values([
      { postId: busy.id, day: days(0) as never, views: 5 },
      { postId: busy.id, day: days(1) as never, views: 3 },
      { postId: busy.id, day: days(6) as never, views: 2 },
      { postId: busy.id, day: days(7) as never, views: 100 },
      { postId: busy.id, day: days(40) as never, views: 1000 },
    ])
    await rollupViews(server.db)
    const [b, i] = [await postRow(busy.id), await postRow(idle.id)]
    expect([b.viewsDay, b.viewsWeek]).toEqual([5, 10])
    expect([i.viewsDay, i.viewsWeek]).toEqual([0, 0])
    const left = await server.db.select().from(postViewsDaily).where(eq(postViewsDaily.postId, busy.id))
    expect(left).toHaveLength(4)
  })

  it('rolls up once at start, then on a timer until stopped', async () => {
    const stale = await createPost(server.db, { posttype: 'game', viewsDay: 3, viewsWeek: 3 })
    const stop = startViewRollup(server.db, 50)
    await expect.poll(async () => (await postRow(stale.id)).viewsWeek).toBe(0)
    await stop()
  })
})

describe('parallel writes', () => {
  it('count every view and every rating', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const viewers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => csrfToken(server.app, `parallel-viewer-${i}`)),
    )
    await Promise.all(
      viewers.map(({ csrf_token }) =>
        send(`${base}/views/novel/${post.id}/`, urlencoded({ csrf_token }), {
          'x-forwarded-for': nextAddress(),
        }),
      ),
    )
    const viewed = await postRow(post.id)
    expect([viewed.views, viewed.viewsDay, viewed.viewsWeek]).toEqual([20, 20, 20])
    const { csrf_token } = viewers[0]!
    const raters = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(server.app, `parallel-rater-${i}@example.com`)),
    )
    const answers = await Promise.all(
      raters.map(({ token }, i) =>
        send(`${base}/rating/novel/${post.id}/`, multipart({ rating: String(i + 1), csrf_token }), {
          authorization: `Bearer ${token}`,
        }),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200))
    const rated = await postRow(post.id)
    expect([rated.ratingTotal, rated.ratingCount]).toEqual([36, 8])
  })

  it('keep one rating when a member rates twice at once', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const { token } = await signUp(server.app, 'twice-at-once@example.com')
    const { csrf_token } = await csrfToken(server.app)
    const answers = await Promise.all(
      ['3', '8', '5', '10'].map((rating) =>
        send(`${base}/rating/novel/${post.id}/`, multipart({ rating, csrf_token }), {
          authorization: `Bearer ${token}`,
        }),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(4).fill(200))
    const [row] = await server.db.select().from(ratings).where(eq(ratings.postId, post.id))
    const rated = await postRow(post.id)
    expect([rated.ratingTotal, rated.ratingCount]).toEqual([row!.rating, 1])
  })
})

describe('rating', () => {
  it('needs a session', async () => {
    const post = await createPost(server.db)
    const { csrf_token } = await csrfToken(server.app)
    const res = await send(`${base}/rating/comic/${post.id}/`, multipart({ rating: '8', csrf_token }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: 'error', message: 'You need to sign in to rate' })
  })

  it('keeps one rating per member and the totals equal to the rows', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const url = `${base}/rating/novel/${post.id}/`
    const a = await signUp(server.app, 'rater-a@example.com')
    const b = await signUp(server.app, 'rater-b@example.com')
    const { csrf_token } = await csrfToken(server.app)
    const rate = (token: string, rating: string, content = '') =>
      send(url, multipart({ rating, content, csrf_token }), { authorization: `Bearer ${token}` })
    const first = await rate(a.token, '7', 'Hay lắm')
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual({ rating: 7, rating_total: 7, rating_count: 1, rating_avg: 7 })
    const replaced = await rate(a.token, '10')
    expect(replaced.json().data).toEqual({ rating: 10, rating_total: 10, rating_count: 1, rating_avg: 10 })
    const second = await rate(b.token, '9')
    expect(second.json().data).toEqual({ rating: 9, rating_total: 19, rating_count: 2, rating_avg: 9.5 })
    const c = await signUp(server.app, 'rater-c@example.com')
    expect((await rate(c.token, '9')).json().data.rating_avg).toBe(9.33)
    const rows = await server.db.select().from(ratings).where(eq(ratings.postId, post.id))
    const row = await postRow(post.id)
    expect(row.ratingTotal).toBe(rows.reduce((sum, r) => sum + r.rating, 0))
    expect(row.ratingCount).toBe(rows.length)
  })

  it.each([
    [{ rating: '0' }, 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'],
    [{ rating: '11' }, 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'],
    [{ rating: 'abc' }, 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'],
    [{ rating: '7.5' }, 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'],
    [{}, 'Giá trị rating không hợp lệ: phải là số nguyên từ 1 đến 10'],
    [
      { rating: '5', content: 'x'.repeat(2001) },
      'Giá trị content không hợp lệ: chỉ được có tối đa 2000 ký tự',
    ],
  ])('refuses %#', async (fields, message) => {
    const post = await createPost(server.db)
    const { token } = await signUp(server.app, `bad-${Math.random()}@example.com`)
    const { csrf_token } = await csrfToken(server.app)
    const res = await send(`${base}/rating/comic/${post.id}/`, multipart({ ...fields, csrf_token }), {
      authorization: `Bearer ${token}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message })
  })
})

describe('like', () => {
  it('counts once per device and takes a like back', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const url = `${base}/like/movie/${post.id}`
    const { csrf_token } = await csrfToken(server.app, 'device-like-0001')
    const like = (value: string) => send(url, multipart({ like: value, csrf_token }))
    expect((await like('1')).json()).toEqual({ status: 'success', data: { like_count: 1, is_like: true } })
    expect((await like('1')).json().data).toEqual({ like_count: 1, is_like: true })
    expect((await like('2')).json().data).toEqual({ like_count: 0, is_like: false })
    expect((await like('2')).json().data).toEqual({ like_count: 0, is_like: false })
  })

  it('counts 25 token and like pairs from one client once', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const url = `${base}/like/movie/${post.id}`
    // Without X-Device-Id the server derives the device from the address, so every token is the same device.
    for (let i = 0; i < 25; i++) {
      const { csrf_token } = await csrfToken(server.app)
      expect((await send(url, multipart({ like: '1', csrf_token }))).statusCode).toBe(200)
    }
    // New device ids from one address add no more.
    for (let i = 0; i < 25; i++) {
      const { csrf_token } = await csrfToken(server.app, `rotating-liker-${i}`)
      expect((await send(url, multipart({ like: '1', csrf_token }))).json().data.like_count).toBe(1)
    }
    expect((await postRow(post.id)).likeCount).toBe(1)
    expect(await server.db.$count(likes, eq(likes.postId, post.id))).toBe(1)
  })

  it('counts visitors on other addresses apart', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const url = `${base}/like/movie/${post.id}`
    for (let i = 0; i < 3; i++) {
      const { csrf_token } = await csrfToken(server.app, `own-address-liker-${i}`)
      await send(url, multipart({ like: '1', csrf_token }), { 'x-forwarded-for': nextAddress() })
    }
    expect((await postRow(post.id)).likeCount).toBe(3)
    const rows = await server.db.select().from(likes).where(eq(likes.postId, post.id))
    // The address is kept only as a keyed hash.
    expect(rows.every((row) => /^[A-Za-z0-9_-]{22}$/.test(row.addressHash ?? ''))).toBe(true)
  })

  it('folds the device’s anonymous like into the member’s', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const url = `${base}/like/comic/${post.id}`
    const { token, user } = await signUp(server.app, 'liker@example.com')
    const asMember = { authorization: `Bearer ${token}` }
    const { csrf_token } = await csrfToken(server.app, 'device-like-0002')
    expect((await send(url, multipart({ like: '1', csrf_token }))).json().data.like_count).toBe(1)
    const signedIn = await send(url, multipart({ like: '1', csrf_token }), asMember)
    expect(signedIn.json().data).toEqual({ like_count: 1, is_like: true })
    const again = await send(url, multipart({ like: '1', csrf_token }), asMember)
    expect(again.json().data.like_count).toBe(1)
    const rows = await server.db.select().from(likes).where(eq(likes.postId, post.id))
    expect(rows.map((row) => row.memberId)).toEqual([user.id])
    // Liked again while signed out, then taken back while signed in: both go.
    await send(url, multipart({ like: '1', csrf_token }))
    expect((await postRow(post.id)).likeCount).toBe(2)
    const taken = await send(url, multipart({ like: '2', csrf_token }), asMember)
    expect(taken.json().data).toEqual({ like_count: 0, is_like: false })
    expect(await server.db.$count(likes, eq(likes.postId, post.id))).toBe(0)
  })

  it('stays consistent under parallel likes', async () => {
    const post = await createPost(server.db, { posttype: 'game' })
    const url = `${base}/like/game/${post.id}`
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => csrfToken(server.app, `parallel-device-${i}`)),
    )
    const addresses = tokens.map(() => nextAddress())
    const answers = await Promise.all(
      tokens.map(({ csrf_token }, i) =>
        send(url, multipart({ like: '1', csrf_token }), { 'x-forwarded-for': addresses[i]! }),
      ),
    )
    expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    expect((await postRow(post.id)).likeCount).toBe(20)
    const same = tokens[0]!.csrf_token
    const from = { 'x-forwarded-for': addresses[0]! }
    await Promise.all(
      Array.from({ length: 10 }, () => send(url, multipart({ like: '2', csrf_token: same }), from)),
    )
    await Promise.all(
      Array.from({ length: 10 }, () => send(url, multipart({ like: '1', csrf_token: same }), from)),
    )
    const count = await server.db.$count(likes, eq(likes.postId, post.id))
    expect((await postRow(post.id)).likeCount).toBe(count)
    expect(count).toBe(20)
  })

  it('makes the cached detail show the new count', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const detail = () => server.app.inject(`/en/api/v1/posts/detail/movie/${post.slug}/`)
    expect((await detail()).json().data.like_count).toBe(0)
    expect((await detail()).headers['x-cache']).toBe('hit')
    const { csrf_token } = await csrfToken(server.app)
    await send(`${base}/like/movie/${post.id}`, multipart({ like: '1', csrf_token }))
    expect((await detail()).json().data.like_count).toBe(1)
  })

  it('refuses a bad like value, a foreign device and a missing post', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const { csrf_token } = await csrfToken(server.app, 'device-like-0003')
    const three = await send(`${base}/like/movie/${post.id}`, multipart({ like: '3', csrf_token }))
    expect(three.statusCode).toBe(400)
    expect(three.json().message).toBe('Giá trị like không hợp lệ: phải là 1 (thích) hoặc 2 (bỏ thích)')
    const foreign = await send(`${base}/like/movie/${post.id}`, multipart({ like: '1', csrf_token }), {
      'x-device-id': 'someone-else-01',
    })
    expect(foreign.statusCode).toBe(403)
    const missing = await send(`${base}/like/movie/999999`, multipart({ like: '1', csrf_token }))
    expect(missing.statusCode).toBe(404)
    const wrongType = await send(`${base}/like/comic/${post.id}`, multipart({ like: '1', csrf_token }))
    expect(wrongType.json()).toEqual({ status: 'error', message: 'Not Found' })
    const slash = await send(`${base}/like/movie/${post.id}/`, multipart({ like: '1', csrf_token }))
    expect(slash.statusCode).toBe(404)
  })
})
