/**
 * The server's memory as `npm start` runs it (issue 51), and exits non-zero when the embedded server
 * misses a target: it idles at ≤ 300 MB resident, peaks at ≤ 600 MB while it starts, and its first
 * start on a new machine (initdb, migrations, the demo catalogue) answers in ≤ 15 s.
 *
 * Each server is started on a new data folder (and, for PostgreSQL, a new database), with the same
 * Node flags and script as `npm start` and the demo catalogue on. Its resident memory (VmRSS) is read
 * every 50 ms, summed with the processes it starts, and its own high-water mark (VmHWM, its true
 * peak) once it has settled; it is timed from its spawn to the first 200 from /healthz; then it is
 * measured at rest, during and after a burst of a few hundred reads sent to 127.0.0.1, and again
 * through a second start on the same data.
 *
 *   npm run bench:memory                  PGlite; PostgreSQL too when DATABASE_URL is set (a scratch
 *                                         database is made on that server and dropped after)
 *   npm run bench:memory -- --port 4650   the port the servers take in turn (default: a free one)
 *
 * Linux only: the figures are read from /proc.
 */
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { buildAppIfStale } from './lib/app-build.ts'
import { freePort, tempDataDir } from './lib/local-server.ts'
import { freshPostgres } from './lib/postgres-scratch.ts'
import { measureServer, type ServerFigures, type Settled } from './lib/server-memory.ts'

const { values } = parseArgs({ options: { port: { type: 'string' } } })
if (!existsSync('/proc/self/status')) throw new Error('bench:memory reads /proc: it runs on Linux only')

/** Issue 51's targets, for the embedded server (PGlite). */
const TARGETS = { idleMb: 300, startPeakMb: 600, firstStartSeconds: 15 }

const port = values.port ? Number(values.port) : await freePort()
// As `npm start`: the built app (built first when stale), unless APP_DIR names another build.
if (!process.env.APP_DIR) buildAppIfStale()
const appDir = process.env.APP_DIR ?? 'dist'
const adminUrl = process.env.DATABASE_URL

/** One server from a new data folder: `databaseUrl` for PostgreSQL, none for PGlite in DATA_DIR. */
async function measure(engine: string, databaseUrl: string | undefined): Promise<ServerFigures> {
  const data = tempDataDir(`memory-${engine.toLowerCase()}`)
  try {
    console.log(`Measuring ${engine}…`)
    return await measureServer({
      dataDir: data.dir,
      port,
      script: 'scripts/start.ts',
      env: {
        APP_DIR: appDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The media it serves are the data folder's own, not a MEDIA_DIR left in the shell.
        MEDIA_DIR: undefined,
      },
    })
  } finally {
    data.remove()
  }
}

console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
const pglite = await measure('PGlite', undefined)
let postgres: ServerFigures | undefined
if (adminUrl) {
  const scratch = await freshPostgres(adminUrl, 'memory')
  try {
    postgres = await measure('PostgreSQL', scratch.url)
  } finally {
    await scratch.drop()
  }
}
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

const mb = (value: number | undefined) => (value === undefined ? 'not read' : `${Math.round(value)} MB`)
const rest = (idle: Settled) =>
  `${mb(idle.mb)}${idle.settled || idle.mb === undefined ? '' : ' (still moving)'}`
const rows: [string, (figures: ServerFigures) => string][] = [
  ['first start: to the first /healthz', (f) => `${f.first.seconds.toFixed(1)} s`],
  ['first start: peak (VmHWM)', (f) => mb(f.first.peakMb)],
  ['first start: with its children', (f) => mb(f.first.treePeakMb)],
  ['  the same, files counted once', (f) => mb(f.first.treePeakFilesOnceMb)],
  ['first start: at rest', (f) => rest(f.first.idle)],
  [
    'burst: reads (failed)',
    (f) => `${f.burst.requests} (${f.burst.failed}) in ${f.burst.seconds.toFixed(1)} s`,
  ],
  ['burst: highest sampled', (f) => mb(f.burst.peakMb)],
  ['burst: at rest after', (f) => rest(f.burst.idle)],
  ['second start: to the first /healthz', (f) => `${f.second.seconds.toFixed(1)} s`],
  ['second start: peak (VmHWM)', (f) => mb(f.second.peakMb)],
  ['second start: with its children', (f) => mb(f.second.treePeakMb)],
  ['  the same, files counted once', (f) => mb(f.second.treePeakFilesOnceMb)],
  ['second start: at rest', (f) => rest(f.second.idle)],
]
const skipped = 'skipped (no DATABASE_URL)'
console.log(`\n${'figure'.padEnd(38)}${'PGlite'.padEnd(26)}PostgreSQL (DATABASE_URL)`)
for (const [name, figure] of rows) {
  console.log(`${name.padEnd(38)}${figure(pglite).padEnd(26)}${postgres ? figure(postgres) : skipped}`)
}

/**
 * The embedded server's verdicts. A figure that was not read, or a burst with a failed read (the
 * server was not doing what it is measured doing), is a miss: nothing passes unmeasured.
 */
const atRest = [pglite.first.idle.mb, pglite.burst.idle.mb, pglite.second.idle.mb]
// Its own true peak, and the sampled sum with the process that makes a new database, the Node
// binary's pages they share counted once: what the machine holds (server-memory.ts, treeRss).
const peaks = [
  pglite.first.peakMb,
  pglite.first.treePeakFilesOnceMb,
  pglite.second.peakMb,
  pglite.second.treePeakFilesOnceMb,
]
const highest = (figures: (number | undefined)[]) =>
  figures.some((figure) => figure === undefined) ? undefined : Math.max(...(figures as number[]))
const idle = highest(atRest)
const peak = highest(peaks)
const verdicts = [
  {
    name: `at rest ≤ ${TARGETS.idleMb} MB (the highest of the three)`,
    figure: mb(idle),
    met: idle !== undefined && idle <= TARGETS.idleMb,
  },
  {
    name: `peak while starting ≤ ${TARGETS.startPeakMb} MB (with its children, files once)`,
    figure: mb(peak),
    met: peak !== undefined && peak <= TARGETS.startPeakMb,
  },
  {
    name: `first start ≤ ${TARGETS.firstStartSeconds} s`,
    figure: `${pglite.first.seconds.toFixed(1)} s`,
    met: pglite.first.seconds <= TARGETS.firstStartSeconds,
  },
  {
    name: 'every read of the burst answered',
    figure: `${pglite.burst.failed} failed`,
    met: pglite.burst.failed === 0 && pglite.burst.requests > 0,
  },
]
console.log('\nPGlite (the embedded server):')
for (const verdict of verdicts) {
  console.log(`  ${verdict.name}: ${verdict.figure} → ${verdict.met ? 'met' : 'missed'}`)
}
if (postgres && postgres.burst.failed > 0) {
  console.log(
    `  (PostgreSQL: ${postgres.burst.failed} reads of its burst failed: its figures are not of a working server)`,
  )
}
const missed = verdicts.filter((verdict) => !verdict.met).length
console.log(`\n${verdicts.length - missed} met, ${missed} missed`)
process.exitCode = missed > 0 || (postgres !== undefined && postgres.burst.failed > 0) ? 1 : 0
