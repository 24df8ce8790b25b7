import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordResets } from '../../server/db/schema.ts'
import { RESET_LINK_GONE } from '../../src/contract/password-reset.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { type ReadMail, readMail, tokenOf } from './mail-reading.ts'

/** Where a test server's mail arrives: an SMTP server in this process, or the outbox folder. */
interface Inbox {
  env: Record<string, string>
  all(): ReadMail[]
  close(): Promise<void>
}

async function smtpInbox(): Promise<Inbox> {
  const received: string[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mọt <no-reply@mot.example>' },
    all: () => received.map(readMail),
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  }
}

function outboxInbox(): Inbox {
  const dataDir = mkdtempSync(join(tmpdir(), 'mot-outbox-'))
  const outbox = join(dataDir, 'outbox')
  // A built app's shell, so the reset screen's address answers as a page.
  const appDir = join(dataDir, 'app')
  mkdirSync(appDir)
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Mọt</title>')
  return {
    env: { DATA_DIR: dataDir, APP_DIR: appDir },
    all: () => {
      let files: string[] = []
      try {
        files = readdirSync(outbox).sort()
      } catch {
        return []
      }
      return files
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readMail(readFileSync(join(outbox, f), 'utf8')))
    },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

describe.each([
  ['SMTP', smtpInbox],
  ['the outbox', async () => outboxInbox()],
] as const)('forgotten password, mail by %s', (_, makeInbox) => {
  let server: TestServer
  let inbox: Inbox
  beforeAll(async () => {
    inbox = await makeInbox()
    server = await createTestServer(inbox.env)
  })
  afterAll(async () => {
    await server?.close()
    await inbox?.close()
  })

  const post = (path: string, payload: unknown, lang = 'vi', address = nextAddress()) =>
    server.app.inject({
      method: 'POST',
      url: `/${lang}/api/v1/auth${path}`,
      headers: { 'x-forwarded-for': address },
      payload: payload as object,
    })
  const mailsTo = (email: string) => inbox.all().filter((mail) => mail.to.includes(email))
  /** Waits for the `count`th mail to an address, and answers it. */
  const mailNumber = async (email: string, count: number) =>
    vi.waitFor(
      () => {
        const mails = mailsTo(email)
        if (mails.length < count) throw new Error(`${mails.length} mails to ${email}`)
        return mails[count - 1]!
      },
      { timeout: 15_000, interval: 20 },
    )
  const login = (email: string, password: string) => post('/login', { email, password })
  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/vi/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    })

  it('mails a one-time link that sets a new password and ends every session', async () => {
    const email = 'quen@example.com'
    const first = await signUp(server.app, email, 'old-secret')
    const second = await login(email, 'old-secret')
    expect(second.statusCode).toBe(200)

    const asked = await post('/password/forgot', { email: ' QUEN@example.com ' })
    expect(asked.statusCode).toBe(202)
    expect(asked.headers['cache-control']).toBe('no-store')
    const mail = await mailNumber(email, 1)
    expect(mail.subject).toBe('Đặt mật khẩu mới cho tài khoản Mọt')
    expect(mail.text).toContain('Xin chào Thành viên,')
    expect(mail.text).toMatch(/^http:\/\/localhost(:\d+)?\/vi\/user\/reset-password\?token=[\w-]{43}$/m)
    const token = tokenOf(mail)
    const link = /^http\S+$/m.exec(mail.text)![0]
    expect(mail.html).toContain(`href="${link}"`)
    // Only the hash is kept.
    const rows = await server.db.select().from(passwordResets)
    expect(JSON.stringify(rows)).not.toContain(token)

    const reset = await post('/password/reset', {
      token,
      password: 'new-secret',
      confirm_password: 'new-secret',
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ status: 'success', data: { ok: true } })

    for (const session of [first.token, second.json().data.token]) {
      expect((await me(session)).statusCode).toBe(401)
    }
    expect((await login(email, 'old-secret')).statusCode).toBe(401)
    expect((await login(email, 'new-secret')).statusCode).toBe(200)

    // Used once, the link is gone.
    const again = await post('/password/reset', {
      token,
      password: 'other-secret',
      confirm_password: 'other-secret',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ status: 'error', message: RESET_LINK_GONE })
    expect((await login(email, 'new-secret')).statusCode).toBe(200)
  })

  it('answers an unknown email exactly as a known one, and mails nobody', async () => {
    await signUp(server.app, 'known@example.com')
    const unknown = await post('/password/forgot', { email: 'nobody@example.com' })
    const known = await post('/password/forgot', { email: 'known@example.com' })
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    await mailNumber('known@example.com', 1)
    expect(mailsTo('nobody@example.com')).toEqual([])
  })

  it('writes the mail in the language asked in, with that language’s link', async () => {
    await signUp(server.app, 'english@example.com')
    expect((await post('/password/forgot', { email: 'english@example.com' }, 'en')).statusCode).toBe(202)
    const mail = await mailNumber('english@example.com', 1)
    expect(mail.subject).toBe('Set a new password for your Mọt account')
    expect(mail.text).toContain('It works once, for 30 minutes')
    expect(mail.text).toMatch(/\/en\/user\/reset-password\?token=[\w-]{43}$/m)
  })

  it('lets a new link replace the older ones', async () => {
    const email = 'twice@example.com'
    await signUp(server.app, email)
    await post('/password/forgot', { email })
    const older = tokenOf(await mailNumber(email, 1))
    await post('/password/forgot', { email })
    const newer = tokenOf(await mailNumber(email, 2))
    const body = (token: string) => ({ token, password: 'secret-2', confirm_password: 'secret-2' })
    expect((await post('/password/reset', body(older))).json().message).toBe(RESET_LINK_GONE)
    expect((await post('/password/reset', body(newer))).statusCode).toBe(200)
  })

  it('lets two requests with one link at once set one password only', async () => {
    const email = 'race@example.com'
    await signUp(server.app, email)
    await post('/password/forgot', { email })
    const token = tokenOf(await mailNumber(email, 1))
    const answers = await Promise.all(
      ['first-secret', 'second-secret'].map((password) =>
        post('/password/reset', { token, password, confirm_password: password }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    const won = answers[0]!.statusCode === 200 ? 'first-secret' : 'second-secret'
    const lost = won === 'first-secret' ? 'second-secret' : 'first-secret'
    expect((await login(email, won)).statusCode).toBe(200)
    expect((await login(email, lost)).statusCode).toBe(401)
  })

  it('refuses a link past its 30 minutes', async () => {
    const email = 'late@example.com'
    const { user } = await signUp(server.app, email, 'old-secret')
    await post('/password/forgot', { email })
    const token = tokenOf(await mailNumber(email, 1))
    const [row] = await server.db.select().from(passwordResets).where(eq(passwordResets.memberId, user.id))
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000
    expect(minutes).toBeCloseTo(30, 5)
    await server.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.memberId, user.id))
    const res = await post('/password/reset', { token, password: 'secret-2', confirm_password: 'secret-2' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(RESET_LINK_GONE)
    expect((await login(email, 'old-secret')).statusCode).toBe(200)
    // The next link asked for, by anyone, clears the dead one away.
    const other = 'after-late@example.com'
    await signUp(server.app, other)
    await post('/password/forgot', { email: other })
    await mailNumber(other, 1)
    const left = await server.db.select().from(passwordResets).where(eq(passwordResets.memberId, user.id))
    expect(left).toEqual([])
  })

  it.each([
    [{ password: 'short', confirm_password: 'short' }, 'Password must have at least 6 characters'],
    [
      { password: 'x'.repeat(33), confirm_password: 'x'.repeat(33) },
      'Password must have at most 32 characters',
    ],
    [{ password: 'secret-1', confirm_password: 'secret-2' }, 'Passwords do not match'],
    [{ password: 'secret-1' }, 'Passwords do not match'],
    [{ password: 'secret-1', confirm_password: 12 }, 'Passwords do not match'],
    [{}, 'Password must have at least 6 characters'],
  ])('refuses a new password %j with the spec’s message', async (fields, message) => {
    const token = 'a'.repeat(43)
    const res = await post('/password/reset', { token, ...fields })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message })
  })

  it('takes exactly 32 characters', async () => {
    const email = 'long@example.com'
    await signUp(server.app, email)
    await post('/password/forgot', { email })
    const token = tokenOf(await mailNumber(email, 1))
    const password = 'y'.repeat(32)
    const res = await post('/password/reset', { token, password, confirm_password: password })
    expect(res.statusCode).toBe(200)
    expect((await login(email, password)).statusCode).toBe(200)
  })

  it.each([
    ['a token that is no token', { token: 'not a token' }],
    ['no token', {}],
    ['a token never sent', { token: 'b'.repeat(43) }],
  ])('refuses %s', async (_, fields) => {
    const res = await post('/password/reset', {
      password: 'secret-1',
      confirm_password: 'secret-1',
      ...fields,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message: RESET_LINK_GONE })
  })

  it('refuses malformed requests with a 4xx and the envelope', async () => {
    for (const payload of [
      { email: 'not-an-email' },
      {},
      { email: 42 },
      { email: `${'a'.repeat(250)}@example.com` },
    ]) {
      const res = await post('/password/forgot', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: 'error', message: 'Email is invalid' })
    }
    const array = await post('/password/forgot', [])
    expect(array.statusCode).toBe(400)
    const form = await server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/auth/password/forgot',
      headers: { 'x-forwarded-for': nextAddress(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com',
    })
    expect(form.statusCode).toBe(415)
    expect(form.json().status).toBe('error')
  })

  it('limits the links one email is sent, whoever asks, known or not', async () => {
    for (const email of ['flood@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await post('/password/forgot', { email })).statusCode).toBe(202)
      const refused = await post('/password/forgot', { email: email.toUpperCase() })
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
      expect(refused.json()).toEqual({ status: 'error', message: 'Quá nhiều yêu cầu, vui lòng thử lại sau.' })
    }
  })

  it('limits the requests one address makes', async () => {
    const address = nextAddress()
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/password/forgot', { email: `someone${i}@example.com` }, 'en', address)).statusCode,
      ).toBe(202)
    }
    const refused = await post('/password/forgot', { email: 'someone9@example.com' }, 'en', address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Too many requests, please try again later.')
    for (let i = 0; i < 10; i++) await post('/password/reset', { token: 'c'.repeat(43) }, 'en', address)
    expect((await post('/password/reset', { token: 'c'.repeat(43) }, 'en', address)).statusCode).toBe(429)
  })
})

