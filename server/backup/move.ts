import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../db/client.ts'
import { type Engine, engineOf, inSnapshot } from './database-io.ts'
import { restoreBackup } from './restore.ts'
import { quoted, sequenceStates, tableShapes } from './tables.ts'
import { takeBackup } from './take.ts'

export interface MovePlaces {
  dataDir: string
  mediaDir: string
  uploadsDir: string
}

/** A table or sequence that came out different: the move is not to be trusted. */
export class MoveMismatchError extends Error {}

export interface MoveSummary {
  tables: number
  rows: number
  sequences: number
}

/**
 * Moves a site on the embedded database (stopped: its folder is locked while this runs) into an
 * empty PostgreSQL database: a backup without the files (they stay where they are, MEDIA_DIR and
 * UPLOADS_DIR serve both), restored there, then every table's rows counted and every sequence read
 * on both sides. The embedded database is left as it was, to go back to.
 */
export async function moveToPostgres(places: MovePlaces, databaseUrl: string): Promise<MoveSummary> {
  const source = await openDatabase({ dir: join(places.dataDir, 'db') })
  const work = await mkdtemp(join(tmpdir(), 'mot-move-'))
  try {
    const file = join(work, 'site.zip')
    await takeBackup(engineOf(source.db), places, file, { includeFiles: false })
    const restored = await restoreBackup(file, { ...places, databaseUrl })
    if (restored.filesMissing.length > 0)
      throw new MoveMismatchError(
        `Files the database names are missing: ${restored.filesMissing.slice(0, 5).join(', ')}`,
      )
    const { default: postgres } = await import('postgres')
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    try {
      return await compare(engineOf(source.db), { engine: 'postgres', sql })
    } finally {
      await sql.end({ timeout: 5 })
    }
  } finally {
    await rm(work, { recursive: true, force: true })
    await source.close()
  }
}

/** Counts every table's rows and reads every sequence on both sides; any difference is an error. */
async function compare(source: Engine, target: Engine): Promise<MoveSummary> {
  const figures = (engine: Engine) =>
    inSnapshot(engine, async (reading) => {
      const counts = new Map<string, number>()
      for (const { name } of await tableShapes(reading)) {
        const [row] = await reading.rows<{ count: string | number }>(
          `select count(*) as count from ${quoted(name)}`,
        )
        counts.set(name, Number(row?.count ?? 0))
      }
      return { counts, sequences: await sequenceStates(reading) }
    })
  const before = await figures(source)
  const after = await figures(target)
  for (const [table, count] of before.counts) {
    if (after.counts.get(table) !== count)
      throw new MoveMismatchError(
        `${table}: ${count} rows here, ${after.counts.get(table) ?? 'no table'} in PostgreSQL`,
      )
  }
  for (const sequence of before.sequences) {
    const moved = after.sequences.find((other) => other.name === sequence.name)
    if (moved?.value !== sequence.value || moved.called !== sequence.called)
      throw new MoveMismatchError(
        `${sequence.name}: at ${sequence.value} here, ${moved?.value ?? 'missing'} in PostgreSQL`,
      )
  }
  return {
    tables: before.counts.size,
    rows: [...before.counts.values()].reduce((sum, count) => sum + count, 0),
    sequences: before.sequences.length,
  }
}
