import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DOMParser } from '@xmldom/xmldom'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'
import { chapters, libraryPositions, readerFiles } from '../../server/db/schema.ts'
import { defaultWriteLimits } from '../../server/http/write-limits.ts'
import { partialMd5 } from '../../server/kosync/partial-md5.ts'
import { importLibrary } from '../../server/library/import.ts'
import { accountClient } from './account-client.ts'
import { csrfToken, nextAddress, signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { copyFromCorpus } from './library/corpus-files.ts'
import { readOpds1 } from './opds-reader.ts'

/*
 * KOReader's progress sync, replayed as its kosync plugin sends it (KOSyncClient.lua and api.json:
 * the Accept, x-auth-user and x-auth-key headers, the JSON bodies): a position read on the e-reader
 * becomes the member's place in Mọt, and a place set in Mọt is what the e-reader gets back.
 */

let server: TestServer
let library: string
const member = { email: 'kobo@example.com', username: '', token: '', key: '', id: 0 }

/** KOReader's password field, as its plugin sends it: the MD5 of what was typed (here, the app key). */
const md5 = (text: string) => createHash('md5').update(text).digest('hex')
const koreader = (key = member.key, user = member.email) => ({
  accept: 'application/vnd.koreader.v1+json',
  'x-auth-user': user,
  'x-auth-key': md5(key),
})

/**
 * KOReader's util.partialMD5 (frontend/util.lua) written out again, step for step: samples of 1024
 * bytes at `lshift(1024, 2*i)` for i = -1..10, 32-bit shifts as LuaJIT's (so i = -1 reads at 0).
 */
function koreaderPartialMd5(file: Buffer) {
  const update = createHash('md5')
  for (let i = -1; i <= 10; i += 1) {
    const offset = 1024 << (2 * i)
    const sample = file.subarray(offset, offset + 1024)
    if (offset >= file.length || sample.length === 0) break
    update.update(sample)
  }
  return update.digest('hex')
}

const opds = (path: string) =>
  server.app.inject({
    url: new URL(path, 'http://localhost').pathname,
    headers: { authorization: `Basic ${Buffer.from(`${member.email}:${member.key}`).toString('base64')}` },
  })

/** The first chapter file of the first post in an OPDS list, as an OPDS app downloads it. */
async function downloadFirstChapter(list: string) {
  const posts = readOpds1((await opds(list)).body).feed
  const chapters = readOpds1((await opds(posts.navigation![0]!.href)).body).feed
  // A chapter's file (`…/{index}/download`), not the post's whole.
  const link = chapters
    .publications!.flatMap((publication) => publication.links)
    .find((l) => l.rel === 'http://opds-spec.org/acquisition' && /\/\d+\/download$/.test(l.href))!
  const file = await opds(link.href)
  expect(file.statusCode).toBe(200)
  return file.rawPayload
}

const sync = {
  put: (body: object, headers = koreader()) =>
    server.app.inject({
      method: 'PUT',
      url: '/kosync/syncs/progress',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    }),
  get: (document: string, headers = koreader(), query = '') =>
    server.app.inject({ url: `/kosync/syncs/progress/${document}${query}`, headers }),
}

/** The web app's library sync: a place set in the site's reader. */
/** Until the clock has moved past this millisecond: the next change is newer than the last. */
async function clockMoves() {
  const now = Date.now()
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve))
}

async function readInTheApp(position: object) {
  const device = 'web-device-0001'
  const { csrf_token } = await csrfToken(server.app, device)
  const sent = await server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/library/sync/',
    headers: {
      authorization: `Bearer ${member.token}`,
      'x-device-id': device,
      'x-forwarded-for': nextAddress(),
    },
    payload: { csrf_token, positions: [{ kind: 'chapter', at: Date.now(), ...position }] },
  })
  expect(sent.statusCode, sent.body).toBe(200)
}

const positionOf = async (index: number) => {
  const [row] = await server.db
    .select()
    .from(libraryPositions)
    .where(and(eq(libraryPositions.memberId, member.id), eq(libraryPositions.index, index)))
  return row
}

