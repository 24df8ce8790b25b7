import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  mkdirSync(join(appDir, 'assets'))
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Mọt</title>')
  writeFileSync(join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  server = await createTestServer({ APP_DIR: appDir })
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

describe('serving the built app', () => {
  it('answers every app route with the shell, so deep links and reloads work', async () => {
    for (const url of ['/', '/vi', '/en/comic/some-story/3/', '/vi/search/?q=tinh']) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Mọt</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets as immutable', async () => {
    const res = await server.app.inject('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('answers a missing asset with a 404, not the shell', async () => {
    const res = await server.app.inject('/assets/index-gone999.js')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Not Found' })
  })
})
