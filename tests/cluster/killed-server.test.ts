import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectionsOn, startLoad } from '../../scripts/lib/cluster-load.ts'
import { verifyWrites } from '../../scripts/lib/cluster-verify.ts'
import { rssMegabytes, waitFor } from '../../scripts/lib/local-server.ts'
import { loadSeeds } from './members.ts'
import { startTestCluster, type TestCluster } from './setup.ts'

/**
 * One of three servers killed (SIGKILL) under a mixed load through nginx: reads go on, on the
 * others; only the writes that server had in hand when it died fail; every write acknowledged is in
 * the database; the survivors' memory stays flat.
 */
/** The load's course, in writes acknowledged (4 members write 8 a second): about 18 s in all. */
const WARM = 20
const KILL = 40
const AFTER_KILL = 100
const DEADLINE_MS = 60_000

describe.skipIf(!process.env.DATABASE_URL)('a server killed under load', () => {
  let site: TestCluster
  beforeAll(async () => {
    site = await startTestCluster()
  })
  afterAll(() => site?.close())

  it('loses no acknowledged write, and fails only what it had in hand', async () => {
    const { cluster } = site
    const seeds = await loadSeeds(cluster, 4)
    const load = startLoad({ url: cluster.url, ...seeds, readers: 4 })
    const acknowledged = (n: number) => async () => load.ledger.acknowledged >= n
    const [victim, ...survivors] = cluster.servers
    await waitFor('writes acknowledged in the warm-up', acknowledged(WARM), DEADLINE_MS)
    const warm = await Promise.all(survivors.map((server) => rssMegabytes(server.child.pid)))
    await waitFor('writes acknowledged before the kill', acknowledged(KILL), DEADLINE_MS)
    const held = await connectionsOn(victim!.port)
    await victim!.stop('SIGKILL')
    const dead = Date.now()
    const atKill = load.ledger.acknowledged
    await waitFor('writes acknowledged after the kill', acknowledged(atKill + AFTER_KILL), DEADLINE_MS)
    await load.stop()
    const end = await Promise.all(survivors.map((server) => rssMegabytes(server.child.pid)))

    expect(load.reads).toBeGreaterThan(100)
    expect(load.ledger.acknowledged).toBeGreaterThan(20)
    // Reads the dead server could not answer were sent by nginx to another.
    expect(load.failures.filter((failure) => failure.method === 'GET')).toEqual([])
    // Writes nginx does not send twice: only those under way at the kill, at most one a connection.
    expect(load.failures.length).toBeLessThanOrEqual(held)
    for (const failure of load.failures) expect(failure.sentAt).toBeLessThanOrEqual(dead)
    const written = await verifyWrites(site.databaseUrl, load.ledger)
    expect(written.missing).toEqual([])
    expect(written.checked).toBeGreaterThan(20)
    survivors.forEach((_, i) => {
      expect(end[i]).toBeLessThan(warm[i]! * 1.3)
    })
  })
})
