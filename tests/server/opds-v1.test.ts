import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { get as httpGet, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'
import { libraryPositions } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { accountClient } from './account-client.ts'
import { signUp } from './action-forms.ts'
import { adminClient, refusals } from './admin-client.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { copyFromCorpus } from './library/corpus-files.ts'
import { linkTo, readOpds1, relsOf } from './opds-reader.ts'

/*
 * The OPDS 1.2 door, walked as a reader app walks it, on real library files (a comic's CBZ and an
 * EPUB from the corpus): every feed read by Readium's parser (Thorium's).
 */

let server: TestServer
let library: string
const reader = { email: 'doc-truyen@example.com', key: '', token: '' }
const other = { email: 'nguoi-khac@example.com', key: '' }

const basic = (user: string, key: string) => `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`
const asReader = { authorization: '' }

async function makeKey(token: string, name: string) {
  const made = await accountClient(server.app, token).post('/account/app-keys/', { name })
  expect(made.statusCode).toBe(200)
  return made.json().data as { key: string; app_key: { id: number } }
}

/** A request of the app: an address of a feed (absolute, as the feeds write them) or a path. */
const get = (address: string, headers: Record<string, string> = asReader) => {
  const url = new URL(address, 'http://localhost')
  return server.app.inject({ url: url.pathname + url.search, headers })
}

async function feedAt(address: string, headers?: Record<string, string>) {
  const answer = await get(address, headers)
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^application\/atom\+xml;profile=opds-catalog;kind=/)
  return readOpds1(answer.body)
}

const bytesOf = (address: string) => get(address).then((answer) => answer)

function entriesOf(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'error' })
  library = mkdtempSync(join(tmpdir(), 'mot-opds-library-'))
  copyFromCorpus(library, 'comics/Bạn Trai Của Haruko')
  copyFromCorpus(library, 'novels/childrens-literature.epub')
  const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
  expect(report.skipped).toEqual([])
  const signed = await signUp(server.app, reader.email)
  reader.token = signed.token
  reader.key = (await makeKey(signed.token, 'Thorium')).key
  const signedOther = await signUp(server.app, other.email)
  other.key = (await makeKey(signedOther.token, 'Panels')).key
  asReader.authorization = basic(reader.email, reader.key)
}, 120_000)
afterAll(async () => {
  await server.close()
  rmSync(library, { recursive: true, force: true })
})

describe('the door', () => {
  it('asks visitors, wrong keys and other members’ keys for Basic credentials', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: basic(reader.email, 'abcdefghijklmnopqrstuvwxyz') },
      { authorization: basic(reader.email, other.key) },
      { authorization: `Bearer ${reader.token}` },
    ]) {
      const answer = await get('/vi/opds/v1.2/catalog', headers)
      expect(answer.statusCode).toBe(401)
      expect(answer.headers['www-authenticate']).toBe('Basic realm="Mot", charset="UTF-8"')
      expect(answer.json()).toMatchObject({ status: 'error' })
    }
    expect((await get(`/vi/opds/key/${other.key.toUpperCase()}x/v1.2/catalog`, {})).statusCode).toBe(401)
  })

  it('opens to the email or the username with a key, in any letter case, and to the key in the address', async () => {
    expect(
      (await get('/en/opds/v1.2/catalog', { authorization: basic(reader.email.toUpperCase(), reader.key) }))
        .statusCode,
    ).toBe(200)
    const inAddress = await feedAt(`/vi/opds/key/${reader.key}/v1.2/catalog`, {})
    // Every address of that feed keeps the key in it: the app can send nothing else.
    for (const link of [...inAddress.feed.links, ...(inAddress.feed.navigation ?? [])]) {
      if (link.type?.startsWith('application/atom+xml'))
        expect(link.href).toContain(`/vi/opds/key/${reader.key}/v1.2/`)
    }
  })

  it('is no way into the web API', async () => {
    for (const path of ['/vi/api/v1/account/profile/', '/vi/api/v1/account/app-keys/']) {
      const answer = await get(path)
      expect(answer.statusCode).toBe(401)
    }
  })
})

