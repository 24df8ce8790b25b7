import type { Db } from './client.ts'

/** PostgreSQL's "try again" answers: serialization failure and deadlock detected. */
const RETRYABLE = new Set(['40001', '40P01'])

/** The SQLSTATE of a failed query, whether the driver's error comes bare or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string') return code
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** A transaction, as `inTransaction` gives it to its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Runs `work` in a transaction, and once more when PostgreSQL gives it up as a deadlock or a
 * serialization failure: the writes take their locks in one order, so a second failure in a row
 * would be a real fault, and is raised.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (!RETRYABLE.has(sqlState(error) ?? '')) throw error
    return db.transaction(work)
  }
}
