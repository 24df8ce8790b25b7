import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdsSecret, linkAddress, pageAddress } from '../../src/contract/page-address.ts'
import { appRenderer } from './app-renderer.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer({ APP_DIR: appDir }, { drawPage: await appRenderer() })
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot' })
  await createChapters(server.db, comic.id, 1, () => ({ content: ['pages/1.webp'] }))
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

const visit = (url: string) => server.app.inject({ url })

describe('the address a page is kept under', () => {
  it('reads `//`, the letter case of the language and section, and the trailing slash as one page', () => {
    expect(pageAddress('/vi//user/reset-password?token=a')).toBe('/vi/user/reset-password?token=a')
    expect(pageAddress('/VI/Comic/Robot')).toBe('/vi/comic/Robot')
    expect(pageAddress('//en///comic//robot//?x=1//')).toBe('/en/comic/robot?x=1//')
    expect(pageAddress('/')).toBe('/')
    expect(pageAddress('/vi?q=1')).toBe('/vi?q=1')
    expect(holdsSecret(pageAddress('/En/USER/reset-password'))).toBe(true)
    expect(holdsSecret(pageAddress('/vi/user/login/'))).toBe(false)
    // The confirm-email screen's link holds a one-time token too; routes match in any letter case.
    expect(holdsSecret(pageAddress('/vi//user/Confirm-Email?token=a'))).toBe(true)
    expect(holdsSecret(pageAddress('/vi/user/RESET-PASSWORD'))).toBe(true)
    expect(holdsSecret(pageAddress('/VI/user/confirm-email?token=a'))).toBe(true)
  })

  it("writes a link in the canonical address's form: the path's last slash gone, the query as it is", () => {
    expect(linkAddress('/vi/comic/robot/?ep=2')).toBe('/vi/comic/robot?ep=2')
    expect(linkAddress('/en/actor/ly-bao-ngoc//')).toBe('/en/actor/ly-bao-ngoc')
    expect(linkAddress('/vi/list?api=/posts/lists/comic/')).toBe('/vi/list?api=/posts/lists/comic/')
    expect(linkAddress('/vi/comic/robot/#chapters')).toBe('/vi/comic/robot#chapters')
    expect(linkAddress('/')).toBe('/')
  })

  it('never keeps a reset or confirm-email screen, however its address is written', async () => {
    for (const url of [
      '/vi//user/confirm-email?token=abc',
      '/EN/user/confirm-email/?token=abc',
      '/vi/user/Reset-Password?token=abc',
      '/vi//user/reset-password?token=abc',
      '/vi/user//reset-password/?token=abc',
      '/vi/USER/reset-password?token=abc',
      '/VI/user/reset-password?token=abc',
      '//en/user/reset-password?token=abc',
    ]) {
      for (const round of [1, 2]) {
        const res = await visit(url)
        // Drawn, or sent on to its one spelling (`//`, `/VI/`): kept by no one either way.
        expect([200, 301], url).toContain(res.statusCode)
        expect(res.headers['cache-control'], url).toBe('no-store')
        expect(res.headers['x-cache'], `${url} (${round})`).toBeUndefined()
      }
    }
  })

  it('draws and keeps one page with or without its last slash, and sends other spellings on to it for good', async () => {
    const first = await visit('/vi/comic/robot/')
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('id="page-state"')
    const again = await visit('/vi/comic/robot')
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.body).toBe(first.body)
    for (const url of ['/vi//comic/robot/', '/VI/Comic/robot', '/VI', '/Vi/comic/robot?ep=2']) {
      const moved = await visit(url)
      expect(moved.statusCode, url).toBe(301)
      expect(moved.headers.location, url).toBe(pageAddress(url))
    }
    // To the canonical address: the links' form, without the last slash.
    expect((await visit('/VI')).headers.location).toBe('/vi')
    expect((await visit('/vi//comic/robot/')).headers.location).toBe('/vi/comic/robot')
    // Never to another site: `//\host` is sent on to a path of this one, its backslash written out.
    for (const url of ['//\\evil.example/', '///evil.example', '//\\/evil.example']) {
      const moved = await visit(url)
      expect(moved.statusCode, url).toBe(301)
      expect(moved.headers.location, url).toMatch(/^\/[^/\\]/)
    }
    // A secret's other spelling is sent on too, and kept by no one.
    const reset = await visit('/VI/user/reset-password?token=abc')
    expect(reset.statusCode).toBe(301)
    expect(reset.headers['cache-control']).toBe('no-store')
  })
})
