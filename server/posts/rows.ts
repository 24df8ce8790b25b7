import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/**
 * Runs a hand-written query, on the database or inside a transaction. PGlite answers `{rows}`,
 * postgres.js the rows themselves; the shared Db type cannot say so, hence the cast, kept in this
 * one place.
 */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[]
  return Array.isArray(result) ? result : result.rows
}
