import type { FastifyBaseLogger } from 'fastify'
import { Redis, type RedisOptions } from 'ioredis'

/**
 * The Redis several servers share their limits, sign-in throttle and cache invalidations through.
 * A server never waits for it: a command finds it answering or fails at once (no queue while it is
 * away, a short timeout when it hangs), and the caller does the work on its own (fallback.ts). It
 * reconnects by itself; its loss and its return are each logged once.
 */
export interface SharedRedis {
  /** Commands: limits, throttle, publishing cache changes. */
  client: Redis
  /** Its own connection: one that subscribes can send nothing else. */
  subscriber: Redis
  /** Connected and ready now: worth trying. */
  answers(): boolean
  /** A command failed: the loss is logged, once until Redis is back. */
  failed(error: unknown): void
  /**
   * Connected, or given up on for now: a server starting beside others counts with them from its
   * first request, and one whose Redis is down starts anyway (and shares once Redis is up).
   */
  ready(): Promise<void>
  /** After each reconnection of the subscriber (the first connection is not one). */
  onReconnect(listener: () => void): void
  close(): Promise<void>
}

/** How long a starting server waits for Redis before it starts without. */
const FIRST_CONNECTION_MS = 3000

/** How long a command may take before the server goes on without it. */
const COMMAND_TIMEOUT_MS = 500

const options: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 2000,
  // Tried again every 0.2 s at first, then every 2 s at most, for ever.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
}

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, options)
  // Subscriptions made before it connects wait for it, and are made again on each reconnection.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined })
  let lost = false
  const lose = (error: unknown) => {
    if (lost) return
    lost = true
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'Redis is unreachable: limits, sign-in throttle and cache invalidations are kept by this server alone until it is back',
    )
  }
  client.on('error', lose)
  subscriber.on('error', lose)
  client.on('ready', () => {
    if (!lost) return
    lost = false
    log.info('Redis is back: limits, sign-in throttle and cache invalidations are shared again')
  })
  const reconnectListeners: (() => void)[] = []
  let connectedBefore = false
  subscriber.on('ready', () => {
    if (connectedBefore) for (const listener of reconnectListeners) listener()
    connectedBefore = true
  })
  return {
    client,
    subscriber,
    answers: () => client.status === 'ready',
    ready: () =>
      Promise.race([
        Promise.all([client, subscriber].map((connection) => readyOnce(connection))),
        new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_MS).unref()),
      ]).then(() => {}),
    failed: lose,
    onReconnect: (listener) => reconnectListeners.push(listener),
    close: async () => {
      // quit() waits for Redis to answer; a Redis that is away gets a plain disconnect.
      await Promise.all(
        [client, subscriber].map((connection) =>
          connection.status === 'ready'
            ? connection.quit().catch(() => connection.disconnect())
            : connection.disconnect(),
        ),
      )
    },
  }
}

const readyOnce = (connection: Redis) =>
  connection.status === 'ready'
    ? Promise.resolve()
    : new Promise((resolve) => connection.once('ready', resolve))
