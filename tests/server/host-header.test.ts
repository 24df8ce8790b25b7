import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextAddress, signUp } from './action-forms.ts'
import { appRenderer } from './app-renderer.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { type ReadMail, readMail } from './mail-reading.ts'

/**
 * Every absolute address the server writes comes from PUBLIC_URL, else from a host it serves: a
 * visitor who names another host (Host, or X-Forwarded-Host through a proxy) is refused before any
 * route runs, so a password reset link can never be mailed pointing at their site.
 */
let dataDir: string
let appDir: string
const servers: TestServer[] = []

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mot-hosts-'))
  appDir = join(dataDir, 'app')
  mkdirSync(appDir)
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
})
afterAll(async () => {
  for (const server of servers) await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A server with its own outbox (the harness believes X-Forwarded-* from every hop: TRUST_PROXY=true). */
async function serverWith(env: Record<string, string> = {}) {
  const outbox = mkdtempSync(join(dataDir, 'data-'))
  const server = await createTestServer(
    { DATA_DIR: outbox, APP_DIR: appDir, ...env },
    { drawPage: await appRenderer() },
  )
  servers.push(server)
  const mails = (): ReadMail[] => {
    const folder = join(outbox, 'outbox')
    let files: string[] = []
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.eml'))
    } catch {
      return []
    }
    return files.map((file) => readMail(readFileSync(join(folder, file), 'utf8')))
  }
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/auth/password/forgot',
      headers: { 'x-forwarded-for': nextAddress(), ...headers },
      payload: { email },
    })
  /** The mails to `email`, once as many have arrived as forgot requests were taken (202). */
  const mailsAfter = async (email: string, taken: number) =>
    vi.waitFor(
      () => {
        const arrived = mails().filter((mail) => mail.to.includes(email))
        if (arrived.length < taken) throw new Error(`${arrived.length} of ${taken} mails`)
        return arrived
      },
      { timeout: 15_000, interval: 20 },
    )
  return { server, forgot, mailsAfter }
}

const refusedHost = (answer: { statusCode: number; json: () => unknown }) => {
  expect(answer.statusCode).toBe(400)
  expect(answer.json()).toEqual({ status: 'error', message: expect.stringMatching(/^Unknown host /) })
}

describe('without PUBLIC_URL, only the allowed hosts are served', () => {
  let site: Awaited<ReturnType<typeof serverWith>>
  beforeAll(async () => {
    site = await serverWith()
    await createPost(site.server.db, { posttype: 'comic', slug: 'robot', titleVi: 'Robot nhỏ' })
  })

  it('refuses a forgotten-password request for a forged Host or X-Forwarded-Host, and mails no link to it', async () => {
    const email = 'nan-nhan@example.com'
    await signUp(site.server.app, email)
    const forgedHost = await site.forgot(email, { host: 'evil.example' })
    const forgedForward = await site.forgot(email, { 'x-forwarded-host': 'evil.example' })
    refusedHost(forgedHost)
    refusedHost(forgedForward)
    const own = await site.forgot(email, { host: 'localhost:8080' })
    expect(own.statusCode).toBe(202)
    const answers = [forgedHost, forgedForward, own]
    const mails = await site.mailsAfter(email, answers.filter((answer) => answer.statusCode === 202).length)
    expect(mails).toHaveLength(1)
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('evil.example')
    expect(mails[0]!.text).toMatch(/^http:\/\/localhost:8080\/vi\/user\/reset-password\?token=[\w-]{43}$/m)
  })

  it('refuses pages, the sitemaps, robots.txt, the API and media for a forged host, before the cache', async () => {
    // Kept in the cache first for the site's own host: a forged one must not be handed it either.
    const own = await site.server.app.inject({ url: '/vi/comic/robot', headers: { host: 'localhost' } })
    expect(own.statusCode).toBe(200)
    expect(own.body).toContain('<link rel="canonical" href="http://localhost/vi/comic/robot" />')
    for (const url of [
      '/vi/comic/robot',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/robots.txt',
      '/vi/api/v1/home/index/',
      '/media/covers/x.jpg',
    ]) {
      refusedHost(await site.server.app.inject({ url, headers: { host: 'evil.example' } }))
      refusedHost(await site.server.app.inject({ url, headers: { 'x-forwarded-host': 'evil.example:443' } }))
    }
    // Not even a look-alike: a user part, a path or spaces are no host.
    for (const host of ['localhost@evil.example', 'evil.example/localhost', 'local host'])
      refusedHost(await site.server.app.inject({ url: '/robots.txt', headers: { host } }))
  })

  it('serves this machine’s names on any port, and answers health checks by any name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'LOCALHOST']) {
      const answer = await site.server.app.inject({ url: '/robots.txt', headers: { host } })
      expect(answer.statusCode, host).toBe(200)
    }
    const robots = await site.server.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:8080' } })
    expect(robots.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml\n')
    expect(
      (await site.server.app.inject({ url: '/healthz', headers: { host: '10.1.2.3:8080' } })).statusCode,
    ).toBe(200)
  })
})

