import { rssMegabytes } from '../local-server.ts'
import type { AttackRow } from './report.ts'
import { inPool, send } from './visitor.ts'

export const JUNK_READS = 6000
export const JUNK_GROWTH_MB = 100
const SLICE = 500

/** Resident memory once it stops moving (two readings half a second apart within 2 MB), at most 15 s. */
async function settledRss(pid: number): Promise<number> {
  let last = await rssMegabytes(pid)
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 500))
    const now = await rssMegabytes(pid)
    if (now === undefined) break
    if (last !== undefined && Math.abs(now - last) <= 2) return now
    last = now
  }
  if (last === undefined) throw new Error('the server process has no readable memory figure (/proc)')
  return last
}

/**
 * The same public read with a parameter no route knows, a different value each time: a cache keyed
 * by the raw address keeps one answer per value. Measures the server's resident memory around it.
 */
export async function junkReads(base: string, pid: number, timeLimitMs = 120_000) {
  const url = (n: number | string) => `${base}/vi/api/v1/home/index/?z=${n}`
  const headers = { 'accept-encoding': 'br, gzip' }
  // Warm up: the route, its queries and the allocator, so the growth measured is the junk's.
  for (let i = 0; i < 20; i++) await send(url('warm'), { headers })
  const before = await settledRss(pid)
  const statuses = new Map<number, number>()
  const deadline = Date.now() + timeLimitMs
  let sent = 0
  // In slices, looking at memory between them: a server already past the bound (once settled) has
  // failed, and the rest of the reads would only take time.
  while (sent < JUNK_READS && Date.now() < deadline) {
    const from = sent
    const slice = Math.min(SLICE, JUNK_READS - from)
    sent += await inPool(slice, 16, deadline, async (i) => {
      const answer = await send(url(from + i), { headers }).catch(() => ({ status: 0 }))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    })
    const now = await rssMegabytes(pid)
    if (
      now !== undefined &&
      now - before > JUNK_GROWTH_MB &&
      (await settledRss(pid)) - before > JUNK_GROWTH_MB
    )
      break
  }
  const after = await settledRss(pid)
  const growth = after - before
  const complete = sent === JUNK_READS
  // A refusal (400) is a fine answer to junk; a crash or no answer is not.
  const broken = [...statuses.keys()].some((status) => status === 0 || status >= 500)
  const answered = [...statuses].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ')
  const cut = growth > JUNK_GROWTH_MB ? 'stopped once past the bound' : 'not all sent in time: not measured'
  return {
    requests: sent + 20,
    happened: `RSS ${before} → ${after} MB (+${growth} MB) after ${sent} reads; answers ${answered}${complete ? '' : `; ${cut}`}`,
    result: complete && growth <= JUNK_GROWTH_MB && !broken ? 'pass' : 'fail',
  } satisfies Omit<AttackRow, 'attack' | 'expected'>
}
