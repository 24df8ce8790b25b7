import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chapters,
  libraryEntries,
  libraryJobs,
  pushSent,
  pushSubscriptions,
  siteSettings,
} from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { runPushJob } from '../../server/push/job.ts'
import { PUSH_JOB, queueChapterPushes, queuePushLater } from '../../server/push/queue.ts'
import { minuteOfDay, quietUntil } from '../../server/push/quiet.ts'
import { pushAddressAllowed, serverPushRules } from '../../server/push/send.ts'
import { loadVapidKeys } from '../../server/push/vapid.ts'
import type { PushMessage } from '../../src/contract/schemas/push.ts'
import type { Shelf } from '../../src/contract/shelves.ts'
import { accountClient } from './account-client.ts'
import { csrfToken, signUp } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { page, writeTree } from './library/fixtures.ts'

/*
 * Push notifications end to end, short of a browser: a push service of the test's own on 127.0.0.1
 * takes what the server sends, and a browser's side of the subscription (a P-256 key pair and an
 * auth secret made here) decrypts it as RFC 8291 says, independently of the server's library.
 */

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}
const received: Received[] = []
/** What the push service answers at a path (201 otherwise). */
const answers = new Map<string, number>()
let pushService: http.Server
let pushOrigin: string

/** Pushes to the test's own push service; and room for the many account writes a member makes here. */
const testOptions = {
  pushRules: { anyAddress: true },
  writeLimits: { account: { perAddress: 1000, perMember: 1000 } },
}

let server: TestServer
const SUBJECT = 'mailto:push-test@example.org'

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.statusCode = answers.get(path) ?? 201
      response.end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
  server = await createTestServer({ VAPID_SUBJECT: SUBJECT }, testOptions)
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => pushService?.close(resolve))
})
beforeEach(() => {
  received.length = 0
})

/** A browser's side of a subscription: its key pair, its auth secret, and its push service address. */
class Browser {
  readonly ecdh: ECDH = createECDH('prime256v1')
  readonly auth = randomBytes(16)
  readonly path: string
  constructor(name: string) {
    this.ecdh.generateKeys()
    this.path = `/push/${name}-${randomBytes(4).toString('hex')}`
  }
  get endpoint() {
    return `${pushOrigin}${this.path}`
  }
  subscription() {
    return {
      endpoint: this.endpoint,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString('base64url'),
        auth: this.auth.toString('base64url'),
      },
    }
  }
  /** The pushes this browser's push service took. */
  pushes() {
    return received.filter((push) => push.path === this.path)
  }
  /** An aes128gcm body (RFC 8188) decrypted with this browser's private key and auth secret (RFC 8291). */
  decrypt(body: Buffer): PushMessage {
    const salt = body.subarray(0, 16)
    const recordSize = body.readUInt32BE(16)
    const idLength = body[20]!
    const serverKey = body.subarray(21, 21 + idLength)
    const record = body.subarray(21 + idLength)
    expect(idLength).toBe(65)
    expect(record.length).toBeLessThanOrEqual(recordSize)
    const shared = this.ecdh.computeSecret(serverKey)
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey])
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32))
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
    const decipher = createDecipheriv('aes-128-gcm', key, nonce)
    decipher.setAuthTag(record.subarray(-16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
    let end = padded.length - 1
    while (padded[end] === 0) end--
    // The last record's delimiter.
    expect(padded[end]).toBe(2)
    return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushMessage
  }
}

