/**
 * A bounded mixed load on 127.0.0.1 (browsing, searching, views and likes) that prints zero-5xx,
 * requests/s, p50/p99 and the server's resident memory over time (flat after warm-up).
 *   npm run soak                                   50 connections for 60 s on a fresh server
 *   npm run soak -- --connections 50 --duration 300
 *   npm run soak -- --url http://127.0.0.1:8080 --pid 1234   a running server (pid: to sample memory)
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  assertLoopback,
  type LocalServer,
  rssMegabytes,
  startServer,
  tempDataDir,
} from './lib/local-server.ts'
import { collectMixSeeds, nextRequest } from './lib/soak-mix.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    pid: { type: 'string' },
    connections: { type: 'string', default: '50' },
    // The documented run (docs/measurements.md) is this default length.
    duration: { type: 'string', default: '60' },
  },
})
const connections = Math.min(Number(values.connections), 200)
const duration = Math.min(Number(values.duration), 3600)
/** Memory may grow while caches and the database warm up; after this share of the run it must stay flat. */
const WARM_UP = 0.25
/** Allowed growth after warm-up: 10%, plus 32 MB for the allocator's slack. */
const FLAT = { ratio: 1.1, slackMb: 32 }

const data = values.url ? undefined : tempDataDir('soak')
let server: LocalServer | undefined
try {
  if (data) console.log('Starting the server on a fresh database with the demo catalogue…')
  server = data
    ? // Believes X-Forwarded-For from this machine: the mix's writes come from many visitors, as on a
      // real site, not one address that per-address limits would stop.
      await startServer({ dataDir: data.dir, quiet: true, env: { TRUST_PROXY: 'true' } })
    : undefined
  const base = server?.url ?? assertLoopback(values.url!, 'soak')
  const pid = server?.child.pid ?? (values.pid ? Number(values.pid) : undefined)
  process.exitCode = (await soak(base, pid)) ? 0 : 1
} finally {
  await server?.stop()
  data?.remove()
}

async function soak(base: string, pid: number | undefined): Promise<boolean> {
  const seeds = await collectMixSeeds(base)
  const samples: { at: number; mb: number }[] = []
  const sample = async (at: number) => {
    const mb = await rssMegabytes(pid)
    if (mb !== undefined) samples.push({ at, mb })
  }
  await sample(0)
  const started = Date.now()
  const every = Math.max(5, Math.round(duration / 12))
  const sampler = setInterval(() => void sample(Math.round((Date.now() - started) / 1000)), every * 1000)
  console.log(
    `soak on ${base}: ${connections} connections for ${duration} s (browse 70%, search 15%, views 10%, likes 5%)`,
  )
  const result = await autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest(seeds) }) }],
  })
  clearInterval(sampler)
  if (samples.at(-1)?.at !== duration) await sample(duration)

  const fivexx = result['5xx']
  console.log(`\nrequests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s on average)`)
  console.log(
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  )
  console.log(
    `answers: 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${fivexx}; errors ${result.errors} (timeouts ${result.timeouts})`,
  )
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`)
  console.log(`by status: ${codes.join(', ')}`)
  const problems: string[] = []
  if (fivexx > 0) problems.push(`${fivexx} answers were 5xx`)
  if (result.errors > 0) problems.push(`${result.errors} requests failed or timed out`)
  if (result['4xx'] > 0) problems.push(`${result['4xx']} answers were 4xx: the mix itself is wrong`)

  if (samples.length > 1) {
    console.log(`memory (resident MB by second): ${samples.map((s) => `${s.at}s ${s.mb}`).join(', ')}`)
    const warm = samples.filter((s) => s.at >= duration * WARM_UP)
    const first = warm[0]
    const last = samples[samples.length - 1]!
    if (first && last.mb > first.mb * FLAT.ratio + FLAT.slackMb) {
      problems.push(`memory grew from ${first.mb} MB at ${first.at} s to ${last.mb} MB after warm-up`)
    } else if (first) {
      console.log(`memory after warm-up: ${first.mb} MB at ${first.at} s → ${last.mb} MB at the end (flat)`)
    }
  } else {
    console.log('memory: not sampled (no process id, or not Linux)')
  }
  if (problems.length === 0) {
    console.log('\n✔ zero 5xx, no errors, memory flat after warm-up.')
    return true
  }
  console.log(`\n✘ ${problems.join('; ')}`)
  return false
}
