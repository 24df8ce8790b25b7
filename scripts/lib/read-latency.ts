/** How long public reads take while something else runs: the figures bench:import and the attacks judge. */

export interface ReadTimes {
  /** Each answered read's time, in milliseconds. */
  ms: number[]
  /** Reads that failed: no answer in time, or not a 200. */
  failed: number
}

/** A read gives up after this long: a server frozen for longer has failed anyway. */
const READ_TIMEOUT_MS = 60_000

/**
 * Reads `urls` in turn, one after another, as one visitor would, while `going()` says so (asked
 * between reads) and for at least `minimumMs`.
 */
export async function timeReads(urls: string[], going: () => boolean, minimumMs = 0): Promise<ReadTimes> {
  const times: ReadTimes = { ms: [], failed: 0 }
  const until = Date.now() + minimumMs
  for (let n = 0; going() || Date.now() < until; n++) {
    const url = urls[n % urls.length]!
    const started = performance.now()
    const status = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).then(
      async (answer) => {
        await answer.arrayBuffer()
        return answer.status
      },
      () => 0,
    )
    if (status === 200) times.ms.push(performance.now() - started)
    else times.failed++
  }
  return times
}

/** The p-th percentile (nearest rank) of some times; NaN for none, which no bound ever passes. */
export function percentile(ms: number[], p: number) {
  if (ms.length === 0) return Number.NaN
  const sorted = [...ms].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/**
 * The verdict on reads during work against reads at rest: the busy p99 within twice the idle one,
 * or within `floorMs` (a few milliseconds' jitter on a fast read is no stall), and nothing failed.
 */
export function withinIdle(idle: ReadTimes, busy: ReadTimes, floorMs: number) {
  const idleP99 = percentile(idle.ms, 99)
  const busyP99 = percentile(busy.ms, 99)
  const bound = Math.max(2 * idleP99, floorMs)
  return { idleP99, busyP99, bound, held: busy.failed === 0 && idle.failed === 0 && busyP99 <= bound }
}
