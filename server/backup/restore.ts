import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { openDatabase } from '../db/client.ts'
import { lockEmbeddedDatabase } from '../db/pglite-lock.ts'
import { type Engine, engineOf, inLoad } from './database-io.ts'
import { filesUnder, fingerprintOf } from './files.ts'
import type { FileArea } from './manifest.ts'
import { knownMigrations, migrationsUpTo } from './migrations.ts'
import { type Backup, openBackup } from './read.ts'
import { quoted } from './tables.ts'
import type { BackupPlaces } from './take.ts'

/** Where a restore goes: PostgreSQL at `databaseUrl`, else the embedded database in `dataDir/db`. */
export interface RestorePlaces extends BackupPlaces {
  databaseUrl: string | undefined
  dataDir: string
}

/** A restore that would overwrite a site, or cannot read this backup: nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  tables: number
  rows: number
  /** Files written from the archive. */
  files: number
  /** For a backup without its files: those listed that are not where they should be, or differ. */
  filesMissing: string[]
}

/**
 * Restores a backup into an empty database and empty media and uploads folders (`force` empties
 * them first). The archive is checked whole before anything changes (read.ts). The schema is built
 * as it was when the backup was taken, the rows loaded in one transaction, the sequences set where
 * they stood, and the migrations since then run on the result, as they would on a running site.
 */
export async function restoreBackup(
  file: string,
  places: RestorePlaces,
  { force = false } = {},
): Promise<RestoreSummary> {
  const backup = await openBackup(file)
  try {
    const { count, last } = backup.manifest.migrations
    if (knownMigrations()[count - 1] !== last)
      throw new RestoreRefusedError(
        `${file} was taken by a newer version of Mọt (its schema is at ${last}): update Mọt first. Nothing was changed.`,
      )
    await makeRoom(places, backup, force)
    const schema = migrationsUpTo(count)
    const summary = { tables: 0, rows: 0 }
    try {
      const database = await openDatabase({
        url: places.databaseUrl,
        dir: embeddedDir(places),
        migrationsFolder: schema.dir,
      })
      try {
        await loadRows(engineOf(database.db), backup, summary)
      } finally {
        await database.close()
      }
    } finally {
      schema.remove()
    }
    // The migrations since the backup, on its rows.
    await (await openDatabase({ url: places.databaseUrl, dir: embeddedDir(places) })).close()
    const files = await writeFiles(backup, places)
    return { ...summary, ...files }
  } finally {
    backup.close()
  }
}

const embeddedDir = (places: RestorePlaces) => join(places.dataDir, 'db')
const areaDir = (places: BackupPlaces, area: FileArea) =>
  area === 'media' ? places.mediaDir : places.uploadsDir

async function loadRows(engine: Engine, backup: Backup, summary: { tables: number; rows: number }) {
  const { tables, sequences } = backup.manifest
  await inLoad(engine, async (writing) => {
    // What the migrations wrote (a first setting, say) gives way to the backup's rows.
    const present = new Set(
      (
        await writing.rows<{ name: string }>(
          `select tablename as name from pg_tables where schemaname = 'public'`,
        )
      ).map((row) => row.name),
    )
    const missing = tables.find((table) => !present.has(table.name))
    if (missing) throw new RestoreRefusedError(`The backup's table ${missing.name} is not in the schema`)
    if (present.size > 0)
      await writing.exec(`truncate ${[...present].map(quoted).join(', ')} restart identity cascade`)
    for (const table of tables) {
      const rows = await backup.read(table.entry)
      if (rows.length > 0)
        await writing.copyIn(`${quoted(table.name)} (${table.columns.map(quoted).join(', ')})`, rows)
      summary.tables++
      summary.rows += table.rows
    }
    for (const sequence of sequences)
      await writing.exec(
        `select setval('${sequence.name}', ${sequence.value}, ${sequence.called ? 'true' : 'false'})`,
      )
  })
}

/**
 * Refuses a place that holds a site, unless `force`, which empties it. The embedded database is
 * locked first: a server running on it stops the restore before anything is removed.
 */
async function makeRoom(places: RestorePlaces, backup: Backup, force: boolean) {
  const taken: string[] = []
  if (places.databaseUrl) {
    if (await postgresHoldsSite(places.databaseUrl, force)) taken.push('the database at DATABASE_URL')
  } else {
    const dir = embeddedDir(places)
    await mkdir(dir, { recursive: true })
    lockEmbeddedDatabase(dir)()
    if ((await readdir(dir)).length > 0) {
      taken.push(dir)
      if (force) await emptyFolder(dir)
    }
  }
  if (backup.manifest.files_included) {
    for (const area of ['media', 'uploads'] as const) {
      const dir = areaDir(places, area)
      if ((await filesUnder(area, dir)).length > 0) {
        taken.push(dir)
        if (force) await emptyFolder(dir)
      }
    }
  }
  if (taken.length > 0 && !force)
    throw new RestoreRefusedError(
      `Not restored: ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} not empty. ` +
        'Nothing was changed. Add --force to replace what is there.',
    )
}

async function emptyFolder(dir: string) {
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true })
}

/** Whether the database has the site's schema; `force` drops it, and the schema's own, first. */
async function postgresHoldsSite(url: string, force: boolean) {
  const { default: postgres } = await import('postgres')
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`
    const count = row?.count ?? 0
    if (count > 0 && force) {
      await sql.begin(async (tx) => {
        await tx`drop schema if exists drizzle cascade`
        await tx`drop schema public cascade`
        await tx`create schema public`
      })
    }
    return count > 0
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** The backup's files in place, or for a backup without them, which are missing where they belong. */
async function writeFiles(backup: Backup, places: BackupPlaces) {
  const { files, files_included } = backup.manifest
  const filesMissing: string[] = []
  let written = 0
  for (const file of files) {
    const root = resolve(areaDir(places, file.area))
    const target = resolve(root, file.path)
    // The manifest's paths were checked when it was read; this holds even if that check changed.
    if (!target.startsWith(`${root}${sep}`))
      throw new RestoreRefusedError(`${file.path} would be written outside ${root}`)
    if (files_included) {
      await mkdir(dirname(target), { recursive: true })
      await pipeline(await backup.stream(`${file.area}/${file.path}`), createWriteStream(target))
      written++
    } else {
      const found = await fingerprintOf(target).catch(() => undefined)
      if (found?.sha256 !== file.sha256) filesMissing.push(`${file.area}/${file.path}`)
    }
  }
  return { files: written, filesMissing }
}
