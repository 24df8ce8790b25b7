import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  counters,
  like,
  type Member,
  pickPosts,
  rate,
  signInAs,
  signUp,
} from '../../scripts/lib/cluster-client.ts'
import { defaultWriteLimits } from '../../server/http/write-limits.ts'
import { startTestCluster, type TestCluster } from './setup.ts'
import { signInsUntilRefused } from './sign-in-burst.ts'

/**
 * Three servers behind nginx act as one site: a write on one server shows on every server at once
 * (each keeps public answers for a minute: the shared invalidation is what makes them agree), and a
 * limit counts the same whichever server answers.
 */
describe.skipIf(!process.env.DATABASE_URL)('three servers behind nginx', () => {
  let site: TestCluster
  beforeAll(async () => {
    site = await startTestCluster()
  })
  afterAll(() => site?.close())

  it('show a like and a rating made anywhere on every server within a second', async () => {
    const { cluster } = site
    const [one, two, three] = cluster.servers.map((server) => server.url) as [string, string, string]
    const [post] = await pickPosts(cluster.url, 1)
    const reader: Member = await signUp(cluster.servers[0]!, `reader-${Date.now()}@example.com`)
    const other: Member = await signUp(cluster.servers[1]!, `other-${Date.now()}@example.com`)
    // Signed in on the first server; its session is good on the others.
    await signInAs(one, reader)
    // Every server now keeps the post's page in its public cache.
    const before = await counters(one, post!)
    for (const base of [two, three]) expect(await counters(base, post!)).toEqual(before)

    for (const write of [
      () => like(two, reader, post!, 1),
      () => rate(three, reader, post!, 7),
      () => like(cluster.url, other, post!, 1),
      () => rate(cluster.url, other, post!, 4),
    ]) {
      const res = await write()
      expect(res.status, await res.text()).toBe(200)
    }
    const expected = {
      like_count: before.like_count + 2,
      rating_count: before.rating_count + 2,
      rating_total: before.rating_total + 11,
    }
    await expect
      .poll(() => Promise.all([one, two, three].map((base) => counters(base, post!))), {
        timeout: 1000,
        interval: 50,
      })
      .toEqual([expected, expected, expected])
  })

  it('refuse the same sign-in from one address whichever server answers', async () => {
    const { cluster } = site
    const servers = cluster.servers.map((server) => server.url)
    const limit = defaultWriteLimits.login.perAddress
    // One server alone: the try past the limit is refused.
    const alone = await signInsUntilRefused(servers.slice(0, 1), limit + 1)
    expect(alone.refusedAt).toBe(limit + 1)
    // Spread over the three in turn, from another address: refused at the same try, not three times later.
    const spread = await signInsUntilRefused(servers, limit + 1)
    expect(spread.refusedAt).toBe(limit + 1)
    expect(Number(spread.retryAfter)).toBeGreaterThan(0)
  })

  it('count a visitor behind nginx by the address nginx saw, whatever address it claims', async () => {
    const limit = defaultWriteLimits.login.perAddress
    // Every try claims another address; nginx replaces the header with the one it saw.
    const claimed = await signInsUntilRefused([site.cluster.url], limit + 1, (n) => `203.0.113.${n}`)
    expect(claimed.refusedAt).toBe(limit + 1)
  })
})
