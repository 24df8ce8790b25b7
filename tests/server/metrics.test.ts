import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPostgres } from '../../scripts/lib/postgres-scratch.ts'
import { API_PREFIX, createApp } from '../../server/app.ts'
import { ConfigError, readConfig } from '../../server/config.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { libraryEntries, pushSubscriptions } from '../../server/db/schema.ts'
import { markStopping } from '../../server/http/health.ts'
import { allowedAddresses } from '../../server/metrics/allow.ts'
import { queueChapterPushes, queuePushLater } from '../../server/push/queue.ts'
import { postDetailRoute } from '../../src/contract/paths.ts'
import { signUp } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { page, writeTree, zipOf } from './library/fixtures.ts'
import { pgliteTemplate } from './pglite-template.ts'

/*
 * Issue 51: what an operator's Prometheus reads of each server (GET /metrics), and what a load balancer
 * asks (/healthz, /readyz). Scraped as Prometheus would, read by an outside parser of the text format,
 * on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

/** Every family the issue asks for: requests, latency, caches, jobs, imports, database, memory, pushes. */
const families = {
  mot_http_requests_total: 'COUNTER',
  mot_http_request_duration_seconds: 'HISTOGRAM',
  mot_cache_lookups_total: 'COUNTER',
  mot_public_cache_entries: 'GAUGE',
  mot_public_cache_bytes: 'GAUGE',
  mot_job_queue_depth: 'GAUGE',
  mot_import_posts_total: 'COUNTER',
  mot_import_chapters_total: 'COUNTER',
  mot_import_files_skipped_total: 'COUNTER',
  mot_db_engine: 'GAUGE',
  mot_db_pool_size: 'GAUGE',
  mot_db_queries_in_flight: 'GAUGE',
  mot_db_query_duration_seconds: 'HISTOGRAM',
  mot_push_sends_total: 'COUNTER',
  process_resident_memory_bytes: 'GAUGE',
  nodejs_heap_size_used_bytes: 'GAUGE',
  nodejs_heap_size_total_bytes: 'GAUGE',
} as const

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\.)*"'
/** A sample line by the text format's grammar: name, labels, value (Go's float: `NaN`, `+Inf` in any case). */
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{(${LABEL}(?:,${LABEL})*)?\\})? ([-+]?(?:\\d+(?:\\.\\d*)?(?:e[-+]?\\d+)?|\\.\\d+|inf|infinity|nan))$`,
  'i',
)

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** Every sample of the text, each line checked against the grammar and its family's TYPE, read before it. */
function samplesOf(text: string): Sample[] {
  const declared = new Set<string>()
  const samples: Sample[] = []
  for (const line of text.split('\n').filter(Boolean)) {
    const typed = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line)
    if (typed) declared.add(typed[1]!)
    if (line.startsWith('#')) {
      expect(line, line).toMatch(new RegExp(`^# (HELP ${NAME} .*|TYPE ${NAME} \\w+)$`))
      continue
    }
    const sample = SAMPLE.exec(line)
    expect(sample, line).not.toBeNull()
    const [, name = '', labelText = '', value = ''] = sample!
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => declared.has(n))
    expect(family, `${line}: no TYPE before it`).toBeDefined()
    const labels: Record<string, string> = {}
    for (const [, label = '', text = ''] of labelText.matchAll(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g,
    ))
      labels[label] = text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
    samples.push({ name, labels, value: Number(value.replace(/^([-+]?)inf(inity)?$/i, '$1Infinity')) })
  }
  return samples
}

/**
 * A scrape from the loopback, as the default METRICS_ALLOW lets through: its text, its families as an
 * outside parser of the format reads them (it throws on a line it cannot read), and its samples.
 */
async function scrape(app: FastifyInstance) {
  const answer = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
  const families = new Map(parsePrometheusTextFormat(answer.body).map((family) => [family.name, family]))
  const samples = samplesOf(answer.body)
  /** The sample `name` whose labels include `labels`; undefined when there is none. */
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples.find(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([label, wanted]) => sample.labels[label] === wanted),
    )?.value
  return { text: answer.body, families, value }
}

