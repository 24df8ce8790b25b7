/**
 * `npm run move-to-postgres -- <DATABASE_URL>`: a site on the embedded database (stopped) into an
 * empty PostgreSQL database, checked table by table, then what to set (docs/scaling.md).
 */
import { ConfigError, readConfig } from '../../config.ts'
import { DatabaseBusyError } from '../../db/pglite-lock.ts'
import { MoveMismatchError, moveToPostgres } from '../move.ts'
import { BackupDamagedError } from '../read.ts'
import { RestoreRefusedError } from '../restore.ts'
import { runCommand } from './run.ts'

const [url, ...rest] = process.argv.slice(2)
if (!url || rest.length > 0 || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database')
  process.exit(2)
}

/** The address as it may be printed: a password in it is not. */
const shown = (() => {
  const address = new URL(url)
  if (address.password) address.password = '***'
  return address.toString()
})()

await runCommand(async () => {
  const config = readConfig({ ...process.env, DATABASE_URL: undefined })
  const places = { dataDir: config.dataDir, mediaDir: config.mediaDir, uploadsDir: config.uploadsDir }
  console.log(`Moving the site in ${config.dataDir}/db to ${shown} …`)
  const moved = await moveToPostgres(places, url)
  console.log(
    `Moved and checked: ${moved.rows} rows in ${moved.tables} tables and ${moved.sequences} sequences, ` +
      'the same in PostgreSQL as here.\n\nNext:\n' +
      `  1. Set DATABASE_URL=${shown} where the server is started (the password as you gave it).\n` +
      `  2. Keep MEDIA_DIR (${config.mediaDir}) and UPLOADS_DIR (${config.uploadsDir}) as they are: ` +
      'the files did not move.\n' +
      '  3. Start the server: it says "database: postgres" when it runs.\n' +
      `  4. ${config.dataDir}/db is left as it was: remove it once the site runs well on PostgreSQL.\n` +
      'More servers on the same database: docs/scaling.md.',
  )
}, [ConfigError, DatabaseBusyError, BackupDamagedError, RestoreRefusedError, MoveMismatchError])