describe('with PUBLIC_URL, every address is the public one', () => {
  let site: Awaited<ReturnType<typeof serverWith>>
  beforeAll(async () => {
    // A proxy that names the servers by an inside name of its own, as some do.
    site = await serverWith({ PUBLIC_URL: 'https://mot.example', ALLOWED_HOSTS: 'localhost,mot-internal' })
  })

  it('mails the public origin, whichever allowed host was asked, and refuses any other host', async () => {
    const email = 'cong-khai@example.com'
    await signUp(site.server.app, email)
    const inside = await site.forgot(email, { host: 'mot-internal:8080' })
    expect(inside.statusCode).toBe(202)
    refusedHost(await site.forgot(email, { host: 'evil.example' }))
    refusedHost(await site.forgot(email, { host: 'mot.example', 'x-forwarded-host': 'evil.example' }))
    const [mail] = await site.mailsAfter(email, 1)
    expect(mail!.text).toMatch(/^https:\/\/mot\.example\/vi\/user\/reset-password\?token=[\w-]{43}$/m)
    expect(mail!.text).toContain('Thư này do Mọt (https://mot.example) gửi.')
    const robots = await site.server.app.inject({ url: '/robots.txt', headers: { host: 'mot-internal' } })
    expect(robots.body).toContain('Sitemap: https://mot.example/sitemap.xml\n')
  })

  it('serves the public host itself, and of this machine’s names only those listed', async () => {
    expect(
      (await site.server.app.inject({ url: '/robots.txt', headers: { host: 'mot.example' } })).statusCode,
    ).toBe(200)
    refusedHost(await site.server.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1' } }))
  })
})

describe('X-Forwarded-Host and X-Forwarded-Proto', () => {
  let site: Awaited<ReturnType<typeof serverWith>>
  const proxy = '10.0.0.5'
  beforeAll(async () => {
    site = await serverWith({ TRUST_PROXY: proxy, ALLOWED_HOSTS: 'localhost,mot.example' })
  })
  const robots = (headers: Record<string, string>, remoteAddress: string) =>
    site.server.app.inject({ url: '/robots.txt', headers: { host: 'localhost', ...headers }, remoteAddress })

  it('are believed from a hop TRUST_PROXY trusts, for an allowed host', async () => {
    const answer = await robots({ 'x-forwarded-host': 'mot.example', 'x-forwarded-proto': 'https' }, proxy)
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('Sitemap: https://mot.example/sitemap.xml\n')
    refusedHost(await robots({ 'x-forwarded-host': 'evil.example' }, proxy))
    const badProto = await robots({ 'x-forwarded-proto': 'javascript' }, proxy)
    expect(badProto.statusCode).toBe(400)
    expect(badProto.json()).toEqual({ status: 'error', message: 'X-Forwarded-Proto must be http or https' })
  })

  it('are ignored from any other hop: the Host it sent is the one checked and named', async () => {
    const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    const answer = await robots(headers, '192.0.2.9')
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('Sitemap: http://localhost/sitemap.xml\n')
    refusedHost(await robots({ host: 'evil.example', 'x-forwarded-host': 'mot.example' }, '192.0.2.9'))
  })
})
