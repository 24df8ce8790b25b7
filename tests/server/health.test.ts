import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