/** The push's VAPID signature (RFC 8292): the site's public key, and a JWT it signed for this push service. */
function expectSigned(push: Received, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization))
  expect(match, String(push.headers.authorization)).not.toBeNull()
  const [header, claims, signature] = match![1]!.split('.') as [string, string, string]
  expect(match![2]).toBe(publicKey)
  const said = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  expect(said).toMatchObject({ aud: pushOrigin, sub: SUBJECT })
  expect(said.exp * 1000).toBeGreaterThan(Date.now())
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${claims}`)
  expect(
    verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
  ).toBe(true)
  expect(push.headers['content-encoding']).toBe('aes128gcm')
  expect(Number(push.headers.ttl)).toBeGreaterThan(0)
}

let counter = 0
async function newMember(lang: 'vi' | 'en' = 'en') {
  counter += 1
  const email = `push-${counter}@example.com`
  const { token, user } = await signUp(server.app, email, 'secret-password')
  return { id: user.id, token, client: accountClient(server.app, token, lang) }
}
type Member = Awaited<ReturnType<typeof newMember>>

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** Subscribes a browser for the member, as the app does: JSON with the CSRF token. */
async function subscribe(member: Member, browser: Browser, lang: 'vi' | 'en' = 'en') {
  const { csrf_token } = await csrfToken(server.app)
  return server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/push/devices/`,
    headers: { authorization: `Bearer ${member.token}`, 'user-agent': chromeOnAndroid },
    payload: { ...browser.subscription(), csrf_token },
  })
}

async function saveSettings(member: Member, settings: Record<string, unknown>) {
  const { csrf_token } = await csrfToken(server.app)
  return server.app.inject({
    method: 'POST',
    url: '/en/api/v1/push/settings/',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { ...settings, csrf_token },
  })
}

const defaults = { enabled: true, lists: ['reading', 'plan', 'completed', 'on_hold', 'dropped', 'rereading'] }
const noQuiet = { quiet_start: null, quiet_end: null, time_zone: null }

async function follow(memberId: number, postId: number, shelf?: Shelf) {
  await server.db
    .insert(libraryEntries)
    .values({ memberId, list: 'followed', postId, at: Date.now() })
    .onConflictDoUpdate({
      target: [libraryEntries.memberId, libraryEntries.list, libraryEntries.postId],
      set: { removed: false },
    })
  if (shelf)
    await server.db.insert(libraryEntries).values({ memberId, list: 'shelf', postId, at: Date.now(), shelf })
}

/** Chapters `from`… of a post, made without telling anyone. */
async function addChapters(postId: number, from: number, count: number) {
  const rows = Array.from({ length: count }, (_, n) => ({
    postId,
    index: from + n,
    title: { vi: `Chương ${from + n}`, en: `Chapter ${from + n}` },
  }))
  return server.db.insert(chapters).values(rows).returning()
}

/** Chapters added to a post, then told of as the importer does once they are committed. */
async function newChapters(postId: number, from: number, count: number) {
  const made = await addChapters(postId, from, count)
  await queueChapterPushes(
    server.db,
    postId,
    made.map((chapter) => chapter.id),
  )
  return made
}

/** Until no push job is due or running: each has run (or waits, as quiet hours say). */
async function pushesSettled() {
  await vi.waitFor(
    async () => {
      const [busy] = await rowsOf<{ count: number }>(
        server.db,
        sql`select count(*)::int as count from library_jobs
            where kind = ${PUSH_JOB} and (state = 'running' or (state = 'pending' and run_after <= now()))`,
      )
      expect(busy!.count).toBe(0)
    },
    { timeout: 20_000, interval: 100 },
  )
}

const pushJobsOf = (memberId: number, postId: number) =>
  server.db
    .select()
    .from(libraryJobs)
    .where(and(eq(libraryJobs.kind, PUSH_JOB), eq(libraryJobs.key, `${memberId}:${postId}`)))
    .orderBy(libraryJobs.id)

describe("the site's VAPID keys", () => {
  it('are made once and kept: two servers starting at once read the same pair', async () => {
    expect(await server.db.select().from(siteSettings).where(eq(siteSettings.key, 'vapid'))).toEqual([])
    const [first, second] = await Promise.all([loadVapidKeys(server.db), loadVapidKeys(server.db)])
    expect(first).toEqual(second)
    const rows = await server.db.select().from(siteSettings).where(eq(siteSettings.key, 'vapid'))
    expect(rows).toHaveLength(1)
    // A P-256 public key, uncompressed, as browsers take it for applicationServerKey.
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    const answer = await server.app.inject('/vi/api/v1/push/key/')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual({ public_key: first.publicKey })
    // The same for everyone: kept by the server and shared caches.
    expect(answer.headers['cache-control']).toMatch(/public/)
  })
})

