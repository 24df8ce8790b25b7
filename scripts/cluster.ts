/**
 * Several Mọt servers behind nginx on this machine, as a site that outgrew one process runs them
 * (docs/scaling.md): one PostgreSQL, one Redis, one shared data folder, one SECRET.
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- --servers 3
 * nginx listens on PORT (8080 by default); Ctrl-C or SIGTERM stops nginx, then every server with
 * SIGTERM (each finishes its requests under way).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildAppIfStale } from './lib/app-build.ts'
import { type Cluster, startCluster } from './lib/cluster.ts'

const { values } = parseArgs({ options: { servers: { type: 'string', default: '3' } } })
const servers = Number(values.servers)
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name])
if (missing.length > 0) {
  console.error(
    `npm run cluster needs ${missing.join(' and ')}: the servers share one PostgreSQL (DATABASE_URL=postgres://…) and one Redis (REDIS_URL=redis://…). See docs/scaling.md.`,
  )
  process.exit(1)
}
if (!Number.isInteger(servers) || servers < 1 || servers > 32) {
  console.error('--servers: a whole number from 1 to 32')
  process.exit(1)
}
const secret = process.env.SECRET
if (!secret) console.log('SECRET is not set: the servers share one made for this run.')

if (!process.env.APP_DIR) buildAppIfStale()
let cluster: Cluster | undefined
let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping nginx, then the servers (each finishes what it is doing)…')
  await cluster?.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

cluster = await startCluster({
  servers,
  databaseUrl: process.env.DATABASE_URL!,
  redisUrl: process.env.REDIS_URL!,
  port: Number(process.env.PORT ?? 8080),
  secret,
  dataDir: process.env.DATA_DIR ?? './data',
  env: { APP_DIR: resolve(process.env.APP_DIR ?? 'dist'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
if (!secret) console.log(`SECRET=${cluster.secret}`)
for (const server of cluster.servers) console.log(`  server ${server.url} (pid ${server.child.pid})`)
console.log(`Mọt is running on ${cluster.url}/vi: nginx in front of ${servers} servers. Ctrl-C stops them.`)
