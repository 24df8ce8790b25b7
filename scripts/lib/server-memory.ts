import { readdir, readFile } from 'node:fs/promises'
import { detailPage, variedPaths } from './bench-urls.ts'
import { type LocalServer, type StartOptions, startServer } from './local-server.ts'

/**
 * What `npm run bench:memory` measures of one server (docs/measurements.md): its resident memory
 * while it starts on a new data folder (and database), at rest, under a short burst of reads and at
 * rest again, then while it starts a second time on the same data. Figures in MB and seconds; a
 * figure that could not be read is undefined, never a guess.
 */
export interface StartFigures {
  /** From the process's spawn to the first 200 from /healthz. */
  seconds: number
  /** The process's own high-water mark (VmHWM) once it has settled: the true peak of its own memory. */
  peakMb: number | undefined
  /**
   * The highest sampled sum of the process and the processes it started (a new embedded database is
   * made in one): plain, and with the pages of files counted once (`treeRss`). Floors: a peak
   * between two samples is missed.
   */
  treePeakMb: number | undefined
  treePeakFilesOnceMb: number | undefined
  /** Resident memory once it stopped changing (`settledRss`). */
  idle: Settled
}

export interface Settled {
  mb: number | undefined
  /** False when it still moved at the bound: the figure is the last one read. */
  settled: boolean
}

export interface BurstFigures {
  requests: number
  failed: number
  seconds: number
  /** The highest resident memory sampled during the burst. */
  peakMb: number | undefined
  idle: Settled
}

export interface ServerFigures {
  first: StartFigures
  burst: BurstFigures
  second: StartFigures
}

/** How the server is started: its data folder, environment, script and Node's flags. */
type Run = Pick<StartOptions, 'dataDir' | 'port' | 'env' | 'script' | 'nodeFlags'>

/** How often resident memory is sampled. */
const SAMPLE_MS = 50

/**
 * A process's resident memory in MB, from /proc (Linux): VmRSS, its high-water mark VmHWM, and of
 * VmRSS the pages of files (the Node binary, libraries) apart from its own. Undefined when unread.
 */
export async function processMemory(pid: number | undefined) {
  const unread = { rss: undefined, peak: undefined, files: undefined }
  if (pid === undefined) return unread
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const mb = (field: string) => {
      const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1]
      return kb ? Number(kb) / 1024 : undefined
    }
    return { rss: mb('VmRSS'), peak: mb('VmHWM'), files: mb('RssFile') }
  } catch {
    return unread
  }
}

/** The processes a process started (those of each of its threads), read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = []
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const listed = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')
    found.push(...listed.split(' ').filter(Boolean).map(Number))
  }
  return found
}

/** Every process under a process, and itself. */
async function treeOf(pid: number): Promise<number[]> {
  const all = [pid]
  for (const child of await childrenOf(pid)) all.push(...(await treeOf(child)))
  return all
}

/**
 * The resident memory of a process and every process under it, in MB: the plain sum, and the sum
 * with the pages of files counted once. The processes are all Node, so the pages of its binary (some
 * 40-50 MB) are the same pages in each: the machine holds them once. Their own memory is summed, and
 * of their file pages the most that one process holds is added.
 */
async function treeRss(pid: number): Promise<{ sum: number; filesOnce: number } | undefined> {
  let sum = 0
  let own = 0
  let files = 0
  for (const member of await treeOf(pid)) {
    const memory = await processMemory(member)
    if (memory.rss === undefined) {
      if (member === pid) return undefined
      continue
    }
    sum += memory.rss
    own += memory.rss - (memory.files ?? 0)
    files = Math.max(files, memory.files ?? 0)
  }
  return { sum, filesOnce: own + files }
}

/**
 * Samples the resident memory of a process, and of it with the processes under it (`treeRss`), every
 * `SAMPLE_MS` until stopped; the highest of each is kept.
 */
function sampleRss(pid: number | undefined) {
  let peak: number | undefined
  let treeSum: number | undefined
  let treeFilesOnce: number | undefined
  let reading: Promise<void> | undefined
  const read = async () => {
    if (pid === undefined) return
    const { rss } = await processMemory(pid)
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss)
    const tree = await treeRss(pid)
    if (!tree) return
    treeSum = Math.max(treeSum ?? 0, tree.sum)
    treeFilesOnce = Math.max(treeFilesOnce ?? 0, tree.filesOnce)
  }
  // A busy machine can make one reading outlast the interval: the next waits its turn, none piles up.
  const timer = setInterval(() => {
    reading ??= read().finally(() => {
      reading = undefined
    })
  }, SAMPLE_MS)
  return {
    async stop() {
      clearInterval(timer)
      await reading
      return { peak, treeSum, treeFilesOnce }
    },
  }
}

