import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { UPDATES_PAGE } from '../../src/contract/schemas/updates.ts'
import { csrfToken, nextAddress, signUp } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { page, writeTree, zipOf } from './library/fixtures.ts'

/*
 * Following posts and reading lists (issue 49): kept in the member's library like the saved posts,
 * and the Updates they make.
 */

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

type Member = { token: string; user: { id: number } }
async function freshMember(): Promise<Member> {
  return signUp(server.app, `follow-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
}
const headers = (token: string | undefined, device: string) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'x-device-id': device,
  'x-forwarded-for': nextAddress(),
})
async function send(member: Member, body: object, device = 'phone-device-0001') {
  const { csrf_token } = await csrfToken(server.app, device)
  return server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/library/sync/',
    headers: headers(member.token, device),
    payload: { ...body, csrf_token },
  })
}
const library = (member: Member, device = 'tablet-device-0002', more: Record<string, string> = {}) =>
  server.app.inject({
    url: '/vi/api/v1/library/sync/',
    headers: { ...headers(member.token, device), ...more },
  })
const updates = (member: Member | undefined, query = '', lang = 'vi') =>
  server.app.inject({
    url: `/${lang}/api/v1/library/updates/${query}`,
    headers: headers(member?.token, 'phone-device-0001'),
  })
type Entry = { id: number; shelf?: string; unread?: number; updated?: number; at: number }
type Update = { post: { id: number; title: string }; index: number; title: string; at: number; read: boolean }

describe('following and reading lists', () => {
  it('are kept for every device of the member, the newest choice winning', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    const film = await createPost(server.db, { posttype: 'movie' })
    const now = Date.now()
    const sent = await send(member, {
      changes: [
        { list: 'followed', id: comic.id, at: now - 3000 },
        { list: 'shelf', id: comic.id, at: now - 3000, shelf: 'reading' },
        { list: 'shelf', id: film.id, at: now - 2000, shelf: 'plan' },
      ],
    })
    expect(sent.statusCode).toBe(200)
    // Another device sees them; then it moves the comic to Completed, and the phone's older choice loses.
    const tablet = (await library(member)).json().data
    expect(tablet.followed.map((p: Entry) => p.id)).toEqual([comic.id])
    expect(tablet.shelves.map((p: Entry) => [p.id, p.shelf])).toEqual([
      [film.id, 'plan'],
      [comic.id, 'reading'],
    ])
    await send(
      member,
      { changes: [{ list: 'shelf', id: comic.id, at: now - 1000, shelf: 'completed' }] },
      'tablet-device-0002',
    )
    await send(member, { changes: [{ list: 'shelf', id: comic.id, at: now - 2500, shelf: 'dropped' }] })
    const after = (await library(member)).json().data
    expect(after.shelves.find((p: Entry) => p.id === comic.id).shelf).toBe('completed')
    // Taken off the lists and unfollowed: gone from both, and a later add brings them back.
    await send(member, {
      changes: [
        { list: 'shelf', id: film.id, at: now - 500, removed: true },
        { list: 'followed', id: comic.id, at: now - 500, removed: true },
      ],
    })
    const gone = (await library(member)).json().data
    expect(gone.followed).toEqual([])
    expect(gone.shelves.map((p: Entry) => p.id)).toEqual([comic.id])
    await send(member, { changes: [{ list: 'shelf', id: film.id, at: now - 100, shelf: 'on_hold' }] })
    const back = (await library(member)).json().data
    expect(back.shelves.map((p: Entry) => [p.id, p.shelf])).toEqual([
      [film.id, 'on_hold'],
      [comic.id, 'completed'],
    ])
  })

  it('refuses a reading list that is not named, or named where there is none, and an unknown one', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    for (const change of [
      { list: 'shelf', id: comic.id, at: 1 },
      { list: 'saved', id: comic.id, at: 1, shelf: 'reading' },
      { list: 'shelf', id: comic.id, at: 1, shelf: 'someday' },
      { list: 'followers', id: comic.id, at: 1 },
    ]) {
      const answer = await send(member, { changes: [change] })
      expect(answer.statusCode, JSON.stringify(change)).toBe(400)
      expect(answer.json().status).toBe('error')
    }
    expect((await library(member)).json().data.shelves).toEqual([])
  })

  it('say when a followed post last had a chapter, and how many come after the furthest read', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    await createChapters(server.db, comic.id, 5)
    const now = Date.now()
    await send(member, { changes: [{ list: 'followed', id: comic.id, at: now }] })
    const first = (await library(member)).json().data.followed[0] as Entry
    expect(first.unread).toBe(5)
    expect(first.updated).toBeGreaterThan(now - 60_000)
    await send(member, { positions: [{ kind: 'chapter', post: comic.id, index: 3, at: now, page: 2 }] })
    expect((await library(member)).json().data.followed[0].unread).toBe(2)
    // A saved post is not counted: only what the member follows or keeps on a list.
    await send(member, { changes: [{ list: 'saved', id: comic.id, at: now }] })
    expect((await library(member)).json().data.saved[0].unread).toBeUndefined()
  })

  it('are part of the library tag: a new chapter of a followed post gives every device a new library', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    await createChapters(server.db, comic.id, 1)
    await send(member, { changes: [{ list: 'followed', id: comic.id, at: Date.now() }] })
    const tag = (await library(member)).headers.etag as string
    expect((await library(member, 'tablet-device-0002', { 'if-none-match': tag })).statusCode).toBe(304)
    await server.db
      .insert(chapters)
      .values({ postId: comic.id, index: 2, title: { vi: 'Chương 2', en: 'Chapter 2' } })
    const fresh = await library(member, 'tablet-device-0002', { 'if-none-match': tag })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().data.followed[0].unread).toBe(2)
  })

  it('keep as many posts as a list holds, and the account export has them', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    await send(member, {
      changes: [
        { list: 'followed', id: comic.id, at: Date.now() },
        { list: 'shelf', id: comic.id, at: Date.now(), shelf: 'rereading' },
      ],
    })
    const exported = await server.app.inject({
      url: '/vi/api/v1/account/export/',
      headers: headers(member.token, 'phone-device-0001'),
    })
    expect(exported.statusCode).toBe(200)
    const lists = exported
      .json()
      .data.library.map((e: { list: string; shelf?: string | null }) => [e.list, e.shelf ?? null])
    expect(lists).toEqual(
      expect.arrayContaining([
        ['followed', null],
        ['shelf', 'rereading'],
      ]),
    )
  })
})

describe('Updates', () => {
  it('lists the new chapters of followed posts, newest first, with read marks and the unread count', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, {
      posttype: 'comic',
      titleVi: 'Truyện theo dõi',
      titleEn: 'Followed comic',
    })
    const other = await createPost(server.db, { posttype: 'novel' })
    // Two chapters before the member follows, then two after; the other post is not followed.
    await createChapters(server.db, comic.id, 2)
    await createChapters(server.db, other.id, 1)
    await server.db.execute(
      sql`update chapters set created_at = now() - interval '1 hour' where post_id = ${comic.id}`,
    )
    await send(member, { changes: [{ list: 'followed', id: comic.id, at: Date.now() - 30 * 60_000 }] })
    await server.db.insert(chapters).values([
      { postId: comic.id, index: 3, title: { vi: 'Chương 3: Bến cảng', en: 'Chapter 3: The harbour' } },
      { postId: comic.id, index: 4, title: { vi: 'Chương 4', en: 'Chapter 4' } },
    ])
    await server.db.execute(
      sql`update chapters set created_at = now() - interval '1 minute' where post_id = ${comic.id} and index = 3`,
    )
    const answer = await updates(member)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const data = answer.json().data as { updates: Update[]; unread: number; next: string | null }
    expect(data.updates.map((u) => [u.post.id, u.index, u.read])).toEqual([
      [comic.id, 4, false],
      [comic.id, 3, false],
      [comic.id, 2, false],
      [comic.id, 1, false],
    ])
    expect(data.updates[1]!.title).toBe('Chương 3: Bến cảng')
    expect(data.updates[0]!.post.title).toBe('Truyện theo dõi')
    // Chapters 1 and 2 came before the follow: listed, never counted.
    expect(data.unread).toBe(2)
    expect(data.next).toBeNull()
    // Reading chapter 4 on any device marks it read.
    await send(member, {
      positions: [{ kind: 'chapter', post: comic.id, index: 4, at: Date.now(), page: 1 }],
    })
    const english = (await updates(member, '', 'en')).json().data as { updates: Update[]; unread: number }
    expect(english.updates[0]).toMatchObject({ index: 4, read: true })
    expect(english.updates[1]!.title).toBe('Chapter 3: The harbour')
    expect(english.unread).toBe(1)
  })

  it('pages by a cursor without losing or repeating a chapter, and leaves out hidden and unpublished ones', async () => {
    const member = await freshMember()
    const comic = await createPost(server.db, { posttype: 'comic' })
    const count = UPDATES_PAGE + 7
    await createChapters(server.db, comic.id, count)
    // Many at one instant: the chapter's id keeps the order within it.
    await server.db.execute(sql`update chapters set created_at = now() where post_id = ${comic.id}`)
    await send(member, { changes: [{ list: 'followed', id: comic.id, at: Date.now() - 60_000 }] })
    const first = (await updates(member)).json().data
    expect(first.updates).toHaveLength(UPDATES_PAGE)
    expect(first.next).toMatch(/^\d+_\d+$/)
    const second = (await updates(member, `?before=${first.next}`)).json().data
    const indices = [...first.updates, ...second.updates].map((u: Update) => u.index)
    expect(new Set(indices).size).toBe(count)
    expect(second.next).toBeNull()
    await server.db.execute(
      sql`update chapters set hidden_at = now() where post_id = ${comic.id} and index = ${count}`,
    )
    expect((await updates(member)).json().data.updates[0].index).not.toBe(count)
    await server.db.update(posts).set({ status: 'unpublished' }).where(eq(posts.id, comic.id))
    expect((await updates(member)).json().data).toMatchObject({ updates: [], unread: 0 })
    await server.db.update(posts).set({ status: 'published' }).where(eq(posts.id, comic.id))
  })

  it('is the member’s own: a visitor gets 401, a bad cursor 400', async () => {
    expect((await updates(undefined)).statusCode).toBe(401)
    const member = await freshMember()
    // Not a place in the list, or one past any date or id the database holds: refused, never a 500.
    for (const before of ['yesterday', '9999999999999999_1', '1_99999999999', '1_2147483648', '-1_2']) {
      const bad = await updates(member, `?before=${before}`)
      expect(bad.statusCode, before).toBe(400)
      expect(bad.json().status).toBe('error')
    }
    expect((await updates(member, '?before=9999999999999_2147483647')).statusCode).toBe(200)
  })

  it('shows a chapter the library importer adds to a followed comic', async () => {
    const member = await freshMember()
    const root = mkdtempSync(join(tmpdir(), 'mot-follow-'))
    try {
      writeTree(root, {
        'comics/Mèo Theo Dõi/Chapter 1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
      })
      await importLibrary({ db: server.db, mediaDir: server.mediaDir, library: root })
      const [comic] = await server.db
        .select({ id: posts.id })
        .from(posts)
        .where(sql`${posts.title}->>'vi' = 'Mèo Theo Dõi'`)
      expect(comic).toBeDefined()
      await send(member, { changes: [{ list: 'followed', id: comic!.id, at: Date.now() }] })
      expect((await updates(member)).json().data.unread).toBe(0)
      writeTree(root, {
        'comics/Mèo Theo Dõi/Chapter 2.cbz': await zipOf([{ name: '01.jpg', data: await page(2) }]),
      })
      await importLibrary({ db: server.db, mediaDir: server.mediaDir, library: root })
      const data = (await updates(member)).json().data
      expect(data.unread).toBe(1)
      expect(data.updates[0]).toMatchObject({ post: { id: comic!.id }, index: 2, read: false })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
