import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMaintenance } from '../../server/db/maintenance.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** When posts was last vacuumed by hand (autovacuum's runs are counted apart). */
const lastVacuum = async () =>
  (
    await rowsOf<{ at: string | null }>(
      server.db,
      sql`select last_vacuum as at from pg_stat_user_tables where relname = 'posts'`,
    )
  )[0]?.at ?? null

describe('database maintenance', () => {
  it('vacuums embedded PGlite on a timer, and leaves PostgreSQL to its autovacuum', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    for (let i = 0; i < 20; i++)
      await server.db.execute(sql`update posts set views = views + 1 where id = ${post.id}`)
    const database = { db: server.db, engine: server.engine, close: async () => {} }
    const timers = vi.spyOn(globalThis, 'setInterval')
    const stop = startMaintenance(database, 50)
    const timersStarted = timers.mock.calls.map(([, every]) => every)
    timers.mockRestore()
    try {
      if (server.engine === 'pglite') {
        expect(timersStarted).toEqual([50])
        await expect.poll(lastVacuum, { timeout: 5000 }).not.toBeNull()
      } else {
        // No timer at all: nothing here will ever vacuum, not only not yet.
        expect(timersStarted).toEqual([])
        expect(await lastVacuum()).toBeNull()
      }
    } finally {
      await stop()
    }
  })
})
