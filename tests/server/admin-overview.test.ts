import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryJobs, libraryRemovals, postViewsDaily } from '../../server/db/schema.ts'
import { nextAddress, signUp, signUpAdmin } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let admin: { token: string }
let member: { token: string }

beforeAll(async () => {
  server = await createTestServer()
  admin = await signUpAdmin(server.app, 'tongquan@example.com')
  member = await signUp(server.app, 'nguoixem@example.com')
})
afterAll(() => server.close())

const read = (token?: string) =>
  server.app.inject({
    url: '/vi/api/v1/admin/overview/',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': nextAddress() },
  })

describe("the admin area's home in figures", () => {
  it('is for admins only, never cached', async () => {
    expect((await read()).statusCode).toBe(401)
    expect((await read(member.token)).statusCode).toBe(403)
    const res = await read(admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('counts posts by type and status, members, the last seven days of views and the library', async () => {
    const { db } = server
    const novel = await createPost(db, { posttype: 'novel' })
    await createPost(db, { posttype: 'novel', status: 'unpublished' })
    const film = await createPost(db, { posttype: 'movie', origin: 'library', libraryPath: 'Phim/Mưa' })
    await createChapters(db, film.id, 3)
    // Six days ago counts, seven does not: the same week as the trending sort's.
    await db.insert(postViewsDaily).values([
      { postId: novel.id, day: sql`current_date`, views: 5 },
      { postId: film.id, day: sql`current_date - 6`, views: 7 },
      { postId: film.id, day: sql`current_date - 7`, views: 100 },
    ])
    await db
      .insert(libraryRemovals)
      .values({ path: 'Truyện/Cũ', posttype: 'comic', title: { vi: 'Cũ', en: 'Old' } })
    const report = { posts: { created: 1 }, chapters: { created: 3 }, skipped: [], skipped_total: 2 }
    await db.insert(libraryJobs).values([
      { kind: 'scan', key: '', state: 'done', report },
      // A scan of one folder is not the library's last scan.
      { kind: 'scan', key: 'Phim/Mưa', state: 'done', report: { ...report, skipped_total: 9 } },
    ])

    const body = (await read(admin.token)).json()
    expect(body.status).toBe('success')
    const { data } = body
    expect(data.posts).toEqual([
      { posttype: 'movie', published: 1, unpublished: 0 },
      { posttype: 'comic', published: 0, unpublished: 0 },
      { posttype: 'novel', published: 1, unpublished: 1 },
      { posttype: 'game', published: 0, unpublished: 0 },
    ])
    expect(data.members).toEqual({ total: 2, admins: 1, new_this_week: 2 })
    expect(data.views_week).toBe(12)
    expect(data.library).toMatchObject({
      posts: 1,
      chapters: 3,
      removed: 1,
      last_scan: { state: 'done', posts: { created: 1 }, chapters: { created: 3 }, skipped_total: 2 },
    })
    expect(typeof data.library.configured).toBe('boolean')
  })
})
