/**
 * Several servers behind nginx on this machine (docs/scaling.md), measured two ways, on a new
 * PostgreSQL database (dropped afterwards) and a redis-server of its own:
 *  - uncached reads (public cache off, several hundred varied addresses) through nginx with 1 and
 *    with 3 servers, side by side: requests/s, p50, p99, and no request may fail;
 *  - a mixed load through nginx on 3 servers (readers, and members liking, rating and saving to their
 *    library) for 60 s, one server killed with SIGKILL at 20 s and Redis restarted (2 s down) at
 *    40 s: nothing may fail but the writes the killed server had in hand, no acknowledged write may
 *    be missing from the database, and the survivors' memory must stay flat.
 *   DATABASE_URL=postgres://… npm run bench:cluster
 *   npm run bench:cluster -- --connections 50 --duration 10 --mixed 60
 * Exits non-zero when a target is missed.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { variedPaths } from './lib/bench-urls.ts'
import { type Cluster, startCluster } from './lib/cluster.ts'
import { type Member, pickPosts, signUp } from './lib/cluster-client.ts'
import { connectionsOn, type Failure, startLoad } from './lib/cluster-load.ts'
import { verifyWrites } from './lib/cluster-verify.ts'
import { startRedis } from './lib/local-redis.ts'
import { rssMegabytes } from './lib/local-server.ts'
import { freshPostgres } from './lib/postgres-scratch.ts'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    mixed: { type: 'string', default: '60' },
  },
})
const connections = Math.min(Number(values.connections), 200)
const duration = Math.min(Number(values.duration), 60)
const mixedSeconds = Math.min(Math.max(Number(values.mixed), 15), 300)
if (!process.env.DATABASE_URL) {
  console.error('bench:cluster needs DATABASE_URL (a PostgreSQL server; it makes and drops its own database)')
  process.exit(1)
}

/** A target checked, with what was measured: printed in the closing table, never assumed. */
const checks: { name: string; measured: string; ok: boolean }[] = []
const check = (name: string, measured: string, ok: boolean) => {
  checks.push({ name, measured, ok })
  console.log(`  ${ok ? '✔' : '✘'} ${name}: ${measured}`)
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

const database = await freshPostgres(process.env.DATABASE_URL, 'bench_cluster')
const redis = await startRedis()
let cluster: Cluster | undefined
const start = async (servers: number, env: Record<string, string> = {}) => {
  cluster = await startCluster({
    servers,
    databaseUrl: database.url,
    redisUrl: redis.url,
    quiet: true,
    env: { LOG_LEVEL: 'warn', ...env },
  })
  return cluster
}
const stop = async () => {
  await cluster?.stop()
  cluster = undefined
}

try {
  console.log(`Load average before: ${load()}`)
  console.log(`\nUncached reads through nginx (public cache off), ${connections} connections, ${duration} s:`)
  const reads: { servers: number; rps: number; p50: number; p99: number; failed: number }[] = []
  for (const servers of [1, 3]) {
    const site = await start(servers, { PUBLIC_CACHE_SECONDS: '0' })
    const paths = await variedPaths(site.url)
    const pick = () => paths[Math.floor(Math.random() * paths.length)]!
    const mix = {
      url: site.url,
      connections,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pick() }) }],
    }
    // Not counted: each new server compiles its code and plans its queries on first use.
    await autocannon({ ...mix, duration: 3 })
    const result = await autocannon({ ...mix, duration })
    const row = {
      servers,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
    }
    reads.push(row)
    console.log(
      `  ${servers} server${servers > 1 ? 's' : ''}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed (${paths.length} addresses)`,
    )
    await stop()
  }
  console.log(
    `\n${'servers'.padEnd(10)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'failed'.padStart(8)}`,
  )
  for (const r of reads) {
    console.log(
      `${String(r.servers).padEnd(10)}${String(r.rps).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.failed).padStart(8)}`,
    )
  }
  for (const r of reads)
    check(`uncached reads, ${r.servers} server(s): no failed request`, `${r.failed} failed`, r.failed === 0)

  await mixedRun()
} finally {
  await stop()
  await redis.close()
  await database.drop()
}