describe('browsing', () => {
  it('starts with comics, novels, what the member was reading and their saved posts', async () => {
    const { feed } = await feedAt('/vi/opds/v1.2/catalog')
    expect(feed.metadata.title).toBe('Mọt')
    expect(feed.navigation?.map((link) => link.title)).toEqual([
      'Truyện tranh',
      'Truyện chữ',
      'Đọc tiếp',
      'Đã Lưu',
    ])
    expect(linkTo(feed.links, 'search')).toBeDefined()
    const english = await feedAt('/en/opds/v1.2/catalog')
    expect(english.feed.navigation?.map((link) => link.title)).toEqual([
      'Comics',
      'Novels',
      'Continue reading',
      'Saved',
    ])
  })

  it('walks from the comics to a chapter: lists, a post, its chapters as CBZ files and page streams', async () => {
    const { feed: comics } = await feedAt('/vi/opds/v1.2/catalog').then(({ feed }) =>
      feedAt(feed.navigation![0]!.href),
    )
    expect(comics.navigation?.map((link) => link.title)).toEqual([
      'Mới nhất',
      'Xem nhiều nhất',
      'Mới cập nhật',
      'Thể loại',
      'Tác giả và hoạ sĩ',
    ])
    const { feed: newest } = await feedAt(comics.navigation![0]!.href)
    const haruko = newest.navigation?.find((link) => link.title === 'Bạn Trai Của Haruko')
    expect(haruko, JSON.stringify(newest)).toBeDefined()
    const { feed: post, streams } = await feedAt(haruko!.href)
    // The short post whole first, then each of its two chapters.
    expect(post.publications?.map((publication) => publication.metadata.title)).toEqual([
      'Bạn Trai Của Haruko – Trọn bộ',
      'Chương 1',
      'Chương 2',
    ])
    const first = post.publications![1]!
    const cbz = linkTo(first.links, 'http://opds-spec.org/acquisition')!
    expect(cbz.type).toBe('application/vnd.comicbook+zip')
    expect(streams).toHaveLength(2)
    expect(streams[0]!.count).toBeGreaterThan(0)
    expect(streams[0]!.lastRead).toBe(0)
    expect(streams[0]!.href).toMatch(/\/pages\/\{pageNumber\}\?width=\{maxWidth\}$/)

    const once = await bytesOf(cbz.href)
    const twice = await bytesOf(cbz.href)
    expect(once.statusCode).toBe(200)
    expect(once.headers['content-type']).toBe('application/vnd.comicbook+zip')
    expect(Number(once.headers['content-length'])).toBe(once.rawPayload.length)
    expect(once.headers['content-disposition']).toMatch(
      /^attachment; filename="Ban Trai Cua Haruko - Chuong 1\.cbz"; filename\*=UTF-8''/,
    )
    // The same bytes every time: an e-reader knows a book by its file's hash.
    expect(twice.rawPayload.equals(once.rawPayload)).toBe(true)
    const names = await entriesOf(once.rawPayload)
    expect(names[0]).toBe('ComicInfo.xml')
    expect(names).toHaveLength(streams[0]!.count + 1)

    // The whole post: every page of both chapters in reading order, the same bytes every time.
    const whole = linkTo(post.publications![0]!.links, 'http://opds-spec.org/acquisition')!
    expect(whole.href).toMatch(/\/comic\/post\/ban-trai-cua-haruko\/download$/)
    const all = await bytesOf(whole.href)
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="Ban Trai Cua Haruko\.cbz"/)
    expect((await bytesOf(whole.href)).rawPayload.equals(all.rawPayload)).toBe(true)
    const pages = (await entriesOf(all.rawPayload)).filter((name) => name !== 'ComicInfo.xml')
    expect(pages).toHaveLength(streams[0]!.count + streams[1]!.count)
    expect(pages).toEqual([...pages].sort())
    expect(pages[0]).toMatch(/^c0*1-p0*1\./)
    expect(pages.at(-1)).toMatch(/^c0*2-/)
  })

  it('streams a comic page by page, from 0, and reading moves the member’s place and history', async () => {
    const { feed } = await feedAt('/vi/opds/v1.2/comic/new')
    const haruko = feed.navigation!.find((link) => link.title === 'Bạn Trai Của Haruko')!
    const { streams } = await feedAt(haruko.href)
    const stream = streams[1]!
    const page = (n: number, width: string) =>
      get(stream.href.replace('{pageNumber}', String(n)).replace('{maxWidth}', width))
    const second = await page(1, '600')
    expect(second.statusCode).toBe(200)
    expect(second.headers['content-type']).toBe('image/jpeg')
    expect(second.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true)
    // An app that leaves the width's template unfilled still gets its page.
    expect((await page(0, '{maxWidth}')).statusCode).toBe(200)
    expect((await page(stream.count, '600')).statusCode).toBe(404)
    expect((await page(1, '600')).statusCode).toBe(200)

    const { streams: after } = await feedAt(haruko.href)
    // The page the member is on, counted from 1: they read the second page last.
    expect(after[1]!.lastRead).toBe(2)
    const [position] = await server.db
      .select()
      .from(libraryPositions)
      .where(and(eq(libraryPositions.kind, 'chapter'), eq(libraryPositions.index, 2)))
    expect(position?.place).toEqual({ page: 2 })

    const { feed: reading } = await feedAt('/vi/opds/v1.2/continue')
    expect(reading.publications?.map((publication) => publication.metadata.title)).toEqual([
      'Bạn Trai Của Haruko – Chương 2',
    ])
  })

  it('builds three files at once for a member at most: the fourth waits for one to end', async () => {
    // A chapter of large pages (camera noise does not compress): far more than an unread connection
    // takes in (a receive window, a send buffer held to it), so an unread download stays going.
    const folder = join(server.mediaDir, 'comics/truyen-nang')
    await mkdir(folder, { recursive: true })
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const path = `comics/truyen-nang/${n}.jpg`
        const noise = { type: 'gaussian', mean: 128, sigma: 80 } as const
        await sharp({ create: { width: 1600, height: 2400, channels: 3, background: '#000', noise } })
          .jpeg({ quality: 100 })
          .toFile(join(server.mediaDir, path))
        return path
      }),
    )
    const heavy = await createPost(server.db, { posttype: 'comic', slug: 'truyen-nang' })
    await createChapters(server.db, heavy.id, 1, () => ({ content: pages }))
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' })
    const whole = `${address}/vi/opds/v1.2/comic/post/truyen-nang/download`
    /** An answer's head, its body left unread (the file still going out); a connection of its own. */
    const ask = (authorization: string) =>
      new Promise<{ status: number; answer: IncomingMessage; stop: () => void }>((resolve, reject) => {
        const request = httpGet(whole, { headers: { authorization }, agent: false }, (answer) =>
          resolve({ status: answer.statusCode ?? 0, answer, stop: () => request.destroy() }),
        )
        request.on('error', reject)
      })
    const readAll = (answer: IncomingMessage) =>
      new Promise<string>((resolve) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => resolve(Buffer.concat(chunks).toString()))
      })
    const going = await Promise.all([1, 2, 3].map(() => ask(asReader.authorization)))
    expect(going.map(({ status }) => status)).toEqual([200, 200, 200])
    expect(Number(going[0]!.answer.headers['content-length'])).toBeGreaterThan(20_000_000)
    const fourth = await ask(asReader.authorization)
    expect(fourth.status).toBe(429)
    expect(fourth.answer.headers['retry-after']).toBe('5')
    expect(JSON.parse(await readAll(fourth.answer))).toMatchObject({ status: 'error' })
    // Another member has places of their own.
    const theirs = await ask(basic(other.email, other.key))
    expect(theirs.status).toBe(200)
    await readAll(theirs.answer)
    // One cut off by the app frees its place.
    going[0]!.stop()
    await vi.waitFor(async () => {
      const again = await ask(asReader.authorization)
      await readAll(again.answer)
      expect(again.status).toBe(200)
    })
    await Promise.all(going.slice(1).map(({ answer }) => readAll(answer)))
  })

  it('downloads a novel’s chapter as the same EPUB every time', async () => {
    const { feed: novels } = await feedAt('/en/opds/v1.2/novel/new')
    const book = novels.navigation![0]!
    const { feed: chapters } = await feedAt(book.href)
    const epub = linkTo(chapters.publications![0]!.links, 'http://opds-spec.org/acquisition')!
    expect(epub.type).toBe('application/epub+zip')
    const once = await bytesOf(epub.href)
    const twice = await bytesOf(epub.href)
    expect(once.statusCode).toBe(200)
    expect(twice.rawPayload.equals(once.rawPayload)).toBe(true)
    const names = await entriesOf(once.rawPayload)
    expect(names.slice(0, 2)).toEqual(['mimetype', 'META-INF/container.xml'])
  })

  it('searches as the site does, accents or not, and describes its search for apps', async () => {
    const description = await get('/vi/opds/v1.2/search.xml')
    expect(description.statusCode).toBe(200)
    expect(description.headers['content-type']).toMatch(/^application\/opensearchdescription\+xml/)
    expect(description.body).toContain('/vi/opds/v1.2/search?q={searchTerms}')
    const { feed } = await feedAt('/vi/opds/v1.2/search?q=ban%20trai')
    expect(feed.navigation?.map((link) => link.title)).toContain('Bạn Trai Của Haruko')
  })

  it('pages a long list with next and previous, kept for everyone until the catalogue changes', async () => {
    const { post: asAdmin } = await adminClient(server)
    const before = await feedAt('/vi/opds/v1.2/comic/new')
    // Written behind the server's back: the list it keeps is what every app gets until a change.
    for (let i = 0; i < 21; i += 1)
      await createPost(server.db, { posttype: 'comic', slug: `them-truyen-${i}` })
    const kept = await feedAt('/vi/opds/v1.2/comic/new')
    expect(kept.feed.navigation?.length).toBe(before.feed.navigation?.length)
    // An admin publishing a post is a change: the next page any app asks for is read again.
    const late = await createPost(server.db, {
      posttype: 'comic',
      slug: 'dang-sau-cung',
      status: 'unpublished',
    })
    const published = await asAdmin(`/vi/api/v1/admin/posts/${late.id}/status/`, { status: 'published' })
    expect(published.statusCode, published.body).toBe(200)
    const { feed: first } = await feedAt('/vi/opds/v1.2/comic/new')
    expect(first.navigation?.[0]?.href).toMatch(/\/comic\/post\/dang-sau-cung$/)
    const next = linkTo(first.links, 'next')
    expect(next?.href).toMatch(/\/comic\/new\?page=2$/)
    expect(linkTo(first.links, 'previous')).toBeUndefined()
    const { feed: second } = await feedAt(next!.href)
    expect(linkTo(second.links, 'previous')?.href).toMatch(/\/comic\/new$/)
    expect(linkTo(second.links, 'next')).toBeUndefined()
  })

  it('answers a bad address with the envelope, never a 500', async () => {
    for (const path of [
      '/vi/opds/v1.2/movie',
      '/vi/opds/v1.2/comic/new?page=0',
      '/vi/opds/v1.2/comic/post/Not_A_Slug',
      '/vi/opds/v1.2/comic/post/khong-co/1/download',
      '/vi/opds/v1.2/comic/post/khong-co/1/pages/-1',
      '/xx/opds/v1.2/catalog',
    ]) {
      const answer = await get(path)
      expect(answer.statusCode, path).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode, path).toBeLessThan(500)
      expect(answer.json(), path).toMatchObject({ status: 'error' })
    }
  })
})

