/**
 * How fast the library importer is, on a generated library the size of the issue's: 1,000 comic
 * chapters of 20 pages (1,600 × 2,400 JPEG; one in five a CB7, one in five a PDF, the rest CBZ) in 50
 * series, each with a one-page CBR more, plus 50 EPUBs. Imports it into a fresh
 * database and media store (PGlite, or DATABASE_URL's PostgreSQL), then imports it again unchanged.
 * Prints pages per second, the total time, the peak memory and the unchanged rescan's time against
 * the targets; exits non-zero when one is missed. Memory: the peak of the importing process with
 * every process it starts (the importer reads its files in a process of its own, which runs bsdtar
 * and poppler), sampled every 100 ms from outside; the peak of the same process that only opens its
 * database (loading the server's modules alone takes some 300 MB); and the importer's own, the
 * difference, which the target judges. The process's own peak is printed beside. It is judged with the
 * database outside the process (DATABASE_URL): embedded PGlite's start holds more than the importer
 * ever adds, so its figures are printed without a verdict.
 *
 * Then what the import costs the site's visitors: a server with the demo catalogue is read (the
 * home, a list, a post, one read after another) at rest, then while the same library is moved into
 * its LIBRARY_DIR and imported flat out (bench-import-reads.ts). The p99 while importing must stay
 * within twice the p99 at rest.
 *   npm run bench:import
 *   npm run bench:import -- --series 5        a smaller library (20 chapters each), to try it out
 *   npm run bench:import -- --part reads      only the reads (or --part speed: only the import's speed)
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts'
import { readsDuringImport } from './lib/bench-import-reads.ts'
import { writeBenchLibrary } from './lib/bench-library.ts'
import { tempDataDir } from './lib/local-server.ts'
import { freshPostgres } from './lib/postgres-scratch.ts'
import { sampleTreeMemory } from './lib/process-tree-memory.ts'
import { withinIdle } from './lib/read-latency.ts'

/** The targets on the development machine. */
const TARGET = { pagesPerSecond: 50, peakMb: 400, rescanSeconds: 10 }

const { values } = parseArgs({
  options: { series: { type: 'string', default: '50' }, part: { type: 'string' } },
})
const parts = { speed: values.part !== 'reads', reads: values.part !== 'speed' }
const size = {
  series: Math.max(1, Math.min(Number(values.series) || 50, 50)),
  chaptersPerSeries: 20,
  pagesPerChapter: 20,
  pageWidth: 1600,
  pageHeight: 2400,
  novels: 50,
  chaptersPerNovel: 20,
}
/** PostgreSQL outside the process: the process's memory is then the importer's alone. */
const external = Boolean(process.env.DATABASE_URL)
// A CBR more in each series, of one page (bench-library.ts).
const pages = size.series * (size.chaptersPerSeries * size.pagesPerChapter + 1)
const temp = tempDataDir('bench-import')
// A fresh database of its own on that server: the first import must find nothing there.
const postgres = external ? await freshPostgres(process.env.DATABASE_URL!, 'bench_import') : undefined
try {
  const library = join(temp.dir, 'library')
  console.log(
    `Writing the library: ${size.series * (size.chaptersPerSeries + 1)} comic chapters (CBZ, CB7, PDF, ` +
      `CBR; ${pages} pages of ${size.pageWidth} × ${size.pageHeight}) and ${size.novels} EPUBs…`,
  )
  const written = await writeBenchLibrary(library, size)
  console.log(`  ${(written.pageBytes / 1e9).toFixed(2)} GB of pages`)
  const { series, novels } = written
  const speed = parts.speed ? await measureSpeed(library) : true
  const reads = parts.reads ? await measureReads(series, novels) : true
  process.exitCode = speed && reads ? 0 : 1
} finally {
  temp.remove()
  await postgres?.drop()
}

