import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { SiteWork } from '../db/leader.ts'
import { engineOf } from './database-io.ts'

/**
 * A server's part in backups: the scheduled ones are site-wide work (one server of several takes
 * them), and `npm run backup` beside a server on the embedded database asks this server to take it
 * (control.ts). Returns what stops it.
 */
export async function serveBackups(
  config: Config,
  database: Database,
  siteWork: (work: SiteWork) => void,
  log: { warn(message: string): void },
) {
  const engine = engineOf(database.db)
  const places = { mediaDir: config.mediaDir, uploadsDir: config.uploadsDir }
  const { backup } = config
  if (backup) {
    const { scheduleBackups } = await import('./schedule.ts')
    siteWork(() => scheduleBackups(backup, engine, places))
  }
  if (database.engine !== 'pglite') return { stop: async () => {} }
  const { answerBackupRequests } = await import('./control.ts')
  try {
    return { stop: await answerBackupRequests(config.dataDir, engine, places) }
  } catch (error) {
    // A socket cannot be made there (a path past the system's 107 bytes, a read-only folder): the
    // site runs on, and `npm run backup` says the database is in use, as it did before.
    log.warn(`npm run backup cannot ask this server for backups: ${(error as Error).message}`)
    return { stop: async () => {} }
  }
}
