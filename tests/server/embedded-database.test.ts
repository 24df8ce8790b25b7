import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'
import { rowsOf } from '../../server/posts/rows.ts'

/*
 * The embedded database is set up for a small machine (server/db/embedded.ts; issue 51): 16 MB of
 * shared buffers instead of PGlite's 128 MB, five connections instead of a hundred, whether it is
 * made here, in memory, or apart in a process of its own.
 */
const root = join(import.meta.dirname, '..', '..')
const folders: string[] = []
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mot-embedded-'))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

async function settingsOf(database: Database) {
  const rows = await rowsOf<{ name: string; setting: string }>(
    database.db,
    sql`select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'max_connections') order by name`,
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]))
}

describe('the embedded database', () => {
  it('made in a new folder, runs lean and keeps its settings in postgresql.conf', async () => {
    const dir = join(newFolder(), 'db')
    const database = await openDatabase({ dir })
    try {
      expect(await settingsOf(database)).toEqual({ max_connections: '5', shared_buffers: '16MB' })
      const conf = readFileSync(join(dir, 'postgresql.conf'), 'utf8')
      expect(conf).toMatch(/^shared_buffers = 16MB/m)
      expect(conf).toMatch(/^max_connections = 5\b/m)
    } finally {
      await database.close()
    }
  }, 120_000)

  it('in memory, runs lean too', async () => {
    const database = await openDatabase({ dir: 'memory://' })
    try {
      expect(await settingsOf(database)).toEqual({ max_connections: '5', shared_buffers: '16MB' })
    } finally {
      await database.close()
    }
  }, 120_000)

  it('is made by a process of its own, which ends, and the server then opens and migrates it', async () => {
    const dir = join(newFolder(), 'db')
    await promisify(execFile)(process.execPath, [...SERVER_NODE_FLAGS, 'server/db/make-embedded.ts', dir], {
      cwd: root,
    })
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true)
    const database = await openDatabase({ dir })
    try {
      const [tables] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'posts'`,
      )
      expect(tables?.n).toBe(1)
      expect(await settingsOf(database)).toEqual({ max_connections: '5', shared_buffers: '16MB' })
    } finally {
      await database.close()
    }
  }, 120_000)
})