/** The import's speed and memory, and an unchanged rescan's time; whether every target was met. */
async function measureSpeed(library: string) {
  console.log(
    `Importing it into ${external ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}, then again unchanged…`,
  )
  const figures = await measured(library, 'data')
  const opened = await measured('--open-only', 'data-open-only')
  const importerMb = figures.treePeakMb - opened.treePeakMb
  const added = figures.first.chapters.added
  const expected = size.series * (size.chaptersPerSeries + 1) + size.novels * size.chaptersPerNovel
  const importSeconds = figures.importMs / 1000
  const rows = [
    {
      name: 'pages per second',
      value: pages / importSeconds,
      target: `≥ ${TARGET.pagesPerSecond}`,
      met: pages / importSeconds >= TARGET.pagesPerSecond,
    },
    { name: 'total time (s)', value: importSeconds, target: '', met: undefined },
    { name: 'process peak (MB)', value: figures.peakMb, target: '', met: undefined },
    { name: 'process tree peak (MB)', value: figures.treePeakMb, target: '', met: undefined },
    { name: 'database open only (MB)', value: opened.treePeakMb, target: '', met: undefined },
    {
      name: 'importer memory (MB)',
      value: importerMb,
      target: external ? `≤ ${TARGET.peakMb}` : 'judged with DATABASE_URL (PGlite is in the process)',
      met: external ? importerMb <= TARGET.peakMb : undefined,
    },
    {
      name: 'unchanged rescan (s)',
      value: figures.rescanMs / 1000,
      target: `≤ ${TARGET.rescanSeconds}`,
      met: figures.rescanMs / 1000 <= TARGET.rescanSeconds,
    },
  ]
  console.log(`\n${'figure'.padEnd(28)}${'measured'.padStart(10)}  target`)
  for (const row of rows) {
    const verdict = row.met === undefined ? '' : row.met ? '  met' : '  MISSED'
    console.log(`${row.name.padEnd(28)}${row.value.toFixed(1).padStart(10)}  ${row.target}${verdict}`)
  }
  // A run that imported less than the library, or found changes on the second pass, measured nothing.
  const complete = added === expected && figures.first.skipped === 0
  const unchanged = figures.again.chapters.unchanged === expected && figures.again.chapters.changed === 0
  if (!complete)
    console.log(`\nOnly ${added} of ${expected} chapters were imported (${figures.first.skipped} skipped).`)
  if (!unchanged) console.log('\nThe second import found changes: it was not an unchanged rescan.')
  return complete && unchanged && rows.every((row) => row.met !== false)
}

/** Public reads at rest and while the library is imported; whether the p99 held. */
async function measureReads(series: string[], novels: string[]) {
  console.log('\nReading a server at rest, then while it imports the same library…')
  const scratch = external ? await freshPostgres(process.env.DATABASE_URL!, 'bench_import_reads') : undefined
  try {
    const figures = await readsDuringImport({
      library: join(temp.dir, 'library'),
      dataDir: join(temp.dir, 'reads'),
      databaseUrl: scratch?.url,
      series,
      novels,
    })
    const { idleP99, busyP99, held } = withinIdle(figures.idle, figures.busy, 0)
    const line = (name: string, value: string, target = '') =>
      console.log(`${name.padEnd(34)}${value.padStart(10)}  ${target}`)
    console.log(`\n${'figure'.padEnd(34)}${'measured'.padStart(10)}  target`)
    line('reads at rest', String(figures.idle.ms.length))
    line('read p99 at rest (ms)', idleP99.toFixed(1))
    line('reads while importing', String(figures.busy.ms.length))
    line(
      'read p99 while importing (ms)',
      busyP99.toFixed(1),
      `≤ ${(2 * idleP99).toFixed(1)} (2 × at rest)${held ? '  met' : '  MISSED'}`,
    )
    line('failed reads', String(figures.idle.failed + figures.busy.failed), '0')
    line('import time (s)', figures.importSeconds.toFixed(1))
    if (!figures.complete)
      console.log('\nThe library was not all imported in time: the reads measured no whole import.')
    return held && figures.complete
  } finally {
    await scratch?.drop()
  }
}

/**
 * One run of the measured process (`bench-import-run.ts`), with a data folder of its own; its
 * figures, and the peak memory of its whole process tree (its reading process and the tools that
 * runs included), sampled from outside.
 */
async function measured(argument: string, dataFolder: string) {
  // With `npm run import`'s Node flags: the process opens the embedded database as it does.
  const script = join(import.meta.dirname, 'lib', 'bench-import-run.ts')
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script, argument], {
    env: {
      ...process.env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      DATA_DIR: join(temp.dir, dataFolder),
      MEDIA_DIR: join(temp.dir, 'media'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const memory = sampleTreeMemory(child.pid!)
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const treePeakMb = await memory.stop()
  if (status !== 0) {
    console.error(stdout, stderr)
    throw new Error('the measured run failed')
  }
  return { ...JSON.parse(stdout.trim().split('\n').at(-1)!), treePeakMb }
}
