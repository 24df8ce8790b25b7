/**
 * `npm run backup -- <file> [--no-media]`: one archive of the site, taken while it runs (docs/backups.md).
 * PostgreSQL (DATABASE_URL) is read directly, in one snapshot. The embedded database is read by the
 * server running on it, asked through DATA_DIR's socket, or opened here when no server runs.
 */
import { resolve } from 'node:path'
import { ConfigError, readConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { DatabaseBusyError } from '../../db/pglite-lock.ts'
import { askRunningServer } from '../control.ts'
import { engineOf } from '../database-io.ts'
import { type BackupSummary, takeBackup } from '../take.ts'
import { describeBackup, runCommand } from './run.ts'

const args = process.argv.slice(2)
const includeFiles = !args.includes('--no-media')
const [target, ...rest] = args.filter((arg) => arg !== '--no-media')
if (!target || rest.length > 0 || target.startsWith('-')) {
  console.error('Usage: npm run backup -- <file.zip> [--no-media]')
  process.exit(2)
}

await runCommand(async () => {
  const config = readConfig()
  const file = resolve(target)
  const places = { mediaDir: config.mediaDir, uploadsDir: config.uploadsDir }
  let summary: BackupSummary | undefined
  if (config.databaseUrl) {
    const { default: postgres } = await import('postgres')
    const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} })
    try {
      summary = await takeBackup({ engine: 'postgres', sql }, places, file, { includeFiles })
    } finally {
      await sql.end({ timeout: 5 })
    }
  } else {
    summary = await askRunningServer(config.dataDir, { file, includeFiles })
    if (!summary) {
      const database = await openDatabase({ dir: `${config.dataDir}/db` })
      try {
        summary = await takeBackup(engineOf(database.db), places, file, { includeFiles })
      } finally {
        await database.close()
      }
    }
  }
  console.log(describeBackup(summary))
}, [ConfigError, DatabaseBusyError])
