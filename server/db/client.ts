import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config.ts'
import { embeddedOptions, holdsNoDatabase, makeEmbeddedApart } from './embedded.ts'
import type { Db } from './handle.ts'
import { lockEmbeddedDatabase } from './pglite-lock.ts'

export type { Db } from './handle.ts'

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
}

export const defaultMigrations = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * How many connections one server holds to PostgreSQL for reads, and as many for writes, unless
 * DATABASE_POOL_SIZE says: one a core (postgres.ts). More do not answer more: reads waiting for a busy
 * connection are sent together, and each extra connection is one more backend process to wake. On two
 * cores, two read connections answered the uncached API mix fastest, six a third slower
 * (docs/measurements.md).
 */
export const defaultPoolSize = () => availableParallelism()

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given, otherwise
 * PGlite (embedded PostgreSQL) in `dir`, or in memory when `dir` is 'memory://'. A new PGlite may
 * start as a copy of another (`copyOf`, its `dumpDataDir()`): a copy of a migrated database loads
 * several times faster than a new one is made and migrated.
 */
export async function openDatabase(options: {
  url?: string
  dir: string
  poolSize?: number
  copyOf?: Blob
  /** Another migrations folder: a restore builds the schema its backup was taken with (backup/). */
  migrationsFolder?: string
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations
  if (options.url) {
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    const { openPostgres } = await import('./postgres.ts')
    const schema = await import('./schema.ts')
    const sql = openPostgres(options.url, options.poolSize ?? defaultPoolSize())
    const db = drizzle(sql, { schema })
    await oneAtATime(options.url, () => migrate(db, { migrationsFolder }))
    return { db: db as unknown as Db, engine: 'postgres', close: () => sql.end({ timeout: 5 }) }
  }
  let unlock = () => {}
  if (!options.dir.startsWith('memory://')) {
    mkdirSync(options.dir, { recursive: true })
    unlock = lockEmbeddedDatabase(options.dir)
  }
  try {
    // A new database in a folder is made apart (embedded.ts), while this process holds little:
    // before the client and Drizzle are loaded. One in memory, or a copy, is made here.
    if (!options.dir.startsWith('memory://') && !options.copyOf && holdsNoDatabase(options.dir)) {
      await makeEmbeddedApart(options.dir)
    }
    const { PreparingPGlite } = await import('./preparing-pglite.ts')
    // Migration 0000 creates pg_trgm (search used it until 0003), so a new database still needs it.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
    const client = new PreparingPGlite(options.dir, {
      extensions: { pg_trgm, unaccent },
      loadDataDir: options.copyOf,
      ...(await embeddedOptions()),
    })
    const schema = await import('./schema.ts')
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder })
    const close = async () => {
      await client.close()
      unlock()
    }
    return { db: db as unknown as Db, engine: 'pglite', close }
  } catch (error) {
    unlock()
    throw error
  }
}

/** The lock servers starting together take in turn to bring the schema up to date. */
const MIGRATION_LOCK = 0x4d6f7401

/**
 * Several servers starting at once on one PostgreSQL would each apply the same migrations: they take
 * turns, and the second finds the schema already up to date.
 */
async function oneAtATime(url: string, work: () => Promise<void>) {
  const { default: postgres } = await import('postgres')
  const lock = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`
    await work()
  } finally {
    // Ending the session frees the lock, whether the work succeeded or not.
    await lock.end({ timeout: 5 })
  }
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Config) =>
  openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db`, poolSize: config.databasePoolSize })
