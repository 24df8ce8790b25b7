import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { type IncomingMessage, request } from 'node:http'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startRedis } from '../../scripts/lib/local-redis.ts'
import { type LocalServer, startServer, tempDataDir } from '../../scripts/lib/local-server.ts'
import { SHUTDOWN_GRACE_MS } from '../../server/shutdown.ts'

/**
 * A server stopped by SIGTERM (a rolling restart) finishes what it was doing: a download under way
 * when the signal came arrives whole, no new connection is taken, and the process exits by itself,
 * even when a client never reads its answer.
 */
const CLIP_BYTES = 32 * 1024 * 1024

describe('stopping with SIGTERM', () => {
  const data = tempDataDir('shutdown')
  let server: LocalServer | undefined

  async function start(env: Record<string, string> = {}) {
    mkdirSync(join(data.dir, 'media'), { recursive: true })
    // Larger than the sockets' buffers: the answer is still being sent when the signal comes.
    writeFileSync(join(data.dir, 'media', 'clip.mp4'), randomBytes(CLIP_BYTES))
    server = await startServer({
      dataDir: data.dir,
      env: {
        SEED_DEMO: 'false',
        // The embedded database on both test runs: what is tested is the process, not the engine.
        DATABASE_URL: undefined,
        ...env,
      },
      quiet: true,
    })
    const started = server
    const exited = new Promise<number | null>((resolve) =>
      started.child.once('exit', (code) => resolve(code)),
    )
    const download = await new Promise<IncomingMessage>((resolve, reject) =>
      request(`${started.url}/media/clip.mp4`, resolve).on('error', reject).end(),
    )
    expect(download.statusCode).toBe(200)
    // Nothing is read yet: the rest of the file waits in the server's hands.
    download.pause()
    return { server: started, exited, download }
  }

  afterEach(async () => {
    await server?.stop('SIGKILL')
    data.remove()
  })

  it('finishes a download under way, takes no new connection and exits', async () => {
    const { server, exited, download } = await start()
    server.child.kill('SIGTERM')
    // The listening socket closes: a new connection is refused.
    await expect
      .poll(() =>
        fetch(`${server.url}/healthz`).then(
          () => 'answered',
          (error: Error) => String((error.cause as { code?: string } | undefined)?.code),
        ),
      )
      .toBe('ECONNREFUSED')
    let received = 0
    download.on('data', (chunk: Buffer) => {
      received += chunk.length
    })
    download.resume()
    await new Promise((resolve) => download.once('end', resolve))
    expect(received).toBe(CLIP_BYTES)
    expect(await exited).toBe(0)
  }, 120_000)

  it('waits for a client that never reads no longer than its grace period', async () => {
    const { server, exited, download } = await start()
    download.on('error', () => {})
    const signalled = performance.now()
    server.child.kill('SIGTERM')
    expect(await exited).toBe(0)
    const waited = performance.now() - signalled
    expect(waited).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500)
    expect(waited).toBeLessThan(SHUTDOWN_GRACE_MS + 10_000)
  }, 120_000)

  it('with several servers, exits as soon as its work is done, even with their Redis gone', async () => {
    const redis = await startRedis()
    try {
      const { server, exited, download } = await start({ REDIS_URL: redis.url })
      download.resume()
      await new Promise((resolve) => download.once('end', resolve))
      await redis.stop()
      const signalled = performance.now()
      server.child.kill('SIGTERM')
      expect(await exited).toBe(0)
      // Nothing under way: no grace period to wait out, and no Redis to wait for.
      expect(performance.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS)
    } finally {
      await redis.close()
    }
  }, 120_000)
})
