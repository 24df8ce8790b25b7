// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { CrashClient } from '../../scripts/lib/crash-client.ts'

let server: Server | undefined
const outbox = join(mkdtempSync(join(tmpdir(), 'mot-crash-client-')), 'outbox')
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))
afterEach(() => rmSync(join(outbox, '..'), { recursive: true, force: true }))

/**
 * A server that answers the first `failures` calls with a 5xx whose body is not the API's JSON; then
 * takes the registration (202, a link mailed to the outbox) and its confirmation (201).
 */
async function serverFailingFirst(failures: { status: number; body: string; type: string }[]) {
  let calls = 0
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const failure = failures[calls++]
      if (failure) {
        response.writeHead(failure.status, { 'content-type': failure.type }).end(failure.body)
        return
      }
      if (request.url?.endsWith('/auth/register')) {
        const { email } = JSON.parse(body) as { email: string }
        mkdirSync(outbox, { recursive: true })
        const link = `http://127.0.0.1/vi/user/confirm-email?token=${'A'.repeat(43)}`
        writeFileSync(join(outbox, 'link.eml'), `To: ${email}\nSubject: link\n\n${link}\n`)
        response.writeHead(202, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ status: 'success', data: { ok: true } }))
        return
      }
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ status: 'success', data: { token: 't', user: { id: 7 } } }))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

test('the crash client records a 5xx whatever its body, then sends the write again', async () => {
  const base = await serverFailingFirst([
    { status: 502, body: '<html><body>Bad Gateway</body></html>', type: 'text/html' },
    { status: 500, body: '', type: 'text/plain' },
    { status: 503, body: '{"status":"error","message":"Service unavailable"}', type: 'application/json' },
  ])
  const client = new CrashClient(base, outbox, [], 'unit', async () => {})
  await client.register()
  expect(client.ledger.serverErrors).toEqual([
    'POST /auth/register: 502',
    'POST /auth/register: 500',
    'POST /auth/register: 503',
  ])
  expect(client.ledger.members).toHaveLength(1)
})
