import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { chapters, libraryEntries, libraryPositions } from '../../server/db/schema.ts'
import { STREAMED_PLACE_EVERY_MS } from '../../server/opds/streamed-places.ts'
import { accountClient } from './account-client.ts'
import { signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * What a reader app streaming a comic page by page (OPDS-PSE) writes: the member's place moves to
 * the last page asked for, but at most once every STREAMED_PLACE_EVERY_MS per member, however many
 * pages are asked for, and the last page of a burst is written when its time comes, or when the
 * server stops. The server's clock and timers are the test's own: the waits are skipped, not slept.
 */

let server: TestServer
let post: { id: number; slug: string }
const PAGES = 6

interface Reader {
  email: string
  key: string
  id: number
}

async function reader(email: string): Promise<Reader> {
  const signed = await signUp(server.app, email)
  const made = await accountClient(server.app, signed.token).post('/account/app-keys/', { name: 'Panels' })
  return { email, key: made.json().data.key, id: signed.user.id }
}

/** A page as an OPDS-PSE app asks for it (from 0), with HTTP Basic and the app key. */
async function stream(who: Reader, index: number, pageNumber: number, on = server) {
  const answer = await on.app.inject({
    url: `/vi/opds/v1.2/comic/post/${post.slug}/${index}/pages/${pageNumber}?width=600`,
    headers: { authorization: `Basic ${Buffer.from(`${who.email}:${who.key}`).toString('base64')}` },
  })
  expect(answer.statusCode, answer.body).toBe(200)
}

/** A second for the reader to look at the page, on the server's clock. */
const turn = () => vi.advanceTimersByTimeAsync(1000)

/** The member's place in a chapter, as written in the database. */
async function placeOf(who: Reader, index: number) {
  const [row] = await server.db
    .select()
    .from(libraryPositions)
    .where(
      and(
        eq(libraryPositions.memberId, who.id),
        eq(libraryPositions.postId, post.id),
        eq(libraryPositions.index, index),
      ),
    )
  return row && { page: row.place.page, at: row.at }
}

beforeAll(async () => {
  server = await createTestServer()
  post = await createPost(server.db, { posttype: 'comic', slug: 'doc-tung-trang' })
  const picture = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#642' } })
    .jpeg()
    .toBuffer()
  for (const index of [1, 2]) {
    const pages = Array.from({ length: PAGES }, (_, i) => `comics/doc-tung-trang/00${index}/${i + 1}.jpg`)
    mkdirSync(join(server.mediaDir, `comics/doc-tung-trang/00${index}`), { recursive: true })
    for (const page of pages) writeFileSync(join(server.mediaDir, page), picture)
    await server.db.insert(chapters).values({
      postId: post.id,
      index,
      title: { vi: `Chương ${index}`, en: `Chapter ${index}` },
      content: { vi: pages, en: pages },
    })
  }
}, 60_000)
afterAll(() => server.close())

beforeEach(() => {
  // Only the server's clock and timers: its database and requests keep running in real time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a comic streamed page by page', () => {
  it('moves the place at once, then at most once a period, to the last page asked for', async () => {
    const member = await reader('trang@example.com')
    await stream(member, 1, 0)
    const first = await placeOf(member, 1)
    expect(first).toMatchObject({ page: 1 })

    // Pages turned every second (or fetched ahead): nothing more is written for now.
    await turn()
    await stream(member, 1, 1)
    await turn()
    await stream(member, 1, 2)
    await turn()
    const askedAt = Date.now()
    await stream(member, 1, 3)
    expect(await placeOf(member, 1)).toEqual(first)

    // When the period is over, the last page asked for is written, as of when it was asked for.
    await vi.advanceTimersByTimeAsync(STREAMED_PLACE_EVERY_MS)
    await vi.waitFor(async () => expect((await placeOf(member, 1))?.page).toBe(4))
    const written = (await placeOf(member, 1))!
    expect(written.at).toBeGreaterThanOrEqual(askedAt)
    expect(written.at).toBeLessThan(askedAt + STREAMED_PLACE_EVERY_MS)

    // Back a page: the place is where the reader stopped, not the furthest page they saw.
    await stream(member, 1, 1)
    expect((await placeOf(member, 1))?.page).toBe(4)
    await vi.advanceTimersByTimeAsync(STREAMED_PLACE_EVERY_MS)
    await vi.waitFor(async () => expect((await placeOf(member, 1))?.page).toBe(2))

    // A page asked for after a quiet period is written at once.
    await vi.advanceTimersByTimeAsync(STREAMED_PLACE_EVERY_MS)
    await stream(member, 1, 5)
    expect((await placeOf(member, 1))?.page).toBe(6)
  })

  it('keeps each chapter’s last page, the history the chapter read last, and counts per member', async () => {
    const member = await reader('hai-chuong@example.com')
    const other = await reader('nguoi-khac@example.com')
    await stream(member, 1, 0)
    await turn()
    await stream(member, 2, 2)
    await turn()
    await stream(member, 1, 4)
    // Another member's stream is not held back by this one's.
    await stream(other, 2, 3)
    expect((await placeOf(other, 2))?.page).toBe(4)
    expect((await placeOf(member, 1))?.page).toBe(1)
    expect(await placeOf(member, 2)).toBeUndefined()

    await vi.advanceTimersByTimeAsync(STREAMED_PLACE_EVERY_MS)
    await vi.waitFor(async () => expect((await placeOf(member, 1))?.page).toBe(5))
    expect((await placeOf(member, 2))?.page).toBe(3)
    const [history] = await server.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.memberId, member.id), eq(libraryEntries.list, 'history')))
    expect(history).toMatchObject({ postId: post.id, chapter: 1, removed: false })
  })

  it('writes the last page asked for when the server stops before its time', async () => {
    const member = await reader('dung-lai@example.com')
    // A second server on the same database, as behind a proxy, stopped on its own.
    const stopping = await createTestServer({}, {}, server)
    await stream(member, 1, 0, stopping)
    await turn()
    await stream(member, 1, 1, stopping)
    await turn()
    await stream(member, 1, 2, stopping)
    expect((await placeOf(member, 1))?.page).toBe(1)
    await stopping.close()
    expect((await placeOf(member, 1))?.page).toBe(3)
  })
})
