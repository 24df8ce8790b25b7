import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let library: string
beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-only-'))
  const chapter = async (seed: number) => zipOf([{ name: '01.jpg', data: await page(seed) }])
  writeTree(library, {
    'comics/Mèo Mun/1.cbz': await chapter(1),
    'comics/Meo-Mun/1.cbz': await chapter(2),
    'comics/Chó Vàng/1.cbz': await chapter(3),
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const importOnly = (only: string) =>
  importLibrary({ db: server.db, mediaDir: server.mediaDir, library, only })
const status = async (slug: string) =>
  (await server.app.inject(`/vi/api/v1/posts/detail/comic/${slug}/`)).statusCode

describe('importing one item of the library', () => {
  it('imports that item and reads no other', async () => {
    const report = await importOnly('comics/Chó Vàng')
    expect(report.posts).toEqual({ added: 1, changed: 0, unchanged: 0 })
    expect(await status('cho-vang')).toBe(200)
    expect(await status('meo-mun')).toBe(404)
  })

  it('leaves a name to the folder that has it in a scan of the whole library', async () => {
    // `Mèo Mun` sorts before `Meo-Mun` and so owns meo-mun, even when only the other is scanned.
    const second = await importOnly('comics/Meo-Mun')
    expect(second.posts.added).toBe(0)
    expect(second.skipped).toEqual([
      { path: 'comics/Meo-Mun', reason: 'its name meo-mun is already used by comics/Mèo Mun' },
    ])
    expect(await status('meo-mun')).toBe(404)
    const first = await importOnly('comics/Mèo Mun')
    expect(first.posts.added).toBe(1)
  })
})