const until = <T>(ask: () => Promise<T>) => expect.poll(ask, { timeout: 60_000, interval: 200 })

/** A push service of the test's own: a path's answer is its status (201 unless said). */
const pushAnswers = new Map<string, number>()
let pushService: http.Server
let pushOrigin: string
let library: string
let server: TestServer

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.statusCode = pushAnswers.get(request.url ?? '') ?? 201
      response.end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
  library = mkdtempSync(join(tmpdir(), 'mot-metrics-library-'))
  writeTree(library, {
    'comics/Mèo Đo/Chapter 1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
    'comics/Mèo Đo/Chapter 2.cbz': 'not a zip',
  })
  server = await createTestServer(
    { LIBRARY_DIR: library, LIBRARY_SCAN_MINUTES: '0' },
    { pushRules: { anyAddress: true } },
  )
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => pushService?.close(resolve))
  rmSync(library, { recursive: true, force: true })
})

describe('GET /metrics', () => {
  // First: the library's scan, which empties the public cache, is over before the cache is counted.
  it("counts what the library's import met: the post and chapter added, the broken file skipped", async () => {
    const counted = async () => {
      const { value } = await scrape(server.app)
      return [
        value('mot_import_posts_total', { origin: 'library', change: 'added' }),
        value('mot_import_chapters_total', { origin: 'library', change: 'added' }),
        value('mot_import_files_skipped_total', { origin: 'library' }),
      ]
    }
    await until(counted).toEqual([1, 1, 1])
  })

  it('names every family, each with its HELP and TYPE, in a text an outside parser reads', async () => {
    const { text, families: read, value } = await scrape(server.app)
    for (const [name, type] of Object.entries(families)) {
      expect(text, name).toMatch(new RegExp(`^# HELP ${name} \\S.*$`, 'm'))
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} ${type.toLowerCase()}$`, 'm'))
      expect(read.get(name)?.type, name).toBe(type)
      expect(read.get(name)?.help, name).not.toBe('')
    }
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(value('mot_db_engine', { engine: server.engine })).toBe(1)
    const pools = server.engine === 'pglite' ? ['embedded'] : ['reads', 'writes']
    for (const pool of pools) expect(value('mot_db_pool_size', { pool })).toBeGreaterThanOrEqual(1)
    // Every query counted as under way is counted out again once answered.
    const inFlight = async () => {
      const scraped = await scrape(server.app)
      return pools.map((pool) => scraped.value('mot_db_queries_in_flight', { pool }))
    }
    await until(inFlight).toEqual(pools.map(() => 0))
    expect(value('mot_db_query_duration_seconds_count', { pool: pools[0]! })).toBeGreaterThan(0)
    expect(value('mot_db_query_duration_seconds_bucket', { pool: pools[0]!, le: '+Inf' })).toBeGreaterThan(0)
  })

  it('counts a request by its route pattern and status, never by the address asked, and times it', async () => {
    const post = await createPost(server.db, { slug: 'dem-trang-metrics' })
    const route = `${API_PREFIX}${postDetailRoute}`
    type Scrape = Awaited<ReturnType<typeof scrape>>
    const count = (scraped: Scrape, status: string) =>
      scraped.value('mot_http_requests_total', { method: 'GET', route, status }) ?? 0
    const timed = (scraped: Scrape, le = '+Inf') =>
      scraped.value('mot_http_request_duration_seconds_bucket', { method: 'GET', route, le }) ?? 0
    const before = await scrape(server.app)
    expect((await server.app.inject(`/vi/api/v1/posts/detail/comic/${post.slug}/`)).statusCode).toBe(200)
    expect((await server.app.inject('/en/api/v1/posts/detail/comic/no-such-post/')).statusCode).toBe(404)
    const after = await scrape(server.app)
    expect(count(after, '200')).toBe(count(before, '200') + 1)
    expect(count(after, '404')).toBe(count(before, '404') + 1)
    expect(timed(after)).toBe(timed(before) + 2)
    expect(after.value('mot_http_request_duration_seconds_count', { method: 'GET', route })).toBe(
      timed(after),
    )
    // Each answer took some time under ten seconds: in a bucket of its own below +Inf.
    expect(timed(after, '10')).toBe(timed(after))
    // The post's and the missing one's slugs are in no label: one series for the route.
    expect(after.text).not.toContain(post.slug)
    expect(after.text).not.toContain('no-such-post')
  })

  it("counts the public cache's hits and misses", async () => {
    const lookups = async () => {
      const { value } = await scrape(server.app)
      return {
        hit: value('mot_cache_lookups_total', { cache: 'public_api', result: 'hit' }),
        miss: value('mot_cache_lookups_total', { cache: 'public_api', result: 'miss' }),
      }
    }
    const before = await lookups()
    // A list asked for nowhere else in this file: kept at the first ask, found at the second.
    const list = '/vi/api/v1/posts/lists/novel/?sortby=like_count__desc'
    await server.app.inject(list)
    await server.app.inject(list)
    const after = await lookups()
    expect(after.miss).toBe(before.miss! + 1)
    expect(after.hit).toBe(before.hit! + 1)
  })

  it("shows the job queue's depth by kind and state", async () => {
    const member = await signUp(server.app, 'metrics-queue@example.com')
    const post = await createPost(server.db)
    // A push held back for a day (quiet hours): pending, and not run meanwhile.
    await queuePushLater(server.db, { member: member.user.id, post: post.id, chapters: [1] }, tomorrow())
    const { value } = await scrape(server.app)
    expect(value('mot_job_queue_depth', { kind: 'push', state: 'pending' })).toBe(1)
  })

  it('counts pushes sent, failed, and those whose subscription was removed', async () => {
    const before = await pushCounts()
    const member = await signUp(server.app, 'metrics-push@example.com')
    const post = await createPost(server.db)
    await server.db.insert(libraryEntries).values({
      memberId: member.user.id,
      list: 'followed',
      postId: post.id,
      at: Date.now(),
    })
    const device = (path: string, status: number) => {
      pushAnswers.set(path, status)
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      return {
        memberId: member.user.id,
        endpoint: `${pushOrigin}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      }
    }
    await server.db
      .insert(pushSubscriptions)
      .values([device('/took-it', 201), device('/gone', 410), device('/broken', 500)])
    const chapters = await createChapters(server.db, post.id, 1)
    await queueChapterPushes(
      server.db,
      post.id,
      chapters.map((chapter) => chapter.id),
    )
    await until(async () => {
      const now = await pushCounts()
      return {
        sent: now.sent - before.sent,
        failed: now.failed - before.failed,
        removed: now.removed - before.removed,
      }
    }).toEqual({ sent: 1, failed: 1, removed: 1 })
  })

  it('is refused, with the envelope, to an address METRICS_ALLOW does not name', async () => {
    // The harness trusts X-Forwarded-For (TRUST_PROXY=true): the visitor it names is judged.
    const forwarded = await server.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(forwarded.statusCode).toBe(403)
    expect(forwarded.json()).toEqual({
      status: 'error',
      message: 'Metrics are not shown to this address: see METRICS_ALLOW',
    })
    expect(forwarded.body).not.toContain('mot_')
    // Without a trusted proxy, the connection's own address.
    const direct = await createTestServer({ TRUST_PROXY: 'false', METRICS_ALLOW: '10.0.0.0/8' }, {}, server)
    try {
      const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
        direct.app.inject({ url: '/metrics', remoteAddress, headers }).then((answer) => answer.statusCode)
      expect(await from('10.1.2.3')).toBe(200)
      expect(await from('::ffff:10.1.2.3')).toBe(200)
      expect(await from('127.0.0.1')).toBe(403)
      // An X-Forwarded-For from an untrusted hop names no one.
      expect(await from('192.0.2.4', { 'x-forwarded-for': '10.1.2.3' })).toBe(403)
    } finally {
      await direct.close()
    }
  })

  it('answers a scrape by any host name, as Prometheus asks by address', async () => {
    const answer = await server.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { host: '10.9.8.7:8080' },
    })
    expect(answer.statusCode).toBe(200)
  })
})

