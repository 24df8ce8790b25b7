/**
 * `npm run restore -- <file> [--force]`: a backup into an empty site (docs/backups.md): the
 * database DATABASE_URL names, or the embedded one in DATA_DIR, and MEDIA_DIR and UPLOADS_DIR.
 * A site already there is kept unless --force; a damaged backup changes nothing.
 */
import { resolve } from 'node:path'
import { ConfigError, readConfig } from '../../config.ts'
import { DatabaseBusyError } from '../../db/pglite-lock.ts'
import { BackupDamagedError } from '../read.ts'
import { RestoreRefusedError, restoreBackup } from '../restore.ts'
import { runCommand } from './run.ts'

const args = process.argv.slice(2)
const force = args.includes('--force')
const [source, ...rest] = args.filter((arg) => arg !== '--force')
if (!source || rest.length > 0 || source.startsWith('-')) {
  console.error('Usage: npm run restore -- <file.zip> [--force]')
  process.exit(2)
}

await runCommand(async () => {
  const config = readConfig()
  const summary = await restoreBackup(
    resolve(source),
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      uploadsDir: config.uploadsDir,
    },
    { force },
  )
  console.log(
    `Restored into ${config.databaseUrl ? 'the database at DATABASE_URL' : `${config.dataDir}/db`}: ` +
      `${summary.rows} rows in ${summary.tables} tables, ${summary.files} files.`,
  )
  if (summary.filesMissing.length > 0) {
    console.log(
      `The backup lists files it does not hold (--no-media); ${summary.filesMissing.length} are not in ` +
        `MEDIA_DIR or UPLOADS_DIR as they were, for example: ${summary.filesMissing.slice(0, 5).join(', ')}`,
    )
  }
}, [ConfigError, DatabaseBusyError, BackupDamagedError, RestoreRefusedError])
