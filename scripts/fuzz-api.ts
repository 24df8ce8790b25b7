/**
 * Sends generated requests to every API endpoint (random and boundary values, wrong types, huge
 * bodies, bad encodings, odd methods and headers) and fails on any 5xx, hang or server crash.
 *   npm run fuzz                                  fresh server on 127.0.0.1 (demo catalogue, own PGlite)
 *   npm run fuzz -- --requests 20000 --concurrency 16 --seed 42 --timeout 10 --limit 600
 *   npm run fuzz -- --url http://127.0.0.1:8080   an already running server on this machine
 *   npm run fuzz -- --url … --outbox ./data/outbox  where that server writes its mail (its default)
 */
import { parseArgs } from 'node:util'
import { endpoints } from './lib/fuzz-endpoints.ts'
import { generate } from './lib/fuzz-requests.ts'
import { collectSeeds } from './lib/fuzz-seeds.ts'
import { Random } from './lib/fuzz-values.ts'
import {
  assertLoopback,
  type LocalServer,
  rssMegabytes,
  startServer,
  tempDataDir,
} from './lib/local-server.ts'
import { type RawOutcome, type RawRequest, sendRaw } from './lib/raw-http.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    // Registration links come by mail: without SMTP_URL a server writes it to <DATA_DIR>/outbox.
    outbox: { type: 'string', default: './data/outbox' },
    requests: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    timeout: { type: 'string', default: '10' },
    limit: { type: 'string', default: '600' },
  },
})
const total = Number(values.requests)
const concurrency = Math.max(1, Math.min(Number(values.concurrency), 64))
const seed = Number(values.seed)
const timeoutMs = Number(values.timeout) * 1000
const deadline = Date.now() + Number(values.limit) * 1000

const data = values.url ? undefined : tempDataDir('fuzz')
let server: LocalServer | undefined
try {
  if (data) console.log('Starting the server on a fresh database with the demo catalogue…')
  // Clients are told apart by X-Forwarded-For, so the per-address limits do not stop the run early.
  server = data
    ? await startServer({ dataDir: data.dir, quiet: true, env: { TRUST_PROXY: 'true' } })
    : undefined
  const base = server?.url ?? assertLoopback(values.url!, 'fuzz')
  const port = Number(new URL(base).port || 80)
  const seeds = await collectSeeds(base, server?.outbox ?? values.outbox)
  const ok = await run(port, seeds)
  process.exitCode = ok ? 0 : 1
} finally {
  await server?.stop()
  data?.remove()
}

async function run(port: number, seeds: Awaited<ReturnType<typeof collectSeeds>>): Promise<boolean> {
  const random = new Random(seed)
  const byStatus = new Map<string, number>()
  const byEndpoint = new Map<string, Map<string, number>>()
  const failures: { request: RawRequest; outcome: RawOutcome; endpoint: string }[] = []
  const closed: { request: RawRequest; endpoint: string }[] = []
  let sent = 0
  let slowest = 0
  const started = Date.now()
  console.log(
    `fuzz: ${total} requests, ${concurrency} at a time, seed ${seed}, ${timeoutMs / 1000} s per request`,
  )

  const worker = async () => {
    while (sent < total && Date.now() < deadline && (server?.child.exitCode ?? null) === null) {
      sent += 1
      const index = sent
      const endpoint = endpoints[index % endpoints.length]!
      const request = generate(random, seeds, endpoint)
      const outcome = await sendRaw(port, request, timeoutMs)
      const key = outcome.kind === 'status' ? String(outcome.status) : outcome.kind
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1)
      const row = byEndpoint.get(endpoint.name) ?? new Map<string, number>()
      row.set(key, (row.get(key) ?? 0) + 1)
      byEndpoint.set(endpoint.name, row)
      slowest = Math.max(slowest, outcome.ms)
      if (outcome.kind === 'closed') closed.push({ request, endpoint: endpoint.name })
      if ((outcome.kind === 'status' && outcome.status >= 500) || outcome.kind === 'timeout') {
        failures.push({ request, outcome, endpoint: endpoint.name })
      }
      if (index % 2000 === 0) console.log(`  ${index} sent…`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (Date.now() - started) / 1000

  console.log(
    `\n${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s); slowest answer ${slowest} ms`,
  )
  console.log(
    '\nBy status:',
    [...byStatus]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', '),
  )
  console.log('\nBy endpoint:')
  for (const [name, row] of byEndpoint) {
    console.log(
      `  ${name.padEnd(14)} ${[...row]
        .sort()
        .map(([k, n]) => `${k}×${n}`)
        .join(' ')}`,
    )
  }
  const alive = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.ok,
    () => false,
  )
  const rss = await rssMegabytes(server?.child.pid)
  console.log(
    `\nServer afterwards: ${alive ? 'answering' : 'NOT ANSWERING'}${rss ? `, ${rss} MB resident` : ''}`,
  )

  // Closed without a status: the server refused the request mid-body; not a failure, listed to be seen.
  for (const { request, endpoint } of closed.slice(0, 5)) {
    const body = request.body ? `, ${request.body.length}-byte body` : ''
    console.log(
      `  closed without an answer: ${endpoint} ${request.method} ${JSON.stringify(request.path).slice(0, 120)}${body}`,
    )
  }
  for (const { request, outcome, endpoint } of failures.slice(0, 20)) {
    const what =
      outcome.kind === 'status' ? `answered ${outcome.status}` : `no answer within ${timeoutMs / 1000} s`
    console.log(`\n✘ ${endpoint}: ${request.method} ${JSON.stringify(request.path)} ${what}`)
    console.log(`  headers ${JSON.stringify(request.headers).slice(0, 400)}`)
    if (request.body)
      console.log(
        `  body (${request.body.length} bytes) ${JSON.stringify(request.body.subarray(0, 200).toString('latin1'))}`,
      )
    if (outcome.kind === 'status') console.log(`  ${outcome.head.split('\r\n\r\n')[1]?.slice(0, 300)}`)
  }
  const problems = [
    failures.some((f) => f.outcome.kind === 'status') &&
      `${failures.filter((f) => f.outcome.kind === 'status').length} answers were 5xx`,
    failures.some((f) => f.outcome.kind === 'timeout') &&
      `${failures.filter((f) => f.outcome.kind === 'timeout').length} requests hung`,
    !alive && 'the server stopped answering',
    sent < total && `only ${sent} of ${total} requests were sent within the time limit`,
  ].filter(Boolean)
  if (problems.length === 0) {
    console.log(`\n✔ ${sent} requests: zero 5xx, zero hangs (replay with --seed ${seed}).`)
    return true
  }
  console.log(`\n✘ ${problems.join('; ')} (replay with --seed ${seed}).`)
  return false
}
