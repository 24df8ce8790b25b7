import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalRedis, startRedis } from '../../scripts/lib/local-redis.ts'
import { csrfToken, multipart, nextAddress, signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * Servers that share one Redis (REDIS_URL) share their write limits, sign-in throttle and public
 * cache: an address gets the same number of tries whichever server answers, and a like on one
 * server shows on the others at once. Without Redis, each keeps answering on its own, and shares
 * again when Redis is back. Two apps on one database, as two servers behind a proxy.
 */
let redis: LocalRedis
let firstServer: TestServer
let servers: FastifyInstance[]
const logged: string[] = []

beforeAll(async () => {
  redis = await startRedis()
  firstServer = await server()
  servers = [firstServer.app, (await server(firstServer)).app]
})

afterAll(async () => {
  await servers[1]?.close()
  await firstServer.close()
  await redis.close()
})

/** A server on Redis, on the database of `alongside` when given. */
async function server(alongside?: TestServer) {
  const test = await createTestServer({ LOG_LEVEL: 'warn', REDIS_URL: redis.url }, {}, alongside)
  // What the servers say about Redis, read here rather than printed.
  for (const level of ['warn', 'info'] as const) {
    test.app.log[level] = ((...args: unknown[]) => {
      logged.push(String(args.find((arg) => typeof arg === 'string')))
    }) as typeof test.app.log.info
  }
  return test
}

/** Each call from a new address, unless one is given. */
const logIn = (app: FastifyInstance, email: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  })

/**
 * `count` sign-ins from one address, each to a different unknown account (the throttle's own
 * count per account stays out of it), on the servers in turn: their statuses.
 */
async function signInsFrom(apps: FastifyInstance[], address: string, count = 11) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await logIn(apps[i % apps.length]!, `nobody-${i}@example.org`, 'wrong-password', address)
    statuses.push(res.statusCode)
  }
  return statuses
}

const detailOn = async (app: FastifyInstance, slug: string) => {
  const res = await app.inject({ url: `/vi/api/v1/posts/detail/movie/${slug}/` })
  return { likes: res.json().data.like_count as number, cache: res.headers['x-cache'] }
}

describe('servers sharing one Redis', () => {
  it('give an address the same ten sign-ins a minute whichever server answers', async () => {
    const statuses = await signInsFrom(servers, nextAddress())
    // Ten answered (wrong password), the eleventh refused, though each server saw only five or six.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  it('count wrong passwords together: five for one account from one address, on any server', async () => {
    const email = `throttled-${Date.now()}@example.org`
    await signUp(servers[0]!, email, 'right-password')
    const address = nextAddress()
    for (let i = 0; i < 5; i++) {
      expect((await logIn(servers[i % 2]!, email, 'wrong-password', address)).statusCode).toBe(401)
    }
    for (const app of servers) {
      const refused = await logIn(app, email, 'right-password', address)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toBe('Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau.')
    }
    // The owner elsewhere still gets in, on either server.
    expect((await logIn(servers[1]!, email, 'right-password', nextAddress())).statusCode).toBe(200)
  })

  it('drop a post’s cached detail on every server when one of them takes a like', async () => {
    const post = await createPost(firstServer.db, { posttype: 'movie' })
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    await detailOn(second, post.slug)
    expect(await detailOn(second, post.slug)).toEqual({ likes: 0, cache: 'hit' })

    const { csrf_token } = await csrfToken(first, 'device-shared-0001')
    const liked = await first.inject({
      method: 'POST',
      url: `/vi/api/v1/posts/action/like/movie/${post.id}`,
      ...multipart({ like: '1', csrf_token }),
    })
    expect(liked.json().data.like_count).toBe(1)
    const started = performance.now()
    await expect
      .poll(() => detailOn(second, post.slug), { timeout: 1000, interval: 5 })
      .toMatchObject({ likes: 1 })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('keep answering while Redis is away, each on its own, and share again once it is back', async () => {
    const post = await createPost(firstServer.db, { posttype: 'movie' })
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    logged.length = 0
    await redis.stop()
    const address = nextAddress()
    // Counted by each server alone: each allows its own ten.
    const alone = await signInsFrom([first], address)
    expect(alone.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(alone[10]).toBe(429)
    expect(await signInsFrom([second], address, 1)).toEqual([401])
    // Pages and writes answer as ever.
    expect((await second.inject({ url: `/vi/api/v1/posts/detail/movie/${post.slug}/` })).statusCode).toBe(200)
    // Told once per server, not once per request.
    expect(logged.filter((line) => /Redis is unreachable/.test(line)).length).toBeLessThanOrEqual(2)

    await redis.start()
    await expect
      .poll(() => logged.filter((line) => /Redis is back/.test(line)).length, { timeout: 10_000 })
      .toBe(2)
    const statuses = await signInsFrom(servers, nextAddress())
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })
})
