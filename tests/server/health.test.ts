import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { type Db, openDatabase } from '../../server/db/client.ts'
import { databaseAnswers } from '../../server/http/health.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('the server', () => {
  it('answers /healthz', async () => {
    const res = await server.app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'success', data: { ok: true } })
  })

  it('sends security headers', async () => {
    const res = await server.app.inject('/healthz')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers an unsupported language with a 400 envelope', async () => {
    const res = await server.app.inject('/xx/api/v1/home/index/')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message: "Unsupported language 'xx': use vi or en" })
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await server.app.inject('/vi/api/v1/nothing/here/')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Not Found' })
  })
})

describe('a URL that cannot be decoded', () => {
  it.each(['/vi/api/v1/posts/detail/comic/%E0%A4%A/', '/media/%E0%A4%A'])(
    '%s gets a 400 envelope',
    async (url) => {
      const res = await server.app.inject(url)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: 'error', message: 'Malformed URL' })
    },
  )
})

describe('/healthz when the database does not answer', () => {
  const appOn = async (db: Db) => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'mot-health-'))
    const app = await createApp(
      readConfig({ LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir, APP_DIR: mediaDir }),
      db,
    )
    return {
      app,
      close: async () => {
        await app.close()
        rmSync(mediaDir, { recursive: true, force: true })
      },
    }
  }

  it('answers 503 with the envelope once the database is closed', async () => {
    const database = await openDatabase({ dir: 'memory://' })
    const { app, close } = await appOn(database.db)
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    await database.close()
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'error', message: 'Database unavailable' })
    expect(res.headers['cache-control']).toBe('no-store')
    await close()
  })

  it('answers 503 when the PostgreSQL server cannot be reached', async () => {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    // Port 1 on the loopback: nothing listens, the connection is refused.
    const pool = postgres('postgres://u:p@127.0.0.1:1/none')
    const { app, close } = await appOn(drizzle(pool) as unknown as Db)
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(503)
    expect(res.json().status).toBe('error')
    await close()
    await pool.end()
  })

  it('counts a database that stays silent past the timeout as down', async () => {
    vi.useFakeTimers()
    try {
      const silent = { execute: () => new Promise(() => {}) } as unknown as Db
      const answered = databaseAnswers(silent, 2000)
      vi.advanceTimersByTime(2000)
      expect(await answered).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
