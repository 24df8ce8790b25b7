import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoad } from '../../scripts/lib/cluster-load.ts'
import { verifyWrites } from '../../scripts/lib/cluster-verify.ts'
import { waitFor } from '../../scripts/lib/local-server.ts'
import { defaultWriteLimits } from '../../server/http/write-limits.ts'
import { loadSeeds } from './members.ts'
import { startTestCluster, type TestCluster } from './setup.ts'
import { signInsUntilRefused } from './sign-in-burst.ts'

/**
 * Redis lost for two seconds under a mixed load through nginx: the servers keep answering (limits
 * fall back to each server's own count), reconnect by themselves, and the shared limit holds again.
 */
/** The load's course, in writes acknowledged (3 members write 6 a second): about 12 s in all. */
const BEFORE = 20
const AFTER = 40
const DEADLINE_MS = 60_000

describe.skipIf(!process.env.DATABASE_URL)('Redis restarted under load', () => {
  let site: TestCluster
  beforeAll(async () => {
    site = await startTestCluster()
  })
  afterAll(() => site?.close())

  it('costs no 5xx and loses no acknowledged write', async () => {
    const { cluster, redis } = site
    const seeds = await loadSeeds(cluster, 3)
    const load = startLoad({ url: cluster.url, ...seeds, readers: 3 })
    const acknowledged = (n: number) => async () => load.ledger.acknowledged >= n
    await waitFor('writes acknowledged before the restart', acknowledged(BEFORE), DEADLINE_MS)
    // Two seconds without Redis, under the load.
    await redis.restart(2000)
    const back = load.ledger.acknowledged
    await waitFor('writes acknowledged once Redis is back', acknowledged(back + AFTER), DEADLINE_MS)
    await load.stop()

    expect(load.reads).toBeGreaterThan(100)
    expect(load.failures).toEqual([])
    expect((await verifyWrites(site.databaseUrl, load.ledger)).missing).toEqual([])
  })

  it('counts sign-ins together again once it is back', async () => {
    const servers = site.cluster.servers.map((server) => server.url)
    const limit = defaultWriteLimits.login.perAddress
    // Spread over the three servers in turn: refused past the limit, as by one server alone.
    const burst = await signInsUntilRefused(servers, limit + 1)
    expect(burst.refusedAt).toBe(limit + 1)
  })
})
