import { sql } from 'drizzle-orm'
import { repeat } from '../jobs.ts'
import type { Database } from './client.ts'

const HOUR = 3_600_000

/**
 * Embedded PGlite has no autovacuum worker, and every view, like and rating rewrites its post's row:
 * left alone, the replaced rows pile up and every scan reads past them. So the server vacuums the
 * embedded database itself, every hour (not at start, which should stay quick). VACUUM skips pages
 * nothing has changed, so a quiet catalogue costs little. PostgreSQL's autovacuum does this itself.
 */
export function startMaintenance(database: Database, everyMs = HOUR): () => Promise<void> {
  if (database.engine !== 'pglite') return async () => {}
  return repeat('vacuum', () => database.db.execute(sql`vacuum (analyze)`), everyMs, { delayFirst: true })
}
