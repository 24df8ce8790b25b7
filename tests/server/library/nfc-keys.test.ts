import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryRemovals, posts } from '../../../server/db/schema.ts'
import { createPost } from '../factory.ts'
import { createTestServer, type TestServer } from '../harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server?.close()
})

/** The statements of the migration that moves stored library keys to NFC (the column it adds is there). */
const keysToNfc = readFileSync(
  new URL('../../../server/db/migrations/0017_post_facts.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/.test(statement))

describe('library keys stored before names were NFC', () => {
  it('are moved to NFC, so the next scan finds their posts rather than making look-alikes', async () => {
    const nfd = 'comics/Trang Trắng'.normalize('NFD')
    const post = await createPost(server.db, { libraryPath: nfd, origin: 'library' })
    // A key stored in both forms keeps the NFC one, and the other as it was (the key is unique).
    const both = 'comics/Đêm Trăng'
    await createPost(server.db, { libraryPath: both, origin: 'library' })
    await createPost(server.db, { libraryPath: both.normalize('NFD'), origin: 'library' })
    await server.db
      .insert(libraryRemovals)
      .values({ path: `novels/${nfd}`, posttype: 'novel', title: { vi: 'x', en: 'x' } })
    expect(keysToNfc).toHaveLength(3)
    for (const statement of keysToNfc) await server.db.execute(sql.raw(statement))
    const [moved] = await server.db.select().from(posts).where(eq(posts.id, post.id))
    expect(moved!.libraryPath).toBe('comics/Trang Trắng'.normalize('NFC'))
    expect(moved!.libraryPath).not.toBe(nfd)
    const removals = await server.db.select({ path: libraryRemovals.path }).from(libraryRemovals)
    expect(removals.map((r) => r.path)).toEqual([`novels/${nfd}`.normalize('NFC')])
  })
})
