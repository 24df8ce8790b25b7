import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts'
import { untilAnswering } from '../tests/engines/driver.ts'
import type { Engine } from '../tests/engines/engine.ts'
import { firefoxBinary, startFirefox } from '../tests/engines/firefox.ts'
import { flows as allFlows } from '../tests/engines/flows/index.ts'
import { startNetwork } from '../tests/engines/network.ts'
import { type Outcome, runFlows, table } from '../tests/engines/run.ts'
import { miniBrowser, startWebKit, webkitDriverBinary } from '../tests/engines/webkit.ts'

/**
 * `npm run test:engines`: the main flows in Firefox ESR and WebKitGTK (Chromium runs the browser
 * tests). The built site (built first when stale) on a fresh demo database, behind a proxy whose
 * network can be cut; then each flow in each engine, and a table of them. ENGINES_PORT is the first of
 * three ports: the site, the proxy, WebKit's driver. Words after `--` pick flows by name.
 */
const root = join(import.meta.dirname, '..')
// `npm run test:engines -- film offline`: only the flows whose names hold one of these words.
const asked = process.argv.slice(2)
const flows = allFlows.filter((flow) => asked.length === 0 || asked.some((word) => flow.name.includes(word)))
// Not 4190: browsers and fetch refuse it (a "bad port", the sieve protocol's).
const base = Number(process.env.ENGINES_PORT ?? 4180)
const [sitePort, proxyPort, webkitPort] = [base, base + 1, base + 2]
const started = Date.now()

const site: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'tests/e2e/serve.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(sitePort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
})
const stopSite = () => {
  if (site.exitCode === null) site.kill('SIGTERM')
}
process.on('exit', stopSite)

const siteUrl = `http://127.0.0.1:${sitePort}`
// A build first when stale, then the demo's media: minutes on a busy machine.
await untilAnswering(`${siteUrl}/healthz`, 300_000, () =>
  site.exitCode === null ? undefined : `the site stopped (exit code ${site.exitCode})`,
)
const network = await startNetwork(sitePort, proxyPort)
// 127.0.0.1 is a secure context: the service worker runs there as on a site with TLS.
const baseUrl = `http://127.0.0.1:${proxyPort}`
const api = async <T>(path: string) => {
  const answer = await fetch(`${siteUrl}/vi/api/v1${path}`)
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`)
  return (await answer.json()) as T
}

const engines: { name: string; missing: string | undefined; start: () => Promise<Engine> }[] = [
  {
    name: 'Firefox ESR',
    missing: existsSync(firefoxBinary) ? undefined : `${firefoxBinary} is not installed (firefox-esr)`,
    start: startFirefox,
  },
  {
    name: 'WebKitGTK',
    missing: !existsSync(webkitDriverBinary)
      ? `${webkitDriverBinary} is not installed (webkit2gtk-driver)`
      : !miniBrowser()
        ? 'MiniBrowser is not installed (webkit2gtk-driver)'
        : undefined,
    start: () => startWebKit(webkitPort),
  },
]

const outcomes: Outcome[] = []
for (const [seat, { name, missing, start }] of engines.entries()) {
  console.log(`\n${name}`)
  let engine: Engine | undefined
  let refused = missing
  if (!refused) {
    try {
      engine = await start()
    } catch (error) {
      refused = `could not start: ${error instanceof Error ? error.message : error}`
    }
  }
  if (!engine) {
    for (const flow of flows)
      outcomes.push({ flow: flow.name, engine: name, ok: false, note: refused ?? '', ms: 0, retried: false })
    console.log(`  ✘ ${refused}`)
    continue
  }
  try {
    outcomes.push(...(await runFlows(engine, flows, baseUrl, { api, network, seat })))
  } finally {
    await engine.close().catch(() => {})
  }
}

await network.close()
// The site closes its database on the way out: its port is free once it has exited.
const exited = new Promise((resolve) => (site.exitCode === null ? site.once('exit', resolve) : resolve(null)))
stopSite()
await exited
const names = engines.map((engine) => engine.name)
console.log(`\n${table(outcomes, names)}`)
const failed = outcomes.filter((outcome) => !outcome.ok)
if (failed.length > 0) console.log('\nWhy:')
for (const { flow, engine, note } of failed) console.log(`  ${engine} · ${flow}: ${note}`)
console.log(
  `\n${outcomes.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
// The test run counts flow × engine cells as it counts tests (scripts/lib/steps.ts).
if (process.env.ENGINES_REPORT) {
  const flaky = outcomes.filter((outcome) => outcome.retried).length
  const counts = { passed: outcomes.length - failed.length, failed: failed.length, flaky }
  writeFileSync(process.env.ENGINES_REPORT, JSON.stringify(counts))
}
process.exit(failed.length > 0 ? 1 : 0)