const entryCount = (zip: Buffer) =>
  new Promise<number>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file.entryCount),
    ),
  )

function chapterXhtmlOf(epub: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(epub, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'OEBPS/chapter.xhtml') return zip.readEntry()
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        })
      })
      zip.readEntry()
    })
  })
}

beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-kosync-library-'))
  copyFromCorpus(library, 'comics/Bạn Trai Của Haruko')
  copyFromCorpus(library, 'novels/childrens-literature.epub')
  await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
  const signed = await signUp(server.app, member.email)
  member.token = signed.token
  member.id = signed.user.id
  const made = await accountClient(server.app, signed.token).post('/account/app-keys/', { name: 'KOReader' })
  member.key = made.json().data.key
}, 120_000)
afterAll(async () => {
  await server.close()
  rmSync(library, { recursive: true, force: true })
})

describe("KOReader's fingerprint of a file", () => {
  it('is the partial MD5 KOReader computes, for small and large files', () => {
    for (const size of [0, 100, 1024, 5000, 70_000, 2_000_000]) {
      const file = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + (i >> 10)) % 256))
      expect(partialMd5(file), `${size} bytes`).toBe(koreaderPartialMd5(file))
    }
  })
})

describe('signing in from KOReader', () => {
  it('refuses to make an account, as a sync server with registration off does', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/kosync/users/create',
      headers: { accept: 'application/vnd.koreader.v1+json', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'moi', password: md5('secret') }),
    })
    expect(answer.statusCode).toBe(402)
    expect(answer.json()).toMatchObject({ code: 2005, message: 'User registration is disabled.' })
  })

  it('authorizes the MD5 of an app key with the email or username, and nothing else', async () => {
    const ok = await server.app.inject({ url: '/kosync/users/auth', headers: koreader() })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ authorized: 'OK' })
    for (const headers of [
      koreader('not-the-key'),
      koreader(member.key, 'someone@example.com'),
      { accept: 'application/vnd.koreader.v1+json' },
    ]) {
      const refused = await server.app.inject({ url: '/kosync/users/auth', headers })
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toMatchObject({ code: 2001, message: 'Unauthorized' })
    }
  })
})