describe('devices and settings', () => {
  it('refuses a visitor', async () => {
    for (const path of ['/push/devices/', '/push/settings/']) {
      expect((await server.app.inject(`/en/api/v1${path}`)).statusCode, path).toBe(401)
    }
    const { csrf_token } = await csrfToken(server.app)
    const posted = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/push/devices/',
      payload: { ...new Browser('visitor').subscription(), csrf_token },
    })
    expect(posted.statusCode).toBe(401)
  })

  it('subscribes a browser, named from its User-Agent, and never shows its address or keys', async () => {
    const member = await newMember()
    const browser = new Browser('phone')
    const made = await subscribe(member, browser, 'vi')
    expect(made.statusCode, made.body).toBe(200)
    expect(made.headers['cache-control']).toBe('no-store')
    const device = made.json().data
    expect(device).toMatchObject({
      browser: 'Chrome 131',
      system: 'Android',
      mobile: true,
      last_sent_at: null,
    })
    const listed = await member.client.get('/push/devices/')
    expect(listed.json().data).toEqual([device])
    expect(listed.body).not.toContain(browser.path)
    expect(listed.body).not.toContain(browser.subscription().keys.auth)
    // Again from the same browser: the same device, not a second one.
    expect((await subscribe(member, browser)).json().data.id).toBe(device.id)
    const [row] = await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
    expect(row!.language).toBe('en')

    // In the account's export: the device and when, never the push address nor its keys.
    const exported = await member.client.get('/account/export/')
    const data = exported.json().data
    expect(data.push_devices).toHaveLength(1)
    expect(data.push_devices[0]).toMatchObject({ id: device.id, user_agent: chromeOnAndroid })
    expect(data.push_settings).toBeNull()
    expect(exported.body).not.toContain(browser.path)
    expect(exported.body).not.toContain(browser.subscription().keys.p256dh)
  })

  it('refuses a write without the CSRF token, keys that are no keys, and an address that is no push service', async () => {
    const member = await newMember()
    const browser = new Browser('bad')
    const noToken = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/push/devices/',
      headers: { authorization: `Bearer ${member.token}` },
      payload: browser.subscription(),
    })
    expect(noToken.statusCode).toBe(403)
    const { csrf_token } = await csrfToken(server.app)
    const send = (payload: object) =>
      server.app.inject({
        method: 'POST',
        url: '/en/api/v1/push/devices/',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { ...payload, csrf_token },
      })
    const good = browser.subscription()
    // 65 bytes, but no point of the curve.
    const offCurve = Buffer.alloc(65, 7)
    offCurve[0] = 4
    for (const payload of [
      { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, endpoint: 'ftp://push.example.org/x' },
      { ...good, endpoint: `https://push.example.org/${'x'.repeat(1000)}` },
      { endpoint: good.endpoint },
    ]) {
      const refused = await send(payload)
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400)
    }
    expect((await member.client.get('/push/devices/')).json().data).toEqual([])
  })

  it('sends only to public https push services on the server', () => {
    const allowed = (endpoint: string) => pushAddressAllowed(endpoint, serverPushRules)
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true)
    expect(allowed('https://web.push.apple.com/QGx')).toBe(true)
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true)
    expect(allowed('https://8.8.8.8/push')).toBe(true)
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.3/push',
      'https://192.168.1.2:8443/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/latest',
      'https://localhost/push',
      'https://mot.localhost/push',
      'https://redis/push',
      'https://user:pass@fcm.googleapis.com/x',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false)
    }
  })

  it('keeps at most 20 devices a member: a new one past it replaces the one unused longest', async () => {
    const member = await newMember()
    const browsers = Array.from({ length: 21 }, (_, n) => new Browser(`many-${n}`))
    for (const browser of browsers) expect((await subscribe(member, browser)).statusCode).toBe(200)
    const kept = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id))
    expect(kept).toHaveLength(20)
    expect(kept.map((row) => row.endpoint)).not.toContain(browsers[0]!.endpoint)
    expect(kept.map((row) => row.endpoint)).toContain(browsers[20]!.endpoint)
  })

  it("removes the member's own device; another member's is a 404", async () => {
    const owner = await newMember()
    const other = await newMember()
    const device = (await subscribe(owner, new Browser('owned'))).json().data
    const theirs = await other.client.post(`/push/devices/${device.id}/remove/`)
    expect(theirs.statusCode).toBe(404)
    expect((await owner.client.get('/push/devices/')).json().data).toHaveLength(1)
    const removed = await owner.client.post(`/push/devices/${device.id}/remove/`)
    expect(removed.json()).toEqual({ status: 'success', data: { id: device.id, removed: true } })
    expect((await owner.client.get('/push/devices/')).json().data).toEqual([])
    expect((await owner.client.post(`/push/devices/${device.id}/remove/`)).statusCode).toBe(404)
  })

  it('keeps settings: on/off, the lists that notify, quiet hours both ends or neither', async () => {
    const member = await newMember()
    expect((await member.client.get('/push/settings/')).json().data).toEqual({ ...defaults, ...noQuiet })
    const saved = await saveSettings(member, {
      enabled: false,
      lists: ['plan', 'reading', 'reading'],
      quiet_start: 22 * 60,
      quiet_end: 7 * 60,
      time_zone: 'Asia/Ho_Chi_Minh',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = {
      enabled: false,
      lists: ['reading', 'plan'],
      quiet_start: 1320,
      quiet_end: 420,
      time_zone: 'Asia/Ho_Chi_Minh',
    }
    expect(saved.json().data).toEqual(expected)
    expect((await member.client.get('/push/settings/')).json().data).toEqual(expected)
    for (const bad of [
      { quiet_start: 60, quiet_end: null, time_zone: 'UTC' },
      { quiet_start: 60, quiet_end: 120, time_zone: null },
      { quiet_start: 1440, quiet_end: 120, time_zone: 'UTC' },
      { quiet_start: 60, quiet_end: 120, time_zone: 'Mars/Olympus_Mons' },
      { lists: ['someday'] },
      { enabled: 'yes' },
    ]) {
      const refused = await saveSettings(member, { ...expected, ...bad })
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400)
    }
    expect((await member.client.get('/push/settings/')).json().data).toEqual(expected)
  })
})

