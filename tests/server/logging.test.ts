import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * The log an operator reads (server/http/logging.ts): at the default level it says what matters (a
 * start, a problem), not every request; requests are logged at debug; production writes JSON lines.
 */

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A log that keeps its lines, for the test to read. */
function keptLog() {
  const text: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text.push(String(chunk))
      done()
    },
  })
  return { destination, lines: () => text.join('').split('\n').filter(Boolean) }
}

async function serverLogging(env: Record<string, string>) {
  const log = keptLog()
  server = await createTestServer(env, { logDestination: log.destination })
  await server.app.inject({ url: '/vi/api/v1/home/index/' })
  await server.app.inject({ url: '/vi/api/v1/posts/detail/comic/khong-co/' })
  server.app.log.warn('the library folder is not readable')
  return log.lines()
}

describe("the server's log", () => {
  it('at the default level, on an operator’s machine: readable lines, and no line per request', async () => {
    const lines = await serverLogging({ LOG_LEVEL: 'info' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: the library folder is not readable$/)
  })

  it('at debug, every request too', async () => {
    const lines = await serverLogging({ LOG_LEVEL: 'debug' })
    expect(
      lines.some((line) => line.includes('incoming request') && line.includes('/vi/api/v1/home/index/')),
    ).toBe(true)
    expect(lines.filter((line) => line.includes('request completed'))).toHaveLength(2)
  })

  it('in production, JSON lines a log collector reads', async () => {
    const lines = await serverLogging({
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SECRET: 'a-secret-of-enough-length',
      PUBLIC_URL: 'https://mot.example',
    })
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: 'the library folder is not readable' }),
    ])
  })
})
