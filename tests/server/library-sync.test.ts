import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likes, posts } from '../../server/db/schema.ts'
import { messages } from '../../server/http/messages.ts'
import { LIBRARY_CHANGES_MAX, LIBRARY_HISTORY_MAX } from '../../src/contract/limits.ts'
import { csrfToken, nextAddress, signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let member: { token: string; user: { id: number } }
let other: { token: string; user: { id: number } }
beforeAll(async () => {
  server = await createTestServer()
  member = await signUp(server.app, 'library@example.com')
  other = await signUp(server.app, 'library-other@example.com')
})
afterAll(() => server.close())

const url = (lang = 'vi') => `/${lang}/api/v1/library/sync/`
let address = nextAddress()
/** Each call from its own address, so only the member limit can stop them (a test of its own). */
const headers = (token: string | undefined, more: Record<string, string> = {}) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'x-device-id': device,
  'x-forwarded-for': address,
  ...more,
})
const device = 'laptop-device-0001'
/** A batch as the app sends it: with a CSRF token bound to its device. */
const send = async (token: string, body: object, lang = 'vi', to = server) => {
  const { csrf_token } = await csrfToken(to.app, device)
  return to.app.inject({
    method: 'POST',
    url: url(lang),
    headers: headers(token),
    payload: { ...body, csrf_token },
  })
}
const read = (token?: string, more: Record<string, string> = {}) =>
  server.app.inject({ url: url(), headers: headers(token, more) })

