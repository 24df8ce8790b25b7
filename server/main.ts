import { createApp } from './app.ts'
import { ConfigError, readConfig } from './config.ts'
import { openConfiguredDatabase } from './db/client.ts'
import { startMaintenance } from './db/maintenance.ts'
import { DatabaseBusyError } from './db/pglite-lock.ts'
import { seedDemoIfEmpty } from './demo/seed.ts'
import { startViewRollup } from './posts/views.ts'
import { stopOnSignals } from './shutdown.ts'

try {
  const config = readConfig()
  const database = await openConfiguredDatabase(config)
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config.mediaDir)
  const app = await createApp(config, database.db)
  const stopRollup = startViewRollup(database.db)
  const stopMaintenance = startMaintenance(database)
  stopOnSignals(app, async () => {
    // A rollup or vacuum under way finishes before the database closes under it.
    await Promise.all([stopRollup(), stopMaintenance()])
    await database.close()
  })
  await app.listen({ port: config.port, host: config.host })
  console.log(`Mọt is running on http://localhost:${config.port}/vi (database: ${database.engine})`)
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseBusyError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