describe('the reset screen', () => {
  let server: TestServer
  let inbox: Inbox
  beforeAll(async () => {
    inbox = outboxInbox()
    server = await createTestServer(inbox.env)
  })
  afterAll(async () => {
    await server?.close()
    await inbox?.close()
  })

  it('is kept by no cache and sends its link to no other site', async () => {
    for (const url of ['/vi/user/reset-password?token=abc', '/en/user/reset-password?token=abc']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
    }
    const login = await server.app.inject({ method: 'GET', url: '/vi/user/login' })
    expect(login.headers['cache-control']).toBe('no-cache')
  })
})

describe('the answer does not wait for the mail', () => {
  let server: TestServer
  let smtp: SMTPServer
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let receiving = false
  const received: string[] = []
  beforeAll(async () => {
    // A mail server that takes the mail's data only when the test lets it.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        receiving = true
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          void held.then(() => {
            received.push(Buffer.concat(chunks).toString('utf8'))
            callback()
          })
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    release()
    await server?.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('answers a known email before its mail is sent, as it answers an unknown one', async () => {
    await signUp(server.app, 'held@example.com')
    const post = (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/vi/api/v1/auth/password/forgot',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: { email },
      })
    const known = await post('held@example.com')
    const unknown = await post('nobody-held@example.com')
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body])
    // The mail is on its way to the server, which has not taken it yet.
    await vi.waitFor(() => expect(receiving).toBe(true), { timeout: 15_000 })
    expect(received).toEqual([])
    release()
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000 })
    expect(readMail(received[0]!).to).toContain('held@example.com')
  })
})

describe('a mail server that cannot be reached', () => {
  let server: TestServer
  beforeAll(async () => {
    // A port nothing listens on: taken, then given back.
    const probe = new SMTPServer({ authOptional: true })
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.server.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(() => server?.close())

  it('still answers the same: the failure is the log’s, not the visitor’s', async () => {
    await signUp(server.app, 'unreachable@example.com')
    const res = await server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/auth/password/forgot',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { email: 'unreachable@example.com' },
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ status: 'success', data: { ok: true } })
  })
})
