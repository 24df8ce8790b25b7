import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let library: string
beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-leftovers-'))
  writeTree(library, { 'comics/Mèo Mun/1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]) })
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

/** Writes a file into the media store, last changed `agoMs` ago, its folders too. */
function leave(path: string, agoMs: number) {
  const file = join(server.mediaDir, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, 'half a page')
  const then = new Date(Date.now() - agoMs)
  for (let at = file; at.length > server.mediaDir.length; at = join(at, '..')) utimesSync(at, then, then)
}

const HOUR = 3_600_000

describe('what a killed import left', () => {
  it('is removed at the next start, and nothing a stored row names is', async () => {
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(report.posts.added).toBe(1)
    const [fingerprint] = readdirSync(join(server.mediaDir, 'library/comics/meo-mun'))
    const committed = `library/comics/meo-mun/${fingerprint}/001.jpg`
    expect(existsSync(join(server.mediaDir, committed))).toBe(true)
    // A chapter copied halfway into the post's folder, a series that never committed (an hour ago),
    // and a folder another import is writing now.
    leave('library/comics/meo-mun/.importing-0123456789abcdef/001.jpg', HOUR)
    leave('library/comics/bo-do/0123456789abcdef/001.jpg', HOUR)
    leave('library/novels/dang-viet/1a2b3c.png', 0)

    const restarted = await createTestServer({}, {}, server)
    try {
      await vi.waitFor(
        () => {
          expect(
            existsSync(join(server.mediaDir, 'library/comics/meo-mun/.importing-0123456789abcdef')),
          ).toBe(false)
          expect(existsSync(join(server.mediaDir, 'library/comics/bo-do'))).toBe(false)
        },
        { timeout: 30_000, interval: 100 },
      )
      expect(existsSync(join(server.mediaDir, committed))).toBe(true)
      expect(existsSync(join(server.mediaDir, 'library/novels/dang-viet/1a2b3c.png'))).toBe(true)
      const detail = await restarted.app.inject('/vi/api/v1/posts/detail/comic/meo-mun/')
      expect(detail.statusCode).toBe(200)
    } finally {
      await restarted.close()
    }
  })
})
