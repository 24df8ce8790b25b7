import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  mkdirSync(join(appDir, 'assets'))
  writeFileSync(join(appDir, 'index.html'), `<!doctype html><title>Mọt</title>${'<meta>'.repeat(300)}`)
  writeFileSync(join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  server = await createTestServer({ APP_DIR: appDir })
  mkdirSync(join(server.mediaDir, 'covers'))
  writeFileSync(join(server.mediaDir, 'covers', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await createPost(server.db, { posttype: 'comic', slug: 'mot-truyen' })
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

/** Headers that differ between two answers for reasons of their own (time, whether it came from memory). */
const own = new Set(['date', 'x-cache', 'connection', 'keep-alive', 'transfer-encoding'])
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)))

describe('HEAD', () => {
  it.each([
    ['the root page', '/'],
    ['an app page', '/vi'],
    ['a deep app page', '/en/comic/some-story/3'],
    ['a build asset', '/assets/index-abc123.js'],
    ['an API read', '/vi/api/v1/posts/detail/comic/mot-truyen/'],
    ['a cached API list', '/vi/api/v1/posts/lists/comic/'],
    ['a media file', '/media/covers/a.svg'],
    ['the health check', '/healthz'],
    ['a missing API path', '/vi/api/v1/nothing/'],
    ['a missing media file', '/media/covers/none.svg'],
  ])('answers %s as GET does, without a body', async (_, url) => {
    for (const encoding of [undefined, 'br, gzip']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {}
      const get = await server.app.inject({ method: 'GET', url, headers })
      const head = await server.app.inject({ method: 'HEAD', url, headers })
      expect(head.statusCode, url).toBe(get.statusCode)
      expect(comparable(head.headers), url).toEqual(comparable(get.headers))
      expect(head.rawPayload.byteLength, url).toBe(0)
    }
  })
})