async function freshMember() {
  address = nextAddress()
  return signUp(server.app, `library-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
}

describe('the member library', () => {
  it('keeps saved posts, history and positions, and shows them to every device of the member only', async () => {
    const comic = await createPost(server.db, { posttype: 'comic', titleVi: 'Truyện A', titleEn: 'Comic A' })
    const film = await createPost(server.db, { posttype: 'movie' })
    const now = Date.now()
    const sent = await send(member.token, {
      changes: [
        { list: 'saved', id: comic.id, at: now - 1000 },
        { list: 'history', id: comic.id, at: now - 500, chapter: 3 },
        { list: 'history', id: film.id, at: now - 400 },
      ],
      positions: [
        { kind: 'chapter', post: comic.id, index: 3, at: now - 500, page: 5 },
        { kind: 'film', post: film.id, index: 1, at: now - 400, t: 61.5, d: 3600 },
      ],
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.headers['cache-control']).toBe('no-store')
    const data = sent.json().data
    expect(data.saved.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
      [comic.id, 'Truyện A'],
    ])
    expect(data.history.map((p: { id: number; chapter?: number }) => [p.id, p.chapter])).toEqual([
      [film.id, undefined],
      [comic.id, 3],
    ])
    expect(data.positions).toEqual([
      { kind: 'film', post: film.id, index: 1, at: now - 400, t: 61.5, d: 3600 },
      { kind: 'chapter', post: comic.id, index: 3, at: now - 500, page: 5 },
    ])

    // Another device of the member, in English: the same library, titles in its language.
    const english = await server.app.inject({
      url: url('en'),
      headers: headers(member.token, { 'x-device-id': 'phone-device-0002' }),
    })
    expect(english.json().data.saved[0].title).toBe('Comic A')
    expect(english.json().data.positions).toHaveLength(2)
    // Another member sees nothing of it; a visitor is told to sign in.
    const theirs = (await read(other.token)).json().data
    expect(theirs).toEqual({ saved: [], history: [], liked: [], followed: [], shelves: [], positions: [] })
    const visitor = await read()
    expect(visitor.statusCode).toBe(401)
    expect(visitor.headers['cache-control']).toBe('no-store')
    expect(visitor.json().status).toBe('error')
  })

  it('answers 304 while nothing changed, and the library once anything did', async () => {
    const someone = await freshMember()
    const first = await read(someone.token)
    const tag = first.headers.etag as string
    expect(tag).toMatch(/^".+"$/)
    expect((await read(someone.token, { 'if-none-match': tag })).statusCode).toBe(304)
    const post = await createPost(server.db, { posttype: 'novel' })
    await send(someone.token, { changes: [{ list: 'saved', id: post.id, at: Date.now() }] })
    const changed = await read(someone.token, { 'if-none-match': tag })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.saved[0].id).toBe(post.id)
    // A like is part of the library too.
    const tagged = changed.headers.etag as string
    await server.db.insert(likes).values({ postId: post.id, memberId: someone.user.id })
    const liked = await read(someone.token, { 'if-none-match': tagged })
    expect(liked.statusCode).toBe(200)
    expect(liked.json().data.liked.map((p: { id: number }) => p.id)).toEqual([post.id])
  })

  it('resolves two devices by time: the later change wins, a removal as well as a save', async () => {
    const someone = await freshMember()
    const post = await createPost(server.db, { posttype: 'comic' })
    const t = Date.now() - 60_000
    await send(someone.token, { changes: [{ list: 'saved', id: post.id, at: t }] })
    // The phone took it out later; the laptop's older save, sent after, does not bring it back.
    await send(someone.token, { changes: [{ list: 'saved', id: post.id, at: t + 2000, removed: true }] })
    const stale = await send(someone.token, { changes: [{ list: 'saved', id: post.id, at: t + 1000 }] })
    expect(stale.json().data.saved).toEqual([])
    // A save after the removal wins again; positions too keep the newest.
    const again = await freshMember()
    await send(again.token, {
      changes: [{ list: 'saved', id: post.id, at: t + 3000 }],
      positions: [{ kind: 'chapter', post: post.id, index: 1, at: t + 3000, page: 9 }],
    })
    const older = await send(again.token, {
      positions: [{ kind: 'chapter', post: post.id, index: 1, at: t + 100, page: 2 }],
    })
    expect(older.json().data.positions[0].page).toBe(9)
    expect(older.json().data.saved.map((p: { id: number }) => p.id)).toEqual([post.id])
  })

  it('takes a time ahead of its clock as now, keeps the history at 50 and leaves out unpublished and unknown posts', async () => {
    const someone = await freshMember()
    const many = await Promise.all(
      Array.from({ length: LIBRARY_HISTORY_MAX + 5 }, () => createPost(server.db, { posttype: 'novel' })),
    )
    const t = Date.now() - 100_000
    const answer = await send(someone.token, {
      changes: [
        ...many.map((post, i) => ({ list: 'history', id: post.id, at: t + i })),
        { list: 'saved', id: 2_000_000_000, at: t },
        { list: 'saved', id: many[0]!.id, at: Date.now() + 86_400_000 },
      ],
    })
    const data = answer.json().data
    expect(data.history).toHaveLength(LIBRARY_HISTORY_MAX)
    expect(data.history[0].id).toBe(many.at(-1)!.id)
    expect(data.saved[0].at).toBeLessThanOrEqual(Date.now())
    // A later removal beats that "future" save: it was taken as now.
    const removed = await send(someone.token, {
      changes: [{ list: 'saved', id: many[0]!.id, at: Date.now() + 1000, removed: true }],
    })
    expect(removed.json().data.saved).toEqual([])
    // A post that stops being published leaves the lists, and comes back with it.
    const newest = many.at(-1)!
    await server.db.update(posts).set({ status: 'unpublished' }).where(eq(posts.id, newest.id))
    expect((await read(someone.token)).json().data.history[0].id).not.toBe(newest.id)
  })

  it('refuses malformed batches with a 4xx and the envelope in the address’s language, never a 500', async () => {
    const someone = await freshMember()
    const bad = [
      { changes: [{ list: 'liked', id: 1, at: 1 }] },
      { changes: [{ list: 'saved', id: 0, at: 1 }] },
      { changes: [{ list: 'saved', id: 1, at: -1 }] },
      { changes: 'all' },
      { positions: [{ kind: 'chapter', post: 1, index: 1, at: 1, fraction: 2 }] },
      { positions: [{ kind: 'film', post: 1, index: 1, at: 1 }] },
      { positions: [{ kind: 'elsewhere', post: 1, index: 1, at: 1 }] },
      {
        changes: Array.from({ length: LIBRARY_CHANGES_MAX + 1 }, (_, i) => ({
          list: 'saved',
          id: i + 1,
          at: 1,
        })),
      },
    ]
    for (const body of bad) {
      address = nextAddress()
      const answer = await send(someone.token, body)
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.json().status).toBe('error')
      expect(answer.json().message).toMatch(/^Giá trị /)
    }
    const english = await send(
      (await freshMember()).token,
      { changes: [{ list: 'liked', id: 1, at: 1 }] },
      'en',
    )
    expect(english.json().message).toMatch(/^Invalid changes\.0\.list: must be one of saved, history/)
    const form = await server.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...headers((await freshMember()).token), 'content-type': 'text/plain' },
      payload: 'saved',
    })
    expect(form.statusCode).toBe(415)
    expect(form.json().message).toBe(messages.jsonRequired.vi)
    const huge = await server.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...headers((await freshMember()).token), 'content-type': 'application/json' },
      payload: JSON.stringify({ changes: [], padding: 'x'.repeat(70 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
    const signedOut = await server.app.inject({
      method: 'POST',
      url: url(),
      headers: headers(undefined),
      payload: {},
    })
    expect(signedOut.statusCode).toBe(401)
  })

  it('takes a batch only with a valid CSRF token bound to the device, like every other write', async () => {
    const someone = await freshMember()
    const post = await createPost(server.db, { posttype: 'comic' })
    const batch = { changes: [{ list: 'saved', id: post.id, at: Date.now() }] }
    const unsigned = (payload: object) =>
      server.app.inject({ method: 'POST', url: url('en'), headers: headers(someone.token), payload })
    const otherDevice = (await csrfToken(server.app, 'phone-device-0009')).csrf_token
    for (const payload of [
      batch,
      { ...batch, csrf_token: 'forged.token' },
      { ...batch, csrf_token: otherDevice },
    ]) {
      address = nextAddress()
      const refused = await unsigned(payload)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().status).toBe('error')
    }
    expect((await read(someone.token)).json().data.saved).toEqual([])
    address = nextAddress()
    expect((await send(someone.token, batch)).json().data.saved.map((p: { id: number }) => p.id)).toEqual([
      post.id,
    ])
  })

  it('limits the writes of a member', async () => {
    const small = await createTestServer({}, { writeLimits: { library: { perAddress: 1000, perMember: 3 } } })
    try {
      const someone = await signUp(small.app, 'limited@example.com')
      const codes = []
      for (let i = 0; i < 4; i++) {
        address = nextAddress()
        codes.push((await send(someone.token, {}, 'vi', small)).statusCode)
      }
      expect(codes).toEqual([200, 200, 200, 429])
    } finally {
      await small.close()
    }
  })

  it('lists the likes this device gave before signing in with the member’s own', async () => {
    const someone = await freshMember()
    const [mine, before] = [await createPost(server.db), await createPost(server.db)]
    await server.db.insert(likes).values({ postId: mine.id, memberId: someone.user.id })
    await server.db.insert(likes).values({ postId: before.id, deviceId: 'laptop-device-0001' })
    await server.db
      .insert(likes)
      .values({ postId: before.id, deviceId: 'phone-device-0009', addressHash: 'x' })
    const ids = (await read(someone.token)).json().data.liked.map((p: { id: number }) => p.id)
    expect(ids.sort()).toEqual([mine.id, before.id].sort())
  })
})
