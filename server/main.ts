import { ConfigError, readConfig } from './config.ts'
import { openConfiguredDatabase } from './db/client.ts'
import { DatabaseBusyError } from './db/pglite-lock.ts'

try {
  const config = readConfig()
  const database = await openConfiguredDatabase(config)
  // The rest of the server is loaded once the database is open: a new embedded database is made
  // first, the start's memory peak, with as little else in memory as can be (docs/measurements.md).
  const { createApp } = await import('./app.ts')
  const { serveBackups } = await import('./backup/serve.ts')
  const { createLeadership } = await import('./db/leader.ts')
  const { startMaintenance } = await import('./db/maintenance.ts')
  const { seedDemoIfEmpty } = await import('./demo/seed.ts')
  const { startViewRollup } = await import('./posts/views.ts')
  const { stopOnSignals } = await import('./shutdown.ts')
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config.mediaDir)
  // With several servers on one database, one runs the site-wide work (db/leader.ts).
  const leadership = createLeadership(config.databaseUrl)
  const app = await createApp(config, database.db, { siteWork: leadership.add })
  leadership.add(() => startViewRollup(database.db))
  leadership.add(() => startMaintenance(database))
  const backups = await serveBackups(config, database, leadership.add, app.log)
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
