import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultMigrations as migrationsFolder } from '../db/client.ts'
import type { Reading } from './database-io.ts'

interface Journal {
  entries: { idx: number; tag: string; when: number }[]
}

const journal = (): Journal =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal

/** This version's migrations, oldest first. */
export const knownMigrations = () => journal().entries.map((entry) => entry.tag)

/** How many of this version's migrations a database has had, and the last one's name. */
export async function migrationsOf(reading: Reading) {
  const [row] = await reading.rows<{ count: string | number }>(
    'select count(*) as count from drizzle.__drizzle_migrations',
  )
  const count = Number(row?.count ?? 0)
  return { count, last: knownMigrations()[count - 1] ?? '' }
}

/**
 * A copy of the migrations folder holding only the first `count`: a restore builds the schema the
 * backup was taken with, loads its rows, and the later migrations then run on them as on any site.
 * Returns the folder and its removal.
 */
export function migrationsUpTo(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'mot-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const trimmed = journal()
  trimmed.entries = trimmed.entries.slice(0, count)
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(trimmed))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
