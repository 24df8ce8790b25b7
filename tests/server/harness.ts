import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { freshPostgres } from '../../scripts/lib/postgres-scratch.ts'
import { type AppOptions, createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { type Db, openDatabase } from '../../server/db/client.ts'
import { pgliteTemplate } from './pglite-template.ts'

export interface TestServer {
  app: FastifyInstance
  db: Db
  engine: 'pglite' | 'postgres'
  /** The PostgreSQL database the server uses; undefined on PGlite (in memory, this process's own). */
  databaseUrl: string | undefined
  mediaDir: string
  close(): Promise<void>
}

/**
 * A real app on a fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL
 * server named by DATABASE_URL (dropped again on close). Requests go through app.inject().
 * `alongside` another test server, it shares that one's database and media folder instead, as two
 * servers behind one proxy; closing it closes only its app.
 */
export async function createTestServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
  alongside?: TestServer,
): Promise<TestServer> {
  if (alongside) {
    const config = testConfig(alongside.mediaDir, env)
    const app = await createApp(config, alongside.db, options)
    dataDirs.set(app, config.dataDir)
    databases.set(app, alongside.db)
    await app.ready()
    return { ...alongside, app, close: () => app.close() }
  }
  const mediaDir = mkdtempSync(join(tmpdir(), 'mot-media-'))
  const adminUrl = process.env.DATABASE_URL
  const scratch = adminUrl ? await freshPostgres(adminUrl, 'test') : undefined
  const database = await openDatabase({
    url: scratch?.url,
    dir: 'memory://',
    copyOf: scratch ? undefined : await pgliteTemplate(),
  })
  const config = testConfig(mediaDir, env)
  const app = await createApp(config, database.db, options)
  dataDirs.set(app, config.dataDir)
  databases.set(app, database.db)
  await app.ready()
  return {
    app,
    db: database.db,
    engine: database.engine,
    databaseUrl: scratch?.url,
    mediaDir,
    async close() {
      await app.close()
      await database.close()
      await scratch?.drop()
      rmSync(mediaDir, { recursive: true, force: true })
      rmSync(`${mediaDir}-data`, { recursive: true, force: true })
    },
  }
}

const dataDirs = new WeakMap<FastifyInstance, string>()
const databases = new WeakMap<FastifyInstance, Db>()

/** A test server's database. */
export function databaseOf(app: FastifyInstance): Db {
  const db = databases.get(app)
  if (!db) throw new Error('not a test server of harness.ts')
  return db
}

/** Where a test server writes its mail (no SMTP_URL): `<DATA_DIR>/outbox`. */
export function outboxOf(app: FastifyInstance): string {
  const dataDir = dataDirs.get(app)
  if (!dataDir) throw new Error('not a test server of harness.ts')
  return join(dataDir, 'outbox')
}

/** A test server's settings, with the test's own on top. */
function testConfig(mediaDir: string, env: Record<string, string>) {
  return readConfig({
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    APP_DIR: join(mediaDir, 'no-app'),
    SECRET: 'test-secret-test-secret-test-secret',
    // Account mail is written to <DATA_DIR>/outbox, beside this server's media and removed with it.
    DATA_DIR: `${mediaDir}-data`,
    // Tests stand in for many visitors by sending X-Forwarded-For, as a proxy would.
    TRUST_PROXY: 'true',
    ...env,
  })
}
