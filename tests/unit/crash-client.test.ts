// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { CrashClient } from '../../scripts/lib/crash-client.ts'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that answers the first `failures` calls with a 5xx whose body is not the API's JSON. */
async function serverFailingFirst(failures: { status: number; body: string; type: string }[]) {
  let calls = 0
  server = createServer((request, response) => {
    request.resume()
    const failure = failures[calls++]
    if (failure) {
      response.writeHead(failure.status, { 'content-type': failure.type }).end(failure.body)
      return
    }
    response.writeHead(201, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status: 'success', data: { token: 't', user: { id: 7 } } }))
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
  const client = new CrashClient(base, [], 'unit', async () => {})
  await client.register()
  expect(client.ledger.serverErrors).toEqual([
    'POST /auth/register: 502',
    'POST /auth/register: 500',
    'POST /auth/register: 503',
  ])
  expect(client.ledger.members).toHaveLength(1)
})