describe('a comic read on the e-reader and in the app', () => {
  it('moves the member’s place both ways', async () => {
    const cbz = await downloadFirstChapter('/vi/opds/v1.2/comic/new')
    const document = koreaderPartialMd5(cbz)

    // The e-reader turned to page 3 (KOReader counts pages from 1 and sends them as text).
    const put = await sync.put({
      document,
      progress: '3',
      percentage: 0.75,
      device: 'Kobo Libra 2',
      device_id: 'A1B2C3D4',
      metadata: { title: 'Bạn Trai Của Haruko' },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json()).toMatchObject({ document, timestamp: expect.any(Number) })
    expect((await positionOf(1))?.place).toEqual({ page: 3 })
    const back = await sync.get(document)
    expect(back.json()).toMatchObject({ document, progress: '3', percentage: 0.75, device: 'Kobo Libra 2' })

    // Read on in the app: the e-reader is given that page.
    const post = (await positionOf(1))!.postId
    await clockMoves()
    await readInTheApp({ post, index: 1, page: 4 })
    const fromApp = await sync.get(document)
    const pages = (await entryCount(cbz)) - 1 // ComicInfo.xml, then the pages
    expect(fromApp.json()).toMatchObject({ document, progress: '4', percentage: 4 / pages, device: 'Mọt' })
  })
})

describe('a novel read on the e-reader and in the app', () => {
  it('keeps KOReader’s place in the text, and points KOReader into the book at the app’s place', async () => {
    const epub = await downloadFirstChapter('/vi/opds/v1.2/novel/new')
    const document = koreaderPartialMd5(epub)
    const xpointer = '/body/DocFragment[1]/body/section/p[3]/text().42'
    const put = await sync.put({
      document,
      progress: xpointer,
      percentage: 0.4,
      device: 'PocketBook',
      device_id: 'PB1',
    })
    expect(put.statusCode).toBe(200)
    // The novel's place is the share of its text read; the comic's (above) a page.
    const places = await server.db
      .select()
      .from(libraryPositions)
      .where(eq(libraryPositions.memberId, member.id))
    const novel = places.find((row) => row.place.fraction !== undefined)!
    expect(novel.place).toEqual({ fraction: 0.4 })
    expect((await sync.get(document)).json()).toMatchObject({ progress: xpointer, percentage: 0.4 })

    await clockMoves()
    await readInTheApp({ post: novel.postId, index: novel.index, fraction: 0.8 })
    const answer = (await sync.get(document)).json()
    expect(answer).toMatchObject({ percentage: 0.8, device: 'Mọt' })
    // The XPointer names a block that is in the book the e-reader holds.
    const match = /^\/body\/DocFragment\[1\]\/body\/section\/(\w+)\[(\d+)\]\.0$/.exec(answer.progress)
    expect(match, answer.progress).not.toBeNull()
    const page = new DOMParser().parseFromString(await chapterXhtmlOf(epub), 'application/xml')
    const section = page.getElementsByTagName('section')[0]!
    const named = Array.from(section.childNodes).filter((node) => node.nodeName === match![1])
    expect(named.length).toBeGreaterThanOrEqual(Number(match![2]))
  })
})

describe('documents Mọt did not serve, and bad requests', () => {
  it('keeps an e-reader’s place in any book, so the member’s e-readers stay in step', async () => {
    const document = 'f'.repeat(32)
    expect((await sync.get(document)).json()).toEqual({})
    await sync.put({ document, progress: '12', percentage: 0.1, device: 'Kindle', device_id: 'K1' })
    expect((await sync.get(document)).json()).toMatchObject({ document, progress: '12', device: 'Kindle' })
  })

  it('answers malformed requests with the protocol’s errors', async () => {
    expect((await sync.put({ progress: '1', percentage: 0.1, device: 'x' })).json()).toMatchObject({
      code: 2004,
    })
    for (const body of [
      { document: 'abc', progress: '1', percentage: 'half', device: 'x' },
      { document: 'a/b', progress: '1', percentage: 0.1, device: 'x' },
      {
        document: 'abc',
        progress: '1',
        percentage: 0.1,
        device: 'x',
        identifiers: [{ type: 'isbn', value: 'other' }],
      },
    ]) {
      const answer = await sync.put(body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(403)
      expect(answer.json()).toMatchObject({ code: 2003, status: 'error' })
    }
    expect((await sync.get('abc', koreader(), '?ids=nonsense')).statusCode).toBe(403)
  })

  it('stops answering a revoked key', async () => {
    const client = accountClient(server.app, member.token)
    const made = (await client.post('/account/app-keys/', { name: 'Cũ' })).json().data
    expect(
      (await server.app.inject({ url: '/kosync/users/auth', headers: koreader(made.key) })).statusCode,
    ).toBe(200)
    await client.post(`/account/app-keys/${made.app_key.id}/revoke/`)
    expect(
      (await server.app.inject({ url: '/kosync/users/auth', headers: koreader(made.key) })).statusCode,
    ).toBe(401)
  })
})

describe('a file served in English', () => {
  it('is read against the English pages: its place, and the place sent back to it', async () => {
    // A comic whose English edition has more pages than its Vietnamese one.
    const post = await createPost(server.db, { posttype: 'comic', slug: 'hai-ban-dich' })
    const pages = (language: string, count: number) =>
      Array.from({ length: count }, (_, i) => `comics/hai-ban-dich/001/${language}-${i + 1}.jpg`)
    const content = { vi: pages('vi', 2), en: pages('en', 4) }
    const picture = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer()
    mkdirSync(join(server.mediaDir, 'comics/hai-ban-dich/001'), { recursive: true })
    for (const page of [...content.vi, ...content.en]) writeFileSync(join(server.mediaDir, page), picture)
    await server.db.insert(chapters).values({
      postId: post.id,
      index: 1,
      title: { vi: 'Chương 1', en: 'Chapter 1' },
      content,
    })

    const cbz = await opds('/en/opds/v1.2/comic/post/hai-ban-dich/1/download')
    expect(cbz.statusCode, cbz.body).toBe(200)
    expect((await entryCount(cbz.rawPayload)) - 1).toBe(4)
    const document = koreaderPartialMd5(cbz.rawPayload)
    await vi.waitFor(async () => {
      const [served] = await server.db.select().from(readerFiles).where(eq(readerFiles.document, document))
      expect(served).toMatchObject({ postId: post.id, chapterIndex: 1, language: 'en' })
    })

    // The fourth page, which only the English edition has.
    const put = await sync.put({ document, progress: '4', percentage: 1, device: 'Kobo', device_id: 'K2' })
    expect(put.statusCode, put.body).toBe(200)
    const placeIn = async () => {
      const [row] = await server.db
        .select()
        .from(libraryPositions)
        .where(and(eq(libraryPositions.memberId, member.id), eq(libraryPositions.postId, post.id)))
      return row?.place
    }
    expect(await placeIn()).toEqual({ page: 4 })

    // Read on in the app: the share sent back is of the English file's pages.
    await clockMoves()
    await readInTheApp({ post: post.id, index: 1, page: 3 })
    expect((await sync.get(document)).json()).toMatchObject({
      document,
      progress: '3',
      percentage: 3 / 4,
      device: 'Mọt',
    })
  })
})

describe('a flood of progress pushes', () => {
  it('is refused past the limit for the member, whichever of their keys sends it', async () => {
    const flooder = await signUp(server.app, 'lu@example.com')
    const keys = accountClient(server.app, flooder.token)
    const first = (await keys.post('/account/app-keys/', { name: 'Một' })).json().data.key
    const second = (await keys.post('/account/app-keys/', { name: 'Hai' })).json().data.key
    const push = (key: string, user = 'lu@example.com') =>
      sync.put(
        { document: 'e'.repeat(32), progress: '1', percentage: 0.1, device: 'Kobo' },
        koreader(key, user),
      )
    const { perMember } = defaultWriteLimits.readerProgression
    for (let i = 0; i < perMember; i += 1) {
      const answer = await push(i % 2 === 0 ? first : second)
      expect(answer.statusCode, `push ${i + 1}`).toBe(200)
    }
    for (const key of [first, second]) {
      const refused = await push(key)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toMatchObject({ status: 'error', code: 2000, message: expect.any(String) })
    }
    // Reading is not limited, nor is another member.
    expect((await sync.get('e'.repeat(32), koreader(first, 'lu@example.com'))).statusCode).toBe(200)
    expect((await push(member.key, member.email)).statusCode).toBe(200)
  })

  it('counts KOReader’s pushes and OPDS Progression’s places as one limit of the member’s', async () => {
    const reader = await signUp(server.app, 'hai-cua@example.com')
    const keys = accountClient(server.app, reader.token)
    const forKoreader = (await keys.post('/account/app-keys/', { name: 'Kobo' })).json().data.key
    const forThorium = (await keys.post('/account/app-keys/', { name: 'Thorium' })).json().data.key
    const push = () =>
      sync.put(
        { document: 'd'.repeat(32), progress: '1', percentage: 0.1, device: 'Kobo' },
        koreader(forKoreader, 'hai-cua@example.com'),
      )
    const place = () =>
      server.app.inject({
        method: 'PUT',
        url: '/vi/opds/v2/comic/post/ban-trai-cua-haruko/1/progression',
        headers: {
          authorization: `Basic ${Buffer.from(`hai-cua@example.com:${forThorium}`).toString('base64')}`,
          'content-type': 'application/opds-progression+json',
        },
        payload: JSON.stringify({
          modified: new Date().toISOString(),
          device: { id: 'urn:uuid:6f1c1b9e-2f7a-4d38-9d6f-0f0e7c1a2b3c', name: 'Thorium' },
          progression: 0.5,
        }),
      })
    const { perMember } = defaultWriteLimits.readerProgression
    for (let i = 0; i < perMember; i += 1) {
      const answer = await (i % 2 === 0 ? push() : place())
      expect(answer.statusCode, `write ${i + 1}: ${answer.body}`).toBe(200)
    }
    expect((await push()).statusCode).toBe(429)
    const refused = await place()
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status: 'error' })
  })
})