async function mixedRun() {
  const killAt = (mixedSeconds * 1000) / 3
  const restartAt = (mixedSeconds * 2000) / 3
  console.log(
    `\nMixed load through nginx on 3 servers, ${mixedSeconds} s: SIGKILL of one at ${killAt / 1000} s, Redis restarted (2 s down) at ${restartAt / 1000} s`,
  )
  const site = await start(3)
  const members: Member[] = []
  for (let i = 0; i < 4; i++) {
    members.push(await signUp(site.servers[i % 3]!, `bench-${i}-${Date.now()}@example.com`))
  }
  const seeds = { members, posts: await pickPosts(site.url), paths: await variedPaths(site.url) }
  const [victim, ...survivors] = site.servers
  const started = Date.now()
  const at = (ms: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())))
  const run = startLoad({ url: site.url, ...seeds, readers: 16 })

  await at(killAt / 2)
  const warm = await Promise.all(survivors.map((server) => rssMegabytes(server.child.pid)))
  await at(killAt)
  const held = await connectionsOn(victim!.port)
  const killed = Date.now()
  await victim!.stop('SIGKILL')
  const dead = Date.now()
  await at(restartAt)
  const redisDown = Date.now()
  await redis.restart(2000)
  const redisBack = Date.now()
  await at(mixedSeconds * 1000)
  await run.stop()
  const seconds = (Date.now() - started) / 1000
  const end = await Promise.all(survivors.map((server) => rssMegabytes(server.child.pid)))

  console.log(
    `  ${run.reads} reads and ${run.writes} writes in ${seconds.toFixed(0)} s (${Math.round((run.reads + run.writes) / seconds)} req/s); ${run.ledger.acknowledged} writes acknowledged`,
  )
  const inFlightAtKill = (f: Failure) => f.method === 'POST' && f.sentAt <= dead && f.endedAt >= killed
  const atKill = run.failures.filter(inFlightAtKill)
  const others = run.failures.filter((f) => !inFlightAtKill(f))
  // From the moment Redis went until the servers have had five seconds to reconnect.
  const duringRedis = run.failures.filter(
    (f) =>
      f.endedAt >= redisDown &&
      f.sentAt <= redisBack + 5000 &&
      (typeof f.status !== 'number' || f.status >= 500),
  )
  const byStatus = new Map<string, number>()
  for (const f of run.failures)
    byStatus.set(`${f.method} ${f.status}`, (byStatus.get(`${f.method} ${f.status}`) ?? 0) + 1)
  console.log(
    `  failed: ${run.failures.length} (${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'}); the killed server held ${held} connections`,
  )
  check(
    'failures only among the writes in flight on the killed server',
    `${atKill.length} in flight at the kill (≤ ${held} connections), ${others.length} others`,
    atKill.length <= held && others.length === 0,
  )
  check(
    'reads all answered (nginx retries them on another server)',
    `${run.failures.filter((f) => f.method === 'GET').length} failed`,
    run.failures.every((f) => f.method === 'POST'),
  )
  check('no 5xx or error during the Redis restart', `${duringRedis.length}`, duringRedis.length === 0)
  const written = await verifyWrites(database.url, run.ledger)
  // Of the likes and ratings, the last each member made on each post is what the database must hold.
  check(
    'acknowledged writes in PostgreSQL (every save, the last like and rating per member and post)',
    `${written.checked - written.missing.length} found, ${written.missing.length} missing`,
    written.missing.length === 0 && written.checked > 0,
  )
  for (const problem of written.missing.slice(0, 10)) console.log(`    ${problem}`)
  survivors.forEach((server, i) => {
    const before = warm[i]
    const after = end[i]
    const measured = before !== undefined && after !== undefined
    check(
      `memory of survivor ${i + 1} (pid ${server.child.pid}) flat (< +30% after warm-up)`,
      measured ? `${before} MB → ${after} MB (${Math.round((after / before - 1) * 100)}%)` : 'not measured',
      measured && after < before * 1.3,
    )
  })
}

console.log(`\nLoad average after: ${load()}`)
const missed = checks.filter((c) => !c.ok)
console.log(`\n${checks.length - missed.length} targets met, ${missed.length} missed`)
process.exitCode = missed.length > 0 ? 1 : 0
