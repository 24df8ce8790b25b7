import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string
const appScript = `export const words = ${JSON.stringify('mọt sách '.repeat(400))}\n`
const appScriptBrotli = brotliCompressSync(appScript, { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } })
const appScriptGzip = gzipSync(appScript, { level: 1 })
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  mkdirSync(join(appDir, 'assets'))
  // Past the 1 kB under which answers are sent uncompressed, as the built shell is.
  writeFileSync(join(appDir, 'index.html'), `<!doctype html><title>Mọt</title>${'<meta>'.repeat(300)}`)
  writeFileSync(join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  // As the build leaves a large asset: beside it, the same bytes compressed with Brotli and gzip.
  writeFileSync(join(appDir, 'assets', 'app-def456.js'), appScript)
  // (At the lowest levels, so they differ from what the server would make of the script itself.)
  writeFileSync(join(appDir, 'assets', 'app-def456.js.br'), appScriptBrotli)
  writeFileSync(join(appDir, 'assets', 'app-def456.js.gz'), appScriptGzip)
  server = await createTestServer({ APP_DIR: appDir })
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

describe('serving the built app', () => {
  it('answers every app route with the shell, so deep links and reloads work', async () => {
    for (const url of ['/vi', '/en/comic/some-story/3', '/vi/search?q=tinh']) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Mọt</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it("names the page language's home index for the browser to fetch beside the app's script", async () => {
    const cases: [page: string, index: string][] = [
      ['/vi', '/vi/api/v1/home/index/'],
      ['/en/comic/some-story/3', '/en/api/v1/home/index/'],
      ['/vi/search?q=tinh', '/vi/api/v1/home/index/'],
    ]
    for (const [url, index] of cases) {
      const res = await server.app.inject(url)
      expect(res.headers.link, url).toBe(`<${index}>; rel=preload; as=fetch; crossorigin`)
    }
    // A page in no language of the site is sent to the Vietnamese home by the app: nothing to fetch yet.
    expect((await server.app.inject('/xx/comics')).headers.link).toBeUndefined()
  })

  it('sends the shell compressed on every page, deep links included', async () => {
    for (const url of ['/vi', '/en/comic/some-story/3', '/vi/search?q=tinh']) {
      const res = await server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.headers['content-encoding'], url).toBe('br')
    }
  })

  it('serves hashed assets as immutable', async () => {
    const res = await server.app.inject('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it("sends the build's own compressed copy of an asset in the best encoding the browser takes", async () => {
    const asset = async (acceptEncoding: string) => {
      const res = await server.app.inject({
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(res.statusCode, acceptEncoding).toBe(200)
      expect(res.headers['content-type']).toContain('javascript')
      expect(res.headers['cache-control']).toContain('immutable')
      expect(res.headers.vary).toContain('accept-encoding')
      return res
    }
    const brotli = await asset('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.rawPayload.equals(appScriptBrotli)).toBe(true)
    const gzip = await asset('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.rawPayload.equals(appScriptGzip)).toBe(true)
    const plain = await asset('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(appScript)
  })

  it('answers a missing asset with a 404, not the shell', async () => {
    const res = await server.app.inject('/assets/index-gone999.js')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Not Found' })
  })
})
