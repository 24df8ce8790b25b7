import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { multipart } from './action-forms.ts'

/** The 30 s of production, shortened so a test can watch a trickle being cut. */
const requestTimeoutMs = 1000

let database: Database
let app: FastifyInstance
let mediaDir: string
let port: number
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'mot-limits-'))
  database = await openDatabase({ dir: 'memory://' })
  app = await createApp(
    readConfig({ LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir, APP_DIR: mediaDir }),
    database.db,
    { limits: { requestTimeoutMs } },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

/** Sends `head`, then one byte of body every `everyMs`, and resolves with all the server said once it closes. */
function trickle(head: string, everyMs: number) {
  return new Promise<{ answer: string; afterMs: number }>((resolve, reject) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    const drip = setInterval(() => socket.writable && socket.write('a'), everyMs)
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8')
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(drip)
      resolve({ answer, afterMs: Date.now() - started })
    })
    setTimeout(() => {
      clearInterval(drip)
      socket.destroy()
      reject(new Error('the trickle was never cut'))
    }, requestTimeoutMs * 10).unref()
  })
}

describe('a request body trickled in', () => {
  it('is cut with 408 and the envelope soon after the request deadline', async () => {
    const { answer, afterMs } = await trickle(
      'POST /vi/api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      50,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 'error',
      message: 'Request Timeout',
    })
    expect(afterMs).toBeGreaterThanOrEqual(requestTimeoutMs)
    // Checked every tenth of the deadline: well before a second deadline would have passed.
    expect(afterMs).toBeLessThan(requestTimeoutMs * 2)
  })

  it('is cut the same when the headers themselves trickle', async () => {
    const { answer } = await trickle('POST /vi/api/v1/auth/login HTTP/1.1\r\nX-Slow: ', 50)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })
})

describe('a multipart form', () => {
  const url = '/vi/api/v1/auth/login'
  it('of many fields summing past the cap is refused with 413 and the envelope', async () => {
    // Each field within the 8 KB a field may hold, and no more fields than allowed: only the sum is too much.
    const fields = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`f${i}`, 'x'.repeat(5000)]))
    const res = await app.inject({ method: 'POST', url, ...multipart(fields) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ status: 'error', message: 'Request body is too large' })
    expect(res.headers.connection).toBe('close')
  })

  it('without a stated length is refused with 411', async () => {
    const { answer } = await trickle(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n--b\r\n\r\n0\r\n\r\n',
      60_000,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 411 /)
    expect(answer).toContain('{"status":"error","message":"Length Required"}')
  })

  it('within the cap reaches its route', async () => {
    const res = await app.inject({ method: 'POST', url, ...multipart({ username: 'ai', password: 'x' }) })
    expect(res.statusCode).not.toBe(413)
    expect(res.statusCode).toBeLessThan(500)
  })
})
