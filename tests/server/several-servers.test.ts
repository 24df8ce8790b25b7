import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freshPostgres } from '../../scripts/lib/postgres-scratch.ts'
import { openDatabase } from '../../server/db/client.ts'
import { createLeadership, LEADER_LOCK, type Leadership } from '../../server/db/leader.ts'
import { seedDemoIfEmpty } from '../../server/demo/seed.ts'

/**
 * Several servers on one database: the site-wide work (the view rollup, the library watcher) runs
 * on one of them, and another takes it over when that one stops or loses its connection.
 */
const quiet = { info: () => {}, warn: () => {} }

describe.skipIf(!process.env.DATABASE_URL)('one server leads the site-wide work', () => {
  let scratch: Awaited<ReturnType<typeof freshPostgres>>
  const servers: Leadership[] = []
  const running = new Set<string>()

  function server(name: string) {
    const leadership = createLeadership(scratch.url, 50)
    leadership.add(() => {
      running.add(name)
      return async () => {
        running.delete(name)
      }
    })
    leadership.start(quiet)
    servers.push(leadership)
    return leadership
  }

  beforeEach(async () => {
    scratch = await freshPostgres(process.env.DATABASE_URL!, 'leader')
  })
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((leadership) => leadership.stop()))
    running.clear()
    await scratch.drop()
  })

  it('runs on one server at a time, and on the next when the first stops', async () => {
    const first = server('first')
    await expect.poll(() => [...running]).toEqual(['first'])
    const second = server('second')
    await second.asked()
    await second.asked()
    expect([...running]).toEqual(['first'])

    await first.stop()
    await expect.poll(() => [...running]).toEqual(['second'])
  })

  it('moves on when the leader loses its database connection', async () => {
    server('first')
    await expect.poll(() => [...running]).toEqual(['first'])
    server('second')
    // The leader's connection ends as a failover or a killed server would end it.
    const { default: postgres } = await import('postgres')
    const admin = postgres(scratch.url, { max: 1, onnotice: () => {} })
    try {
      await admin`select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and objid = ${LEADER_LOCK} and granted`
    } finally {
      await admin.end()
    }
    await expect.poll(() => [...running]).toEqual(['second'])
  })
})

describe.skipIf(!process.env.DATABASE_URL)('servers starting together', () => {
  it('bring a new database up to date once, in turn', async () => {
    const scratch = await freshPostgres(process.env.DATABASE_URL!, 'migrate')
    try {
      const servers = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: scratch.url, dir: 'memory://', poolSize: 1 })),
      )
      const [one] = servers
      const applied = await one!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      expect(Number((applied as unknown as { n: number }[])[0]?.n)).toBeGreaterThan(0)
      await Promise.all(servers.map((server) => server.close()))
    } finally {
      await scratch.drop()
    }
  }, 120_000)
})

describe.skipIf(!process.env.DATABASE_URL)('servers starting together on an empty database', () => {
  it('seed the demo catalogue once', async () => {
    const scratch = await freshPostgres(process.env.DATABASE_URL!, 'seed')
    const media = mkdtempSync(join(tmpdir(), 'mot-seed-'))
    try {
      const servers = await Promise.all(
        [1, 2].map(() => openDatabase({ url: scratch.url, dir: 'memory://', poolSize: 1 })),
      )
      const seeded = await Promise.all(servers.map((server) => seedDemoIfEmpty(server.db, media)))
      expect(seeded.sort()).toEqual([false, true])
      const [slugs] = (await servers[0]!.db.execute(
        sql`select count(*)::int as n, count(distinct slug)::int as distinct from posts`,
      )) as unknown as { n: number; distinct: number }[]
      expect(slugs!.n).toBeGreaterThan(0)
      expect(slugs!.n).toBe(slugs!.distinct)
      await Promise.all(servers.map((server) => server.close()))
    } finally {
      await scratch.drop()
      rmSync(media, { recursive: true, force: true })
    }
  }, 180_000)
})