describe('feeds that agree with the standards', () => {
  it('are Atom with every entry’s id, title, updated and a way to it (RFC 4287)', async () => {
    for (const path of [
      '/vi/opds/v1.2/catalog',
      '/vi/opds/v1.2/comic/new',
      '/vi/opds/v1.2/comic/categories',
    ]) {
      const { opds1 } = await feedAt(path)
      expect(opds1.Id).toBeTruthy()
      expect(opds1.Updated).toBeInstanceOf(Date)
      expect(opds1.Authors.length).toBeGreaterThan(0)
      for (const entry of opds1.Entries ?? []) {
        expect(entry.Id && entry.Title && entry.Updated, path).toBeTruthy()
        expect(entry.Links.length, path).toBeGreaterThan(0)
        for (const link of entry.Links) expect(relsOf({ href: link.Href, rel: link.Rel })[0]).toBeTruthy()
      }
    }
  })
})

describe('an admin closing the doors', () => {
  it('refuses every reader app until they open again, keys kept, each change audited', async () => {
    const { get: asAdmin, postJson, lastAudit, admin, member } = await adminClient(server)
    expect((await asAdmin('/vi/api/v1/admin/reader-apps/')).json().data).toEqual({ open: true })
    const refused = await refusals(
      ({ token, csrf }) => postJson('/vi/api/v1/admin/reader-apps/', { open: false }, { token, csrf }),
      { admin: admin.token, member: member.token },
    )
    expect(refused).toMatchObject({ visitor: 401, member: 403, noCsrf: 403 })

    const closed = await postJson('/vi/api/v1/admin/reader-apps/', { open: false })
    expect(closed.json().data).toEqual({ open: false })
    expect(await lastAudit()).toMatchObject({ action: 'site.reader-apps', after: { open: false } })
    const feed = await get('/vi/opds/v1.2/catalog')
    expect(feed.statusCode).toBe(403)
    expect(feed.json()).toEqual({ status: 'error', message: 'Reader apps are turned off on this site' })
    expect((await get('/vi/opds/v2/catalog')).statusCode).toBe(403)
    const md5 = createHash('md5').update(reader.key).digest('hex')
    const sync = await server.app.inject({
      url: '/kosync/users/auth',
      headers: { 'x-auth-user': reader.email, 'x-auth-key': md5 },
    })
    expect(sync.statusCode).toBe(401)

    expect((await postJson('/vi/api/v1/admin/reader-apps/', { open: true })).json().data).toEqual({
      open: true,
    })
    expect((await get('/vi/opds/v1.2/catalog')).statusCode).toBe(200)
    expect((await postJson('/vi/api/v1/admin/reader-apps/', { open: 'no' })).statusCode).toBe(400)
  })
})