describe('the sample Grafana dashboard (deploy/grafana)', () => {
  it('asks a Prometheus data source it lets the operator choose, for families the servers have', async () => {
    const file = join(import.meta.dirname, '../../deploy/grafana/mot-dashboard.json')
    const dashboard = JSON.parse(readFileSync(file, 'utf8')) as {
      templating: { list: { name: string; type: string; query: unknown }[] }
      panels: { type: string; datasource?: { uid: string }; targets?: { expr: string }[] }[]
    }
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    )
    const graphs = dashboard.panels.filter((panel) => panel.type !== 'row')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's placeholder for the variable
    const chosen = '${datasource}'
    expect(graphs.every((panel) => panel.datasource?.uid === chosen)).toBe(true)
    const asked = new Set(
      graphs
        .flatMap((panel) => panel.targets ?? [])
        .flatMap((target) => [...target.expr.matchAll(/\b(?:mot|process|nodejs)_\w+/g)].map(([name]) => name))
        .map((name) => name.replace(/_bucket$/, '')),
    )
    const { families: served } = await scrape(server.app)
    for (const name of asked) expect(served.has(name), name).toBe(true)
    // Each family of the issue is on a panel: requests, latency, caches, jobs, imports, pool, memory, pushes.
    const offPanels = ['mot_public_cache_entries', 'nodejs_heap_size_total_bytes']
    for (const name of Object.keys(families).filter((name) => !offPanels.includes(name)))
      expect(asked, name).toContain(name)
  })
})

