import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrfToken, multipart, nextAddress, signUp } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/** What the browser is told to allow, and what answers carry: against the real app and database. */
let server: TestServer
let postId = 0
beforeAll(async () => {
  server = await createTestServer()
  const post = await createPost(server.db, { posttype: 'comic', slug: 'truyen-an-toan' })
  await createChapters(server.db, post.id, 2, () => ({ content: ['pages/1.jpg'] }))
  postId = post.id
})
afterAll(() => server.close())

const v1 = '/vi/api/v1'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const login = (email: string, password: string, address = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: `${v1}/auth/login`,
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  })

describe('content security policy', () => {
  it('allows scripts from the site itself only, never inline or eval', async () => {
    const res = await server.app.inject('/healthz')
    const policy = String(res.headers['content-security-policy'])
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]
    expect(scripts?.trim()).toBe("'self'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toMatch(/default-src 'self'/)
    expect(policy).toMatch(/object-src 'none'/)
    expect(policy).toMatch(/frame-ancestors 'none'/)
  })

  it('names only directives that Chromium, Firefox and WebKit all know', async () => {
    // WebKit logs an error on every page for a directive it does not know (manifest-src, for one).
    const known = new Set([
      'default-src',
      'base-uri',
      'font-src',
      'form-action',
      'frame-ancestors',
      'img-src',
      'object-src',
      'script-src',
      'script-src-attr',
      'style-src',
      'media-src',
      'connect-src',
      'worker-src',
    ])
    const res = await server.app.inject('/healthz')
    const names = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/)[0])
    expect(names.filter((name) => !known.has(name ?? ''))).toEqual([])
  })

  it('is sent on API answers too, with nosniff', async () => {
    const res = await server.app.inject(`${v1}/posts/detail/comic/truyen-an-toan/`)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('is not needed to be loosened by the page: the shell has no inline script', () => {
    const shell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
    const scripts = [...shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/)
      expect(body!.trim()).toBe('')
    }
  })
})

describe('cookies', () => {
  it('carry no session (it travels in the Authorization header): only a sign-in’s device cookie', async () => {
    const { token } = await signUp(server.app, 'cookie@example.com')
    const { csrf_token } = await csrfToken(server.app, 'device-cookie-1')
    const answers = [
      await server.app.inject(`${v1}/auth/csrf_create/`),
      await login('cookie@example.com', 'secret-password'),
      await server.app.inject({ url: `${v1}/auth/me`, headers: bearer(token) }),
      await server.app.inject({
        method: 'POST',
        url: `${v1}/posts/action/like/comic/${postId}`,
        ...withHeaders(multipart({ like: '1', csrf_token }), { 'x-device-id': 'device-cookie-1' }),
      }),
      await server.app.inject({ method: 'POST', url: `${v1}/auth/logout`, headers: bearer(token) }),
      await server.app.inject('/vi'),
    ]
    const cookies = answers.flatMap((res) => [res.headers['set-cookie'] ?? []].flat())
    // The device cookie (auth/device-cookie.ts): sent only to the sign-in call, out of scripts' reach,
    // first-party only, and Secure over https (sign-in-lanes.test.ts). Nothing else sets a cookie.
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      expect.stringMatching(/^mot_device_\d+$/),
      expect.stringMatching(/^mot_device_\d+$/),
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/(vi|en)\/api\/v1\/auth\/login; HttpOnly; SameSite=Strict$/)
    }
  })
})

describe('script payloads', () => {
  const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>'

  it('in a search are answered as JSON data, never as a page', async () => {
    const res = await server.app.inject(`${v1}/posts/search/?q=${encodeURIComponent(payload.slice(0, 90))}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(() => JSON.parse(res.body)).not.toThrow()
  })

  it('in a name are kept as text and sent back as JSON', async () => {
    const name = '<img src=x onerror=alert(1)>'
    const { token } = await signUp(server.app, 'xss-name@example.com', 'secret-password', name)
    const me = await server.app.inject({ url: `${v1}/auth/me`, headers: bearer(token) })
    expect(me.headers['content-type']).toMatch(/^application\/json/)
    expect(me.json().data.name).toBe(name)
  })

  it('in a path are not echoed back in error messages', async () => {
    for (const url of [
      `/${encodeURIComponent(payload)}/api/v1/home/index/`,
      `${v1}/posts/detail/comic/${encodeURIComponent(payload)}/`,
    ]) {
      const res = await server.app.inject(url)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.body).not.toMatch(/<script|<img/i)
    }
  })
})

function withHeaders(
  body: { payload: string; headers: Record<string, string> },
  headers: Record<string, string>,
) {
  return { payload: body.payload, headers: { ...body.headers, ...headers } }
}