describe('sending', () => {
  let library: string
  beforeAll(() => {
    library = mkdtempSync(join(tmpdir(), 'mot-push-library-'))
  })
  afterAll(() => rmSync(library, { recursive: true, force: true }))

  it('tells a follower of chapters the importer adds, in one notification, encrypted to their browser', async () => {
    writeTree(library, { 'comics/Mèo Báo Tin/Chapter 1/01.jpg': await page(1) })
    await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    const [post] = await rowsOf<{ id: number; slug: string; feature: string }>(
      server.db,
      sql`select id, slug, feature from posts where library_path = 'comics/Mèo Báo Tin'`,
    )
    const follower = await newMember()
    const phone = new Browser('follower-phone')
    const laptop = new Browser('follower-laptop')
    expect((await subscribe(follower, phone, 'vi')).statusCode).toBe(200)
    expect((await subscribe(follower, laptop, 'en')).statusCode).toBe(200)
    await follow(follower.id, post!.id)
    // A member who does not follow it, with a device: told nothing.
    const bystander = await newMember()
    const theirs = new Browser('bystander')
    await subscribe(bystander, theirs)

    // Three chapters land at once.
    writeTree(library, {
      'comics/Mèo Báo Tin/Chapter 2/01.jpg': await page(2),
      'comics/Mèo Báo Tin/Chapter 3/01.jpg': await page(3),
      'comics/Mèo Báo Tin/Chapter 4/01.jpg': await page(4),
    })
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(report.chapters.added).toBe(3)
    // One job for the member and the post, queued after the commit.
    const jobs = await pushJobsOf(follower.id, post!.id)
    expect(jobs).toHaveLength(1)
    await pushesSettled()
    await vi.waitFor(() => expect(phone.pushes()).toHaveLength(1))
    expect(laptop.pushes()).toHaveLength(1)
    expect(theirs.pushes()).toHaveLength(0)

    const { public_key } = (await server.app.inject('/vi/api/v1/push/key/')).json().data
    expectSigned(phone.pushes()[0]!, public_key)
    const inVietnamese = phone.decrypt(phone.pushes()[0]!.body)
    expect(inVietnamese).toEqual({
      title: 'Mèo Báo Tin',
      body: '3 chương mới, từ chương 2',
      icon: `/media/${post!.feature}?w=200`,
      url: `/vi/comic/${post!.slug}/2`,
      tag: `post-${post!.slug}`,
    })
    const inEnglish = laptop.decrypt(laptop.pushes()[0]!.body)
    expect(inEnglish).toMatchObject({
      body: '3 new chapters, from chapter 2',
      url: `/en/comic/${post!.slug}/2`,
    })
    // Another browser's keys cannot read it.
    expect(() => laptop.decrypt(phone.pushes()[0]!.body)).toThrow()

    const told = await server.db.select().from(pushSent).where(eq(pushSent.memberId, follower.id))
    expect(told).toHaveLength(3)
    const devices = (await follower.client.get('/push/devices/')).json().data as { last_sent_at: string }[]
    expect(devices.every((device) => device.last_sent_at !== null)).toBe(true)

    // A rescan adds nothing: nothing more is told.
    await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    await pushesSettled()
    expect(phone.pushes()).toHaveLength(1)
  })

  it('names the one chapter, and opens a film at its episode', async () => {
    const member = await newMember()
    const browser = new Browser('one')
    await subscribe(member, browser)
    const comic = await createPost(server.db, { titleEn: 'A Quiet Harbour' })
    await createChapters(server.db, comic.id, 1)
    await follow(member.id, comic.id)
    const [chapter] = await addChapters(comic.id, 2, 1)
    await server.db.execute(
      sql`update chapters set title = '{"vi": "Bến cảng", "en": "The harbour"}'::jsonb where id = ${chapter!.id}`,
    )
    await queueChapterPushes(server.db, comic.id, [chapter!.id])
    const film = await createPost(server.db, { posttype: 'movie', titleEn: 'Night Ferry' })
    await follow(member.id, film.id)
    await newChapters(film.id, 1, 1)
    await pushesSettled()
    await vi.waitFor(() => expect(browser.pushes()).toHaveLength(2))
    const messages = browser.pushes().map((push) => browser.decrypt(push.body))
    expect(messages).toContainEqual(
      expect.objectContaining({
        title: 'A Quiet Harbour',
        body: 'Chapter 2: The harbour',
        url: `/en/comic/${comic.slug}/2`,
      }),
    )
    expect(messages).toContainEqual(
      expect.objectContaining({
        title: 'Night Ferry',
        body: 'Episode 1',
        url: `/en/movie/${film.slug}?ep=1`,
      }),
    )
  })

  it('sends once when the job runs twice, or on two servers at once', async () => {
    const member = await newMember()
    const browser = new Browser('once')
    await subscribe(member, browser)
    const post = await createPost(server.db)
    await follow(member.id, post.id)
    const made = await addChapters(post.id, 1, 2)
    const payload = { member: member.id, post: post.id, chapters: made.map((chapter) => chapter.id) }
    const job = {
      id: 0,
      kind: PUSH_JOB,
      key: `${member.id}:${post.id}`,
      payload: { ...payload },
      attempts: 1,
    }
    const context = { ctx: contextOf(server), rules: { anyAddress: true }, log: silentLog }
    // The same job in two places at the same moment.
    await Promise.all([runPushJob(job, context), runPushJob(job, context)])
    expect(browser.pushes()).toHaveLength(1)
    // And once more through the queue, taken by either of two servers sharing the database.
    const second = await createTestServer({ VAPID_SUBJECT: SUBJECT }, testOptions, server)
    try {
      await queuePushLater(server.db, payload, new Date())
      await queueChapterPushes(server.db, post.id, payload.chapters)
      await pushesSettled()
      expect(browser.pushes()).toHaveLength(1)
      // A chapter after those: told once, whichever server took it.
      await newChapters(post.id, 3, 1)
      await pushesSettled()
      // Every job done (pushesSettled) means every send answered: nothing more can come.
      expect(browser.pushes()).toHaveLength(2)
    } finally {
      await second.close()
    }
  })

  it('removes a subscription its push service says is gone (404, 410), and keeps one that failed for a while', async () => {
    const member = await newMember()
    const gone = new Browser('gone')
    const missing = new Browser('missing')
    const flaky = new Browser('flaky')
    answers.set(gone.path, 410)
    answers.set(missing.path, 404)
    answers.set(flaky.path, 503)
    for (const browser of [gone, missing, flaky]) await subscribe(member, browser)
    const post = await createPost(server.db)
    await follow(member.id, post.id)
    await newChapters(post.id, 1, 1)
    await vi.waitFor(async () => {
      const left = await server.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, member.id))
      expect(left.map((row) => row.endpoint)).toEqual([flaky.endpoint])
    })
    // No device took it: the chapter is not marked told, and the job is tried again later.
    await vi.waitFor(async () => {
      const [job] = await pushJobsOf(member.id, post.id)
      expect(job).toMatchObject({ state: 'pending', attempts: 1 })
      expect(job!.error).toMatch(/503/)
    })
    expect(await server.db.select().from(pushSent).where(eq(pushSent.memberId, member.id))).toEqual([])
    // The push service is back: the retry tells it.
    answers.delete(flaky.path)
    await server.db.execute(
      sql`update library_jobs set run_after = now() where kind = ${PUSH_JOB} and state = 'pending'`,
    )
    await vi.waitFor(() => expect(flaky.pushes()).toHaveLength(2), { timeout: 20_000 })
    expect(await server.db.select().from(pushSent).where(eq(pushSent.memberId, member.id))).toHaveLength(1)
  })

  it('respects the settings: off, a reading list that does not notify, unfollowed', async () => {
    const member = await newMember()
    const browser = new Browser('settings')
    await subscribe(member, browser)
    const onDropped = await createPost(server.db)
    const onReading = await createPost(server.db)
    const onNoList = await createPost(server.db)
    const unfollowed = await createPost(server.db)
    await follow(member.id, onDropped.id, 'dropped')
    await follow(member.id, onReading.id, 'reading')
    await follow(member.id, onNoList.id)
    await follow(member.id, unfollowed.id)
    await server.db
      .update(libraryEntries)
      .set({ removed: true })
      .where(and(eq(libraryEntries.memberId, member.id), eq(libraryEntries.postId, unfollowed.id)))
    expect(
      (await saveSettings(member, { ...defaults, ...noQuiet, lists: ['reading', 'plan'] })).statusCode,
    ).toBe(200)
    for (const post of [onDropped, onReading, onNoList, unfollowed]) await newChapters(post.id, 1, 1)
    await pushesSettled()
    await vi.waitFor(() => expect(browser.pushes()).toHaveLength(2))
    const titles = browser.pushes().map((push) => browser.decrypt(push.body).title)
    expect(titles.sort()).toEqual([`Story ${onNoList.slug}`, `Story ${onReading.slug}`].sort())

    // Off: nothing at all.
    expect((await saveSettings(member, { ...defaults, ...noQuiet, enabled: false })).statusCode).toBe(200)
    await newChapters(onReading.id, 2, 1)
    await pushesSettled()
    expect(browser.pushes()).toHaveLength(2)
  })

  it('holds a push in quiet hours until they end', async () => {
    const member = await newMember()
    const browser = new Browser('quiet')
    await subscribe(member, browser)
    const now = new Date()
    const minute = minuteOfDay(now, 'Asia/Ho_Chi_Minh')
    const quiet = {
      ...defaults,
      quiet_start: (minute - 60 + 1440) % 1440,
      quiet_end: (minute + 90) % 1440,
      time_zone: 'Asia/Ho_Chi_Minh',
    }
    expect((await saveSettings(member, quiet)).statusCode).toBe(200)
    const post = await createPost(server.db)
    await follow(member.id, post.id)
    await newChapters(post.id, 1, 2)
    await pushesSettled()
    expect(browser.pushes()).toHaveLength(0)
    const waiting = (await pushJobsOf(member.id, post.id)).filter((job) => job.state === 'pending')
    expect(waiting).toHaveLength(1)
    const wait = waiting[0]!.runAfter.getTime() - now.getTime()
    expect(wait).toBeGreaterThan(89 * 60_000)
    expect(wait).toBeLessThanOrEqual(90 * 60_000)
    expect((waiting[0]!.payload as { chapters: number[] }).chapters).toHaveLength(2)
    // Quiet hours' end has come: it goes.
    await server.db.execute(sql`update library_jobs set run_after = now() where id = ${waiting[0]!.id}`)
    expect((await saveSettings(member, { ...defaults, ...noQuiet })).statusCode).toBe(200)
    await vi.waitFor(() => expect(browser.pushes()).toHaveLength(1), { timeout: 20_000 })
    expect(browser.decrypt(browser.pushes()[0]!.body).body).toBe('2 new chapters, from chapter 1')
  })

  it('knows quiet hours across midnight, in the member’s time zone', () => {
    const at = (iso: string) => new Date(iso)
    const overnight = { quietStart: 22 * 60, quietEnd: 7 * 60, timeZone: 'Asia/Ho_Chi_Minh' }
    // 23:30 in Hà Nội is 16:30 UTC: quiet until 07:00 there, 00:00 UTC.
    expect(quietUntil(overnight, at('2026-03-01T16:30:20Z'))).toEqual(at('2026-03-02T00:00:00Z'))
    // 06:59 there.
    expect(quietUntil(overnight, at('2026-03-01T23:59:00Z'))).toEqual(at('2026-03-02T00:00:00Z'))
    // 07:00 and 12:00 there: not quiet.
    expect(quietUntil(overnight, at('2026-03-02T00:00:00Z'))).toBeUndefined()
    expect(quietUntil(overnight, at('2026-03-02T05:00:00Z'))).toBeUndefined()
    const daytime = { quietStart: 9 * 60, quietEnd: 17 * 60, timeZone: 'UTC' }
    expect(quietUntil(daytime, at('2026-03-02T12:00:00Z'))).toEqual(at('2026-03-02T17:00:00Z'))
    expect(quietUntil(daytime, at('2026-03-02T18:00:00Z'))).toBeUndefined()
    expect(
      quietUntil({ quietStart: null, quietEnd: null, timeZone: null }, at('2026-03-02T12:00:00Z')),
    ).toBeUndefined()
  })

  it('end when the clocks there say so, across a change to or from summer time', () => {
    const at = (iso: string) => new Date(iso)
    const berlin = { quietStart: 22 * 60, quietEnd: 7 * 60, timeZone: 'Europe/Berlin' }
    // 23:00 summer time on 24 October; the clocks go back at 03:00: 07:00 is 06:00 UTC, not 05:00.
    expect(quietUntil(berlin, at('2026-10-24T21:00:00Z'))).toEqual(at('2026-10-25T06:00:00Z'))
    // 23:00 on 28 March; the clocks go forward at 02:00: 07:00 is 05:00 UTC, not 06:00.
    expect(quietUntil(berlin, at('2026-03-28T22:00:00Z'))).toEqual(at('2026-03-29T05:00:00Z'))
    // Quiet until 02:30, a time that day never has: the minutes counted stand.
    const skipped = { quietStart: 22 * 60, quietEnd: 2 * 60 + 30, timeZone: 'Europe/Berlin' }
    expect(quietUntil(skipped, at('2026-03-28T22:00:00Z'))).toEqual(at('2026-03-29T01:30:00Z'))
  })
})

const silentLog = {
  warn: () => {},
  error: () => {},
  info: () => {},
} as unknown as Parameters<typeof runPushJob>[1]['log']

/** What the push job is given about the site: its database, settings and media addresses. */
const contextOf = (test: TestServer) =>
  ({
    db: test.db,
    config: { vapidSubject: SUBJECT },
    mediaUrl: (path: string) => `/media/${path}`,
  }) as unknown as Parameters<typeof runPushJob>[1]['ctx']