describe('METRICS_ALLOW', () => {
  it('is loopback by default, and takes addresses and CIDRs of both families', () => {
    const byDefault = allowedAddresses(readConfig({}).metricsAllow)
    expect(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].map(byDefault)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['10.0.0.1', '::2', 'not an address'].map(byDefault)).toEqual([false, false, false])
    const listed = allowedAddresses(readConfig({ METRICS_ALLOW: '192.0.2.7, fd00::/8' }).metricsAllow)
    expect(['192.0.2.7', '192.0.2.8', 'fd12::1', 'fe80::1'].map(listed)).toEqual([true, false, true, false])
    expect(allowedAddresses(readConfig({ METRICS_ALLOW: '' }).metricsAllow)('127.0.0.1')).toBe(false)
  })

  it('refuses what is no address or CIDR, naming the variable', () => {
    for (const value of ['localhost', '10.0.0.0/33', '10.0.0.1,,::1'])
      expect(() => readConfig({ METRICS_ALLOW: value }), value).toThrow(ConfigError)
    expect(() => readConfig({ METRICS_ALLOW: 'nope' })).toThrow(/METRICS_ALLOW/)
  })
})

describe('/readyz', () => {
  it('answers 200 while the database answers and holds every migration, on any host', async () => {
    for (const host of ['localhost', '10.1.2.3:8080']) {
      const answer = await server.app.inject({ url: '/readyz', headers: { host } })
      expect(answer.statusCode, host).toBe(200)
      expect(answer.json()).toEqual({ status: 'success', data: { ok: true } })
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers 503 with the envelope once the database is closed', async () => {
    const own = await ownSite()
    try {
      expect((await own.app.inject('/readyz')).statusCode).toBe(200)
      await own.database.close()
      const answer = await own.app.inject('/readyz')
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toEqual({ status: 'error', message: 'Database unavailable' })
    } finally {
      await own.close(false)
    }
  })

  it('answers 503 while a migration this code knows is not in the database', async () => {
    const own = await ownSite(async (database) => {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      )
    })
    try {
      const answer = await own.app.inject('/readyz')
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toEqual({ status: 'error', message: 'Database migrations are not done' })
      // The server is alive all the same.
      expect((await own.app.inject('/healthz')).statusCode).toBe(200)
    } finally {
      await own.close()
    }
  })

  it('answers 503 with the envelope from the stopping signal on', async () => {
    const own = await ownSite()
    try {
      expect((await own.app.inject('/readyz')).statusCode).toBe(200)
      markStopping(own.app)
      const answer = await own.app.inject('/readyz')
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toEqual({ status: 'error', message: 'The server is stopping' })
      expect(answer.headers.connection).toBe('close')
      // Every other request too: a proxy sends it to another server.
      expect((await own.app.inject('/vi/api/v1/home/index/')).statusCode).toBe(503)
    } finally {
      await own.close()
    }
  })

  it('answers 503 with the envelope on a kept-open connection while the server closes', async () => {
    let entered = () => {}
    const inside = new Promise<void>((resolve) => {
      entered = resolve
    })
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const own = await ownSite(undefined, (app) => {
      app.get('/a-slow-answer', async () => {
        entered()
        await released
        return 'done'
      })
    })
    try {
      const { port } = (await own.app
        .listen({ port: 0, host: '127.0.0.1' })
        .then(() => own.app.server.address())) as AddressInfo
      const socket = connect(port, '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1')
      })
      const ended = new Promise((resolve) => socket.once('close', resolve))
      socket.write('GET /a-slow-answer HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await inside
      const closing = own.app.close()
      // The listening socket closes first: no new connection is taken.
      const connecting = () =>
        new Promise<string | undefined>((resolve) => {
          const probe = connect(port, '127.0.0.1')
          probe.once('connect', () => {
            probe.destroy()
            resolve('connected')
          })
          probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code))
        })
      await until(connecting).toBe('ECONNREFUSED')
      // A load balancer's look on the connection it kept open, while the first answer is under way.
      socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n')
      release()
      await ended
      await closing
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/)
      expect(first).toMatch(/^HTTP\/1\.1 200 /)
      expect(second).toMatch(/^HTTP\/1\.1 503 /)
      expect(second).toMatch(/\r\nconnection: close\r\n/i)
      expect(second!.split('\r\n\r\n')[1]).toBe(
        JSON.stringify({ status: 'error', message: 'The server is stopping' }),
      )
    } finally {
      await own.close(true, false)
    }
  })
})