/**
 * Resident memory once it has stopped changing: within `toleranceMb` over `quietMs`, read every
 * `SAMPLE_MS`; at `boundMs` the last figure is returned, marked as not settled. The quiet time is
 * longer than V8's memory reducer takes to give back the heap that starting or a burst left (a
 * collection some 8 s after the work stops, and another one to two rounds later that returns the
 * emptied pages; between them the figure holds still for 10 s): a server at rest holds what is left
 * after both, some 100 MB less than a few seconds after it answered (docs/measurements.md).
 */
export async function settledRss(
  pid: number | undefined,
  { quietMs = 20_000, toleranceMb = 2, boundMs = 90_000 } = {},
): Promise<Settled> {
  const deadline = Date.now() + boundMs
  const window: { at: number; mb: number }[] = []
  let last: number | undefined
  while (Date.now() < deadline) {
    const { rss } = await processMemory(pid)
    if (rss === undefined) return { mb: undefined, settled: false }
    const now = Date.now()
    last = rss
    window.push({ at: now, mb: rss })
    while (window.length > 0 && window[0]!.at < now - quietMs) window.shift()
    const covered = now - window[0]!.at >= quietMs - SAMPLE_MS
    const values = window.map((sample) => sample.mb)
    if (covered && Math.max(...values) - Math.min(...values) <= toleranceMb) return { mb: rss, settled: true }
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
  }
  return { mb: last, settled: false }
}

/** Starts the server, timing it from its spawn to its first 200 from /healthz, and lets it settle. */
async function timedStart(run: Run): Promise<{ server: LocalServer; figures: StartFigures }> {
  let spawnedAt = 0
  let sampler: ReturnType<typeof sampleRss> | undefined
  const server = await startServer({
    ...run,
    quiet: true,
    onSpawn: (child) => {
      spawnedAt = performance.now()
      sampler = sampleRss(child.pid)
    },
  })
  const seconds = (performance.now() - spawnedAt) / 1000
  // What it does once it answers (work it begins, then V8 giving back what starting grew) counts too.
  const idle = await settledRss(server.child.pid)
  const sampled = await sampler?.stop()
  const { peak } = await processMemory(server.child.pid)
  return {
    server,
    figures: {
      seconds,
      peakMb: peak,
      treePeakMb: sampled?.treeSum,
      treePeakFilesOnceMb: sampled?.treeFilesOnce,
      idle,
    },
  }
}

/**
 * A bounded burst of what visitors read: the catalogue's API reads (home, lists, details, chapters,
 * searches; `bench-urls.ts`), a few at a time, and the home and a detail page as the server draws
 * them (when it serves the built app). At most `count` requests and `boundMs`; to this machine only.
 */
async function burst(server: LocalServer, count = 400, boundMs = 90_000): Promise<BurstFigures> {
  const paths = await variedPaths(server.url)
  const every = Math.max(1, Math.ceil(paths.length / count))
  const picked = paths.filter((_, index) => index % every === 0).slice(0, count - 10)
  const page = await detailPage(server.url)
  for (let i = 0; i < 5; i++) picked.push('/vi/', page)
  const sampler = sampleRss(server.child.pid)
  const started = performance.now()
  const deadline = Date.now() + boundMs
  let next = 0
  let failed = 0
  let sent = 0
  const worker = async () => {
    while (next < picked.length && Date.now() < deadline) {
      const path = picked[next++]!
      sent++
      const ok = await fetch(server.url + path, {
        headers: { 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (answer) => {
          await answer.arrayBuffer()
          return answer.ok
        },
        () => false,
      )
      if (!ok) failed++
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  const seconds = (performance.now() - started) / 1000
  const peakMb = (await sampler.stop()).peak
  // Requests the bound left unsent count as failed: the burst was not what it says.
  failed += picked.length - sent
  const idle = await settledRss(server.child.pid)
  return { requests: picked.length, failed, seconds, peakMb, idle }
}

/**
 * One server measured from a new data folder: its first start (the database made, migrated and the
 * demo catalogue loaded), a burst of reads, then a second start on the same data.
 */
export async function measureServer(run: Run): Promise<ServerFigures> {
  const first = await timedStart(run)
  let burstFigures: BurstFigures
  try {
    burstFigures = await burst(first.server)
  } finally {
    await first.server.stop()
  }
  const second = await timedStart(run)
  await second.server.stop()
  return { first: first.figures, burst: burstFigures, second: second.figures }
}
