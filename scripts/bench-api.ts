/**
 * Drives the API on 127.0.0.1 with a bounded load and prints requests/s, p50 and p99 per endpoint.
 *   npm run bench:api                      starts the server on a free port (DATA_DIR / DATABASE_URL as set)
 *   npm run bench:api -- --url http://127.0.0.1:8080 --connections 50 --duration 10
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
})
const connections = Math.min(Number(values.connections), 200)
const duration = Math.min(Number(values.duration), 60)

let server: ChildProcess | undefined
const base = values.url ?? (await startServer())
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:api only sends traffic to this machine (127.0.0.1 or localhost)')
}
try {
  const targets = await findTargets(base)
  console.log(`\nbench:api on ${base}: ${connections} connections, ${duration} s per endpoint\n`)
  console.log(
    'endpoint'.padEnd(14),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    '  non-2xx',
  )
  for (const [name, path] of Object.entries(targets)) {
    // Browsers always accept compressed answers; measure what they get.
    const headers = { 'accept-encoding': 'br, gzip' }
    const result = await autocannon({ url: base + path, connections, duration, headers })
    console.log(
      name.padEnd(14),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      `  ${result.non2xx + result.errors}`,
    )
  }
  console.log('\nTargets (demo catalogue, PGlite): p99 ≤ 50 ms and ≥ 1,500 req/s for public GETs.')
} finally {
  server?.kill('SIGTERM')
}

/** Picks a real post, chapter and search term from the catalogue the server holds. */
async function findTargets(base: string) {
  const api = `${base}/vi/api/v1`
  type Card = { id: number; slug: string; title: string; episode_total: number }
  const get = async (path: string) => {
    const res = await fetch(api + path)
    const body = (await res.json()) as { status: string; message?: string; data: Card[] }
    if (body.status !== 'success') throw new Error(`${path}: ${body.message}`)
    return body
  }
  const list = await get('/posts/lists/comic/')
  const post = list.data.find((p) => p.episode_total > 0) ?? list.data[0]
  if (!post) throw new Error('the catalogue has no comics: start the server once to load the demo')
  const word = String(post.title).split(/\s+/)[0] ?? 'a'
  // How hard the search is depends on how many titles the word begins: say so with the figures.
  const matches = (await fetch(`${api}/posts/search/?q=${encodeURIComponent(word)}`).then((r) =>
    r.json(),
  )) as {
    total?: number
  }
  console.log(`search term: "${word}" (${matches.total ?? '?'} matching titles)`)
  return {
    home: '/vi/api/v1/home/index/',
    detail: `/vi/api/v1/posts/detail/comic/${post.slug}/`,
    list: '/vi/api/v1/posts/lists/comic/?sortby=views_day__desc',
    'chapter list': `/vi/api/v1/posts/listchapter/comic/${post.id}/paged/1/`,
    chapter: `/vi/api/v1/posts/chapter/comic/${post.id}/1`,
    search: `/vi/api/v1/posts/search/?q=${encodeURIComponent(word)}`,
  }
}

async function startServer(): Promise<string> {
  const port = await freePort()
  server = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting')
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return url
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start within two minutes')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}
