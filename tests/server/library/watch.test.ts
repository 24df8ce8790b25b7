import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemOf, watchLibrary } from '../../../server/library/watch.ts'
import { writeTree } from './fixtures.ts'

describe('the item a changed path belongs to', () => {
  const library = '/srv/library'
  it.each([
    ['/srv/library/comics/Mèo Mun/Chapter 2.cbz', 'comics/Mèo Mun'],
    ['/srv/library/comics/Mèo Mun/Chapter 10/01.jpg', 'comics/Mèo Mun'],
    ['/srv/library/comics/Mèo Mun', 'comics/Mèo Mun'],
    ['/srv/library/novels/Gió.epub', 'novels/Gió.epub'],
    ['/srv/library/games/co-tuong.json', 'games/co-tuong.json'],
    ['/srv/library/comics', ''],
    ['/srv/library', ''],
  ])('%s is %s', (path, item) => {
    expect(itemOf(library, path)).toBe(item)
  })

  it.each([
    '/srv/library/comics/Mèo Mun/._Chapter 2.cbz',
    '/srv/library/comics/Mèo Mun/__MACOSX/01.jpg',
    '/srv/library/comics/Mèo Mun/Thumbs.db',
    '/srv/library/comics/.hidden/01.jpg',
    '/srv/library/.DS_Store',
    '/srv/other/comics/Mèo Mun/1.cbz',
  ])('%s is nothing to scan', (path) => {
    expect(itemOf(library, path)).toBeUndefined()
  })
})

describe('watching the library', () => {
  let library: string
  beforeAll(() => {
    library = mkdtempSync(join(tmpdir(), 'mot-watched-'))
    writeTree(library, { 'comics/A/1.cbz': 'one', 'comics/B/1.cbz': 'one' })
  })
  afterAll(() => rmSync(library, { recursive: true, force: true }))

  it('reports each changed or removed item once its burst of changes settles, and never for litter', async () => {
    const changed: string[] = []
    const watcher = watchLibrary(library, {
      polling: false,
      onChange: (item) => changed.push(item),
      onError: (error) => changed.push(`error ${error}`),
      debounceMs: 1000,
      writeFinishMs: 300,
    })
    try {
      await watcher.ready
      // Litter first: were it not ignored, A would be reported before B.
      writeTree(library, {
        'comics/A/._2.cbz': 'mac litter',
        'comics/A/Thumbs.db': 'windows litter',
        'comics/A/__MACOSX/2.cbz': 'mac litter',
      })
      writeTree(library, { 'comics/B/2.cbz': 'two', 'comics/B/3.cbz': 'three', 'comics/B/4/01.jpg': 'four' })
      await expect.poll(() => changed, { timeout: 20_000 }).toContain('comics/B')
      writeTree(library, { 'novels/Gió.epub': 'book' })
      await expect.poll(() => changed, { timeout: 20_000 }).toContain('novels/Gió.epub')
      // One report for B's burst of files, its new chapter folder included.
      expect(changed).toEqual(['comics/B', 'novels/Gió.epub'])
      // A removed file is a change to its item too (its chapter is hidden).
      rmSync(join(library, 'comics/A/1.cbz'))
      await expect.poll(() => changed, { timeout: 20_000 }).toContain('comics/A')
    } finally {
      await watcher.close()
    }
  })
})
