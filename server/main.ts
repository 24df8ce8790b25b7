import { createApp } from './app.ts'
import { serveBackups } from './backup/serve.ts'
import { ConfigError, readConfig } from './config.ts'
import { openConfiguredDatabase } from './db/client.ts'
import { createLeadership } from './db/leader.ts'
import { startMaintenance } from './db/maintenance.ts'
import { DatabaseBusyError } from './db/pglite-lock.ts'
import { seedDemoIfEmpty } from './demo/seed.ts'
import { startViewRollup } from './posts/views.ts'
import { stopOnSignals } from './shutdown.ts'

try {
  const config = readConfig()
  const database = await openConfiguredDatabase(config)
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config.mediaDir)
  // With several servers on one database, one runs the site-wide work (db/leader.ts).
  const leadership = createLeadership(config.databaseUrl)
  const app = await createApp(config, database.db, { siteWork: leadership.add })
  leadership.add(() => startViewRollup(database.db))
  leadership.add(() => startMaintenance(database))
  const backups = await serveBackups(config, database, leadership.add)
  leadership.start(app.log)
  stopOnSignals(app, async () => {
    await backups.stop()
    // A rollup, vacuum, scan or backup under way finishes before the database closes under it.
    await leadership.stop()
    await database.close()
  })
  // A line for each address the server answers on (a phone on the same network uses the second),
  // and the database it keeps (http/logging.ts).
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Mọt is running on ${address}/vi (database: ${database.engine})`,
  })
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseBusyError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
