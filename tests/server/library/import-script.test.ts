import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page, writeTree, zipOf } from './fixtures.ts'

const run = promisify(execFile)
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mot-import-'))
  writeTree(join(root, 'library'), {
    'comics/Mèo Mun/Chapter 1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
    'comics/Mèo Mun/Chapter 2.cbz': 'not a zip',
  })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/**
 * Each run starts a process that creates its PGlite database (seconds on a quiet machine, much more
 * on a busy one): the limit is generous, the test waits for the process, never for a time.
 */
const SCRIPT_LIMIT_MS = 240_000

/** The script as an operator runs it, on its own PGlite database in a fresh data folder. */
const importOf = (folder: string) => {
  const { DATABASE_URL: _, ...env } = process.env
  return run(process.execPath, ['scripts/import.ts', folder], {
    env: { ...env, DATA_DIR: join(root, 'data') },
  }).then(
    (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
    (failed) => ({ code: failed.code as number, out: failed.stdout as string, err: failed.stderr as string }),
  )
}

describe('npm run import', () => {
  it(
    'imports, reports each skipped file with its reason, and exits 0',
    async () => {
      const first = await importOf(join(root, 'library'))
      expect(first.code).toBe(0)
      expect(first.out).toContain('Posts: 1 added, 0 changed, 0 unchanged, 0 hidden')
      expect(first.out).toContain('Chapters: 1 added, 0 changed, 0 unchanged, 0 hidden')
      expect(first.out).toMatch(/comics\/Mèo Mun\/Chapter 2\.cbz: corrupt or truncated archive/)
      const again = await importOf(join(root, 'library'))
      expect(again.out).toContain('Posts: 0 added, 0 changed, 1 unchanged, 0 hidden')
    },
    SCRIPT_LIMIT_MS,
  )

  it(
    'exits non-zero when the library cannot be read',
    async () => {
      const missing = await importOf(join(root, 'missing'))
      expect(missing.code).toBe(1)
      expect(missing.err).toContain('The library folder cannot be read')
    },
    SCRIPT_LIMIT_MS,
  )
})