function tomorrow() {
  return new Date(Date.now() + 24 * 3600_000)
}

async function pushCounts() {
  const { value } = await scrape(server.app)
  return {
    sent: value('mot_push_sends_total', { outcome: 'sent' })!,
    failed: value('mot_push_sends_total', { outcome: 'failed' })!,
    removed: value('mot_push_sends_total', { outcome: 'removed' })!,
  }
}

/**
 * An app on a database of the test's own (PGlite in memory, or a new PostgreSQL database with
 * DATABASE_URL), which a test may close under it or change first (`prepare`); `routes` are added
 * before it is ready.
 */
async function ownSite(
  prepare?: (database: Database) => Promise<void>,
  routes?: (app: FastifyInstance) => void,
) {
  const adminUrl = process.env.DATABASE_URL
  const scratch = adminUrl ? await freshPostgres(adminUrl, 'metrics') : undefined
  const database = await openDatabase({
    url: scratch?.url,
    dir: 'memory://',
    copyOf: scratch ? undefined : await pgliteTemplate(),
  })
  await prepare?.(database)
  const mediaDir = mkdtempSync(join(tmpdir(), 'mot-metrics-'))
  const app = await createApp(
    readConfig({
      LOG_LEVEL: 'silent',
      MEDIA_DIR: mediaDir,
      APP_DIR: join(mediaDir, 'no-app'),
      DATA_DIR: mediaDir,
    }),
    database.db,
  )
  routes?.(app)
  await app.ready()
  return {
    app,
    database,
    async close(closeDatabase = true, closeApp = true) {
      if (closeApp) await app.close()
      if (closeDatabase) await database.close()
      await scratch?.drop()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
