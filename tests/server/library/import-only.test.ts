import { mkdtempSync, renameSync, rmSync } from 'node:fs'
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
    'games/co-tuong.json': JSON.stringify({ title: 'Cờ tướng', url: 'https://example.com/co-tuong' }),
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const importOnly = (only: string) =>
  importLibrary({ db: server.db, mediaDir: server.mediaDir, library, only })
const status = async (slug: string, posttype = 'comic') =>
  (await server.app.inject(`/vi/api/v1/posts/detail/${posttype}/${slug}/`)).statusCode

describe('importing one item of the library', () => {
  it('imports that item and reads no other', async () => {
    const report = await importOnly('comics/Chó Vàng')
    expect(report.posts).toMatchObject({ added: 1, changed: 0, unchanged: 0 })
    expect(await status('cho-vang')).toBe(200)
    expect(await status('meo-mun')).toBe(404)
  })

  it('imports a game by its file', async () => {
    const report = await importOnly('games/co-tuong.json')
    expect(report.posts).toMatchObject({ added: 1, changed: 0 })
    expect(await status('co-tuong', 'game')).toBe(200)
    expect(await status('meo-mun')).toBe(404)
    const again = await importOnly('comics/Chó Vàng')
    expect(again.posts).toMatchObject({ added: 0, changed: 0, unchanged: 1 })
  })

  it('hides the chapters of that item alone when its folder is gone', async () => {
    await importOnly('comics/Mèo Mun')
    renameSync(join(library, 'comics/Chó Vàng'), join(library, 'away'))
    // Another item's scan leaves the gone folder's post as it is: it looks at its own item only.
    const other = await importOnly('comics/Mèo Mun')
    expect(other.posts.hidden).toBe(0)
    const gone = await importOnly('comics/Chó Vàng')
    expect(gone.posts.hidden).toBe(1)
    expect(gone.chapters.hidden).toBe(1)
    renameSync(join(library, 'away'), join(library, 'comics/Chó Vàng'))
  })
})
