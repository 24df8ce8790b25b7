import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfOf } from '../../scripts/lib/pdf-writer.ts'
import { cleanUpUploads } from '../../server/admin/uploads/clean-up.ts'
import { uploadsLayout } from '../../server/admin/uploads/records.ts'
import { removeUploadedFiles } from '../../server/admin/uploads/remove.ts'
import { UNFINISHED_UPLOADS_PER_ADMIN } from '../../server/admin/uploads/routes.ts'
import { auditLog, chapters, posts } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { csrfToken, nextAddress, signUp, signUpAdmin, urlencoded } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { sevenZipBy7zip } from './library/archive-fixtures.ts'
import { page, zipOf } from './library/fixtures.ts'

let server: TestServer
let uploadsDir: string
let admin: { token: string; user: { id: number; email: string } }
let member: { token: string }
let csrf: string

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mot-uploads-'))
  server = await createTestServer({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MB: '1' })
  admin = await signUpAdmin(server.app, 'quantri@example.com')
  member = await signUp(server.app, 'docgia@example.com')
  csrf = (await csrfToken(server.app)).csrf_token
})
afterAll(async () => {
  await server.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

const cbz = async (...seeds: number[]) =>
  zipOf(await Promise.all(seeds.map(async (seed, i) => ({ name: `p${i + 1}.jpg`, data: await page(seed) }))))

/** Upload-Metadata as tus clients write it: `key base64` pairs. */
const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',')

type Who = { token?: string; csrf?: string | false }
const headersOf = ({ token = admin.token, csrf: withCsrf }: Who = {}) => ({
  'tus-resumable': '1.0.0',
  'x-forwarded-for': nextAddress(),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(withCsrf === false ? {} : { 'x-csrf-token': withCsrf ?? csrf }),
})

const create = (fields: Record<string, string | number>, size: number, who?: Who, lang = 'vi') =>
  server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/admin/uploads/`,
    headers: { ...headersOf(who), 'upload-length': String(size), 'upload-metadata': metadata(fields) },
  })

const patch = (location: string, offset: number, body: Buffer, who?: Who) =>
  server.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...headersOf(who),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  })

const head = (location: string, who?: Who) =>
  server.app.inject({ method: 'HEAD', url: location, headers: headersOf(who) })

const status = async (id: string) =>
  (
    await server.app.inject({
      url: `/en/api/v1/admin/uploads/${id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json().data

/** Waits until the upload's import is over (imported, refused or failed). */
async function settled(id: string) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const now = await status(id)
    if (['imported', 'refused', 'failed'].includes(now.state)) return now
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${now.state}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A whole upload in one PATCH; its id. */
async function upload(fields: Record<string, string | number>, file: Buffer) {
  const created = await create(fields, file.length)
  expect(created.statusCode).toBe(201)
  const location = created.headers.location as string
  expect((await patch(location, 0, file)).statusCode).toBe(204)
  return location.split('/').pop()!
}

/** The app on a real port, for the tests that need real connections (it listens once). */
let listening: Promise<string> | undefined
const baseUrl = () => {
  listening ??= server.app.listen({ port: 0, host: '127.0.0.1' })
  return listening
}

const lastAudit = async (action: string) =>
  (
    await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]

let postId: number

describe('uploads from the browser (tus)', () => {
  it('takes a CBZ in two pieces with a HEAD between them, as a resumed upload, into a new unpublished post', async () => {
    const file = await cbz(1, 2, 3)
    const created = await create(
      { filename: 'Tập 1.cbz', posttype: 'comic', title: 'Mèo Tải Lên' },
      file.length,
    )
    expect(created.statusCode).toBe(201)
    const location = created.headers.location as string
    expect(location).toMatch(/^\/vi\/api\/v1\/admin\/uploads\/[0-9a-f]{32}$/)
    const id = location.split('/').pop()!

    const half = Math.floor(file.length / 2)
    expect((await patch(location, 0, file.subarray(0, half))).statusCode).toBe(204)
    // The connection dropped: the client asks where the server got to, and sends the rest from there.
    const resumed = await head(location)
    expect(resumed.statusCode).toBe(200)
    expect(Number(resumed.headers['upload-offset'])).toBe(half)
    expect((await status(id)).state).toBe('uploading')
    // A piece sent again from the wrong place is refused without harm.
    expect((await patch(location, 0, file.subarray(0, 10))).statusCode).toBe(409)
    const rest = await patch(location, half, file.subarray(half))
    expect(rest.statusCode).toBe(204)
    expect(Number(rest.headers['upload-offset'])).toBe(file.length)

    const done = await settled(id)
    expect(done).toMatchObject({ state: 'imported', file_name: 'Tập 1.cbz', size: file.length, skipped: [] })
    const [post] = await server.db.select().from(posts).where(eq(posts.id, done.post_id))
    expect(post).toMatchObject({ origin: 'upload', status: 'unpublished', posttype: 'comic' })
    expect(post!.title.vi).toBe('Mèo Tải Lên')
    expect(post!.libraryPath).toBe('upload:comics/Mèo Tải Lên')
    // The finished upload names the post it made, for the admin to follow it there.
    expect(done.post).toEqual({
      id: post!.id,
      slug: post!.slug,
      posttype: 'comic',
      title: { vi: 'Mèo Tải Lên', en: post!.title.en },
    })
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.postId, post!.id))
    expect(done.chapter_ids).toEqual([chapter!.id])
    expect(chapter!.content?.vi).toHaveLength(3)
    expect(readdirSync(join(uploadsDir, 'comics', 'Mèo Tải Lên'))).toEqual(['Tập 1.cbz'])
    expect(await lastAudit('upload.import')).toMatchObject({
      memberId: admin.user.id,
      target: `post:${post!.id}`,
      after: { file_names: ['Tập 1.cbz'], size: file.length, chapter_ids: [chapter!.id] },
    })
    postId = post!.id
  })

  it('works with the browser’s client over HTTP: stopped after two pieces, it resumes where the server got to', async () => {
    const address = await baseUrl()
    const file = await cbz(31, 32, 33)
    expect(file.length).toBeGreaterThan(768)
    const options = {
      endpoint: `${address}/vi/api/v1/admin/uploads/`,
      chunkSize: 256,
      headers: { authorization: `Bearer ${admin.token}`, 'x-csrf-token': csrf },
      metadata: { filename: 'Tập 1.cbz', posttype: 'comic', title: 'Mèo Qua Mạng' },
    }
    const stopped = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        ...options,
        onChunkComplete: (_chunk, sent) => {
          if (sent === 512) void upload.abort().then(() => resolve(upload.url!))
        },
        onSuccess: () => reject(new Error('the upload was not stopped')),
        onError: reject,
      })
      upload.start()
    })
    const path = new URL(stopped).pathname
    expect(Number((await head(path)).headers['upload-offset'])).toBe(512)
    const resumed = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        ...options,
        uploadUrl: stopped,
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      })
      upload.start()
    })
    expect(resumed).toBe(stopped)
    const done = await settled(path.split('/').pop()!)
    expect(done).toMatchObject({ state: 'imported', size: file.length })
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.id, done.chapter_ids[0]))
    expect(chapter!.content?.vi).toHaveLength(3)
  })

  it('keeps what arrived of a PATCH whose connection dropped in the middle, and takes the rest from there', async () => {
    const address = new URL(await baseUrl())
    const file = await cbz(51, 52, 53, 54, 55, 56)
    const created = await create(
      { filename: 'Tập 1.cbz', posttype: 'comic', title: 'Mèo Rớt Mạng' },
      file.length,
    )
    const location = created.headers.location as string
    const half = Math.floor(file.length / 2)
    // The body says it is the whole file; the connection is cut after half of it.
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: address.hostname,
        port: address.port,
        method: 'PATCH',
        path: location,
        headers: {
          ...headersOf(),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(file.length),
        },
      })
      req.on('error', () => resolve())
      req.on('close', () => resolve())
      // Cut once the server has the first half on disk, not after a guessed delay.
      const part = join(uploadsLayout(uploadsDir).incoming, location.split('/').pop()!)
      req.write(file.subarray(0, half), () =>
        vi
          .waitFor(() => expect(statSync(part).size).toBe(half), { timeout: 10_000 })
          .then(() => req.destroy()),
      )
    })
    await vi.waitFor(
      async () => expect(Number((await head(location)).headers['upload-offset'] ?? 0)).toBe(half),
      { timeout: 10_000 },
    )
    expect((await patch(location, half, file.subarray(half))).statusCode).toBe(204)
    const done = await settled(location.split('/').pop()!)
    expect(done).toMatchObject({ state: 'imported', size: file.length })
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.id, done.chapter_ids[0]))
    expect(chapter!.content?.vi).toHaveLength(6)
  })

  it('answers 401 to a visitor and 403 to a member, for every tus request, in the language of the address', async () => {
    const fields = { filename: 'a.cbz', posttype: 'comic', title: 'Không được' }
    const visitor = await create(fields, 10, { token: '' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().status).toBe('error')
    const forbidden = await create(fields, 10, { token: member.token }, 'en')
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({ status: 'error', message: 'Only admins can do this.' })
    const created = await create(fields, 10)
    const location = created.headers.location as string
    expect((await head(location, { token: member.token })).statusCode).toBe(403)
    expect((await patch(location, 0, Buffer.alloc(10), { token: '' })).statusCode).toBe(401)
    expect(Number((await head(location)).headers['upload-offset'])).toBe(0)
  })

  it('refuses writes without a valid CSRF token', async () => {
    const fields = { filename: 'a.cbz', posttype: 'comic', title: 'Không token' }
    expect((await create(fields, 10, { csrf: false })).statusCode).toBe(403)
    expect((await create(fields, 10, { csrf: 'forged.token' })).statusCode).toBe(403)
    const location = (await create(fields, 10)).headers.location as string
    const unsigned = await patch(location, 0, Buffer.alloc(10), { csrf: false })
    expect(unsigned.statusCode).toBe(403)
    expect(unsigned.json().status).toBe('error')
    expect(Number((await head(location)).headers['upload-offset'])).toBe(0)
  })

  it('refuses a file over UPLOAD_MAX_MB, and malformed or mismatched metadata, with the envelope', async () => {
    const big = await create(
      { filename: 'big.cbz', posttype: 'comic', title: 'Lớn' },
      2 * 1024 * 1024,
      {},
      'en',
    )
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ status: 'error', message: 'The file is too large.' })
    const noTarget = await create({ filename: 'a.cbz' }, 10)
    expect(noTarget.statusCode).toBe(400)
    expect(noTarget.json().message).toContain('cần đúng một trong')
    const wrongKind = await create({ filename: 'a.exe', posttype: 'comic', title: 'X' }, 10)
    expect(wrongKind.statusCode).toBe(400)
    const videoForComic = await create({ filename: 'a.mp4', posttype: 'comic', title: 'X' }, 10, {}, 'en')
    expect(videoForComic.json()).toEqual({
      status: 'error',
      message: 'This kind of file does not fit this post.',
    })
    const nowhere = await create({ filename: 'a.cbz', post_id: 999999 }, 10)
    expect(nowhere.statusCode).toBe(404)
    // Malformed tus requests get the envelope too.
    const location = (await create({ filename: 'a.cbz', posttype: 'comic', title: 'Y' }, 10)).headers
      .location as string
    const noTus = await server.app.inject({
      method: 'HEAD',
      url: location,
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(noTus.statusCode).toBe(412)
    const badOffset = await patch(location, -1, Buffer.alloc(10))
    expect(badOffset.statusCode).toBe(400)
    expect(badOffset.json().status).toBe('error')
    const gone = await head(location.replace(/[0-9a-f]{32}$/, 'f'.repeat(32)))
    expect(gone.statusCode).toBe(404)
  })

  it('drops an upload left unfinished for a day, its part-file with it, and counts it no more', async () => {
    const created = await create({ filename: 'Bỏ dở.cbz', posttype: 'comic', title: 'Bỏ Dở' }, 100)
    const location = created.headers.location as string
    const id = location.split('/').pop()!
    expect((await patch(location, 0, Buffer.alloc(40))).statusCode).toBe(204)
    expect(existsSync(join(uploadsDir, '.incoming', id))).toBe(true)
    await cleanUpUploads(uploadsDir)
    expect((await status(id)).state).toBe('uploading')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60_000 })
    try {
      await cleanUpUploads(uploadsDir)
    } finally {
      vi.useRealTimers()
    }
    expect(existsSync(join(uploadsDir, '.incoming', id))).toBe(false)
    expect((await head(location)).statusCode).toBe(404)
    const gone = await server.app.inject({
      url: `/en/api/v1/admin/uploads/${id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(gone.json()).toEqual({ status: 'error', message: 'Upload not found.' })
  })

  it('lets one admin have only so many unfinished uploads at once', async () => {
    const other = await signUpAdmin(server.app, 'quantri2@example.com')
    const fields = { filename: 'a.cbz', posttype: 'comic', title: 'Nhiều' }
    for (let n = 0; n < UNFINISHED_UPLOADS_PER_ADMIN; n++) {
      expect((await create(fields, 10, { token: other.token })).statusCode).toBe(201)
    }
    const over = await create(fields, 10, { token: other.token }, 'en')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({
      status: 'error',
      message: 'You have too many unfinished uploads. Wait for them or cancel some.',
    })
    // Another admin's uploads are theirs to count.
    expect((await create(fields, 10)).statusCode).toBe(201)
  })

  it('counts each batch of pages never closed into a chapter as an unfinished upload, whatever its pages', async () => {
    const adminNamed = async (email: string) => ({ token: (await signUpAdmin(server.app, email)).token })
    const send = async (who: Who, batch: string, n: number) => {
      const fields = { filename: `${n}.png`, posttype: 'comic', title: 'Lô Bỏ Ngỏ', batch }
      const created = await create(fields, 1, who, 'en')
      if (created.statusCode !== 201) return created
      expect((await patch(created.headers.location as string, 0, Buffer.from('x'), who)).statusCode).toBe(204)
      return created
    }
    // A chapter of more pages than the limit: they wait for their batch to close, and count as one.
    const long = await adminNamed('quantri3@example.com')
    for (let n = 0; n <= UNFINISHED_UPLOADS_PER_ADMIN; n++) {
      expect((await send(long, 'mot-chuong-dai', n)).statusCode).toBe(201)
    }
    expect((await send(long, 'chuong-sau', 1)).statusCode).toBe(201)
    // As many batches left open as the limit: the next upload waits until some are closed.
    const open = await adminNamed('quantri5@example.com')
    for (let b = 0; b < UNFINISHED_UPLOADS_PER_ADMIN; b++) {
      expect((await send(open, `lo-bo-ngo-${b}`, 1)).statusCode).toBe(201)
    }
    const over = await send(open, 'lo-them-nua', 1)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({
      status: 'error',
      message: 'You have too many unfinished uploads. Wait for them or cancel some.',
    })
  })

  it('audits an admin finishing or cancelling another admin’s upload, and not their own', async () => {
    const owner = await signUpAdmin(server.app, 'quantri4@example.com')
    const fields = { filename: 'Của người khác.cbz', posttype: 'comic', title: 'Của Người Khác' }
    const created = await create(fields, 20, { token: owner.token })
    const location = created.headers.location as string
    const id = location.split('/').pop()!
    expect((await patch(location, 0, Buffer.alloc(10))).statusCode).toBe(204)
    expect(await lastAudit('upload.continue')).toMatchObject({
      memberId: admin.user.id,
      target: `upload:${id}`,
      before: { email: 'quantri4@example.com', file_name: 'Của người khác.cbz' },
    })
    const deleted = await server.app.inject({ method: 'DELETE', url: location, headers: headersOf() })
    expect(deleted.statusCode).toBe(204)
    expect(await lastAudit('upload.cancel')).toMatchObject({
      memberId: admin.user.id,
      target: `upload:${id}`,
    })
    // One's own upload is one's own business.
    const own = (await create(fields, 20)).headers.location as string
    await server.app.inject({ method: 'DELETE', url: own, headers: headersOf() })
    expect(await lastAudit('upload.cancel')).toMatchObject({ target: `upload:${id}` })
  })

  it('refuses a title holding characters that turn the text around, as the admin forms do', async () => {
    for (const title of ['Mèo\u202Egpj.exe', 'Mèo\u2066Tải\u2069', 'Mèo\u200B']) {
      const refused = await create({ filename: 'a.cbz', posttype: 'comic', title }, 10, {}, 'en')
      expect(refused.statusCode, title).toBe(400)
      expect(refused.json().message).toContain('must not hold invisible characters')
    }
    const chapterTitle = await create(
      { filename: '1.png', post_id: 1, batch: 'lo-dao-chieu', chapter_title: 'Tập\u202E1' },
      10,
    )
    expect(chapterTitle.statusCode).toBe(400)
  })

  it('refuses a bad archive with the library import’s reason, and leaves no post and no file', async () => {
    const bad = Buffer.from('PK\u0003\u0004 this is not really a zip archive at all')
    const id = await upload({ filename: 'Hỏng.cbz', posttype: 'comic', title: 'Truyện Hỏng' }, bad)
    const done = await settled(id)
    expect(done.state).toBe('refused')
    expect(done.post_id).toBeNull()
    expect(done.post).toBeNull()

    // The same file in a library gets the same reason from the same import.
    const library = mkdtempSync(join(tmpdir(), 'mot-library-'))
    mkdirSync(join(library, 'comics', 'Truyện Hỏng'), { recursive: true })
    writeFileSync(join(library, 'comics', 'Truyện Hỏng', 'Hỏng.cbz'), bad)
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    rmSync(library, { recursive: true, force: true })
    expect(done.skipped).toEqual(report.skipped)

    expect(
      await server.db.select().from(posts).where(eq(posts.libraryPath, 'upload:comics/Truyện Hỏng')),
    ).toEqual([])
    expect(existsSync(join(uploadsDir, 'comics', 'Truyện Hỏng'))).toBe(false)
    expect(await lastAudit('upload.refused')).toMatchObject({
      target: `upload:${id}`,
      memberId: admin.user.id,
    })
  })

  it('adds a chapter to an upload post, then replaces one chapter’s file in its place', async () => {
    const second = await settled(await upload({ filename: 'Tập 2.cbz', post_id: postId }, await cbz(4, 5)))
    expect(second).toMatchObject({ state: 'imported', post_id: postId })
    const before = await server.db.select().from(chapters).where(eq(chapters.postId, postId))
    const first = before.find((c) => c.index === 1)!
    expect(before.map((c) => c.index).sort()).toEqual([1, 2])

    const replacement = await cbz(6, 7, 8, 9)
    const id = await upload({ filename: 'mới.zip', chapter_id: first.id }, replacement)
    expect(await settled(id)).toMatchObject({ state: 'imported', chapter_ids: [first.id] })
    const [after] = await server.db.select().from(chapters).where(eq(chapters.id, first.id))
    expect(after!.index).toBe(1)
    expect(after!.content?.vi).toHaveLength(4)
    expect(after!.hiddenAt).toBeNull()
    // The old file is gone; the new one has its name, with its own extension.
    expect(readdirSync(join(uploadsDir, 'comics', 'Mèo Tải Lên')).sort()).toEqual(['Tập 1.zip', 'Tập 2.cbz'])
    expect(await lastAudit('chapter.replace-file')).toMatchObject({
      target: `chapter:${first.id}`,
      before: { file: 'comics/Mèo Tải Lên/Tập 1.cbz' },
      after: { file: 'comics/Mèo Tải Lên/Tập 1.zip', file_name: 'mới.zip', size: replacement.length },
    })

    // A bad replacement is refused and the chapter keeps its file and pages.
    const bad = await settled(
      await upload({ filename: 'hỏng.cbz', chapter_id: first.id }, Buffer.from('no zip')),
    )
    expect(bad.state).toBe('refused')
    const [kept] = await server.db.select().from(chapters).where(eq(chapters.id, first.id))
    expect(kept).toMatchObject({ index: 1, hiddenAt: null, libraryPath: 'comics/Mèo Tải Lên/Tập 1.zip' })
    expect(kept!.content?.vi).toHaveLength(4)
    expect(readdirSync(join(uploadsDir, 'comics', 'Mèo Tải Lên')).sort()).toEqual(['Tập 1.zip', 'Tập 2.cbz'])
  })

  it('makes one chapter of images uploaded together, once their batch is closed', async () => {
    const batch = 'b7c1e2d4-pages'
    const fields = (name: string) => ({ filename: name, post_id: postId, batch, chapter_title: 'Tập 3' })
    const first = await upload(fields('02.png'), await page(21, 'png'))
    expect((await status(first)).state).toBe('waiting')
    // Closed while a page is still on its way: not yet.
    const pending = await create(fields('01.jpg'), 5000)
    const close = () =>
      server.app.inject({
        method: 'POST',
        url: `/en/api/v1/admin/uploads/batches/${batch}/`,
        headers: { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': nextAddress() },
        payload: { csrf_token: csrf },
      })
    expect((await close()).statusCode).toBe(409)
    // Dropped instead: it is no more an unfinished upload.
    const second = await page(22)
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: pending.headers.location as string,
      headers: headersOf(),
    })
    expect(deleted.statusCode).toBe(204)
    const id = await upload(fields('01.jpg'), second)
    const closed = await close()
    expect(closed.statusCode).toBe(200)
    expect(closed.json().data).toMatchObject({ batch, state: 'queued' })
    const done = await settled(id)
    expect(done).toMatchObject({ state: 'imported', post_id: postId })
    expect(await settled(first)).toMatchObject({ state: 'imported', chapter_ids: done.chapter_ids })
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.id, done.chapter_ids[0]))
    expect(chapter).toMatchObject({ index: 3, libraryPath: 'comics/Mèo Tải Lên/Tập 3' })
    expect(chapter!.content?.vi).toHaveLength(2)
    const mine = await server.app.inject({
      url: '/vi/api/v1/admin/uploads/',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(mine.json().data.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([id, first]))
  })

  it('makes a novel of a text chapter and adds the next one, but takes no EPUB into it', async () => {
    const first = await settled(
      await upload(
        { filename: '01 Mở đầu.md', posttype: 'novel', title: 'Tiểu Thuyết Tải Lên' },
        Buffer.from('# Mở đầu\n\nĐêm ấy *mèo* về.'),
      ),
    )
    expect(first.state).toBe('imported')
    const next = await settled(
      await upload({ filename: '02 Tiếp.txt', post_id: first.post_id }, Buffer.from('Sáng hôm sau.')),
    )
    expect(next).toMatchObject({ state: 'imported', post_id: first.post_id })
    const rows = await server.db.select().from(chapters).where(eq(chapters.postId, first.post_id))
    expect(rows.map((c) => c.index).sort()).toEqual([1, 2])
    const [novel] = await server.db.select().from(posts).where(eq(posts.id, first.post_id))
    expect(novel).toMatchObject({ posttype: 'novel', origin: 'upload', status: 'unpublished' })
    const book = await create({ filename: 'sach.epub', post_id: first.post_id }, 10, {}, 'en')
    expect(book.json()).toEqual({
      status: 'error',
      message: 'An EPUB is a whole book: upload it as a new post.',
    })
  })

  it('takes a CB7 and a PDF as comic chapters, as the library does', async () => {
    const cb7 = sevenZipBy7zip({ '01.jpg': await page(61), '02.jpg': await page(62) })
    const made = await settled(
      await upload({ filename: 'Tập 1.cb7', posttype: 'comic', title: 'Mèo Bảy Zip' }, cb7),
    )
    expect(made).toMatchObject({ state: 'imported', skipped: [] })
    const pdf = await settled(
      await upload({ filename: 'Tập 2.pdf', post_id: made.post_id }, pdfOf({ pages: 3 })),
    )
    expect(pdf).toMatchObject({ state: 'imported', post_id: made.post_id })
    const rows = await server.db.select().from(chapters).where(eq(chapters.postId, made.post_id))
    expect(rows.map((c) => [c.index, (c.content?.vi as string[] | undefined)?.length]).sort()).toEqual([
      [1, 2],
      [2, 3],
    ])
  })

  it('keeps library scans and uploads apart, and refuses to change a library post’s files', async () => {
    const library = mkdtempSync(join(tmpdir(), 'mot-library-'))
    // A library series in a folder of the upload's very name: the same path inside its folder, but
    // another key; its name is the upload post's, so the library refuses it as it would any taken name.
    mkdirSync(join(library, 'comics', 'Mèo Tải Lên'), { recursive: true })
    writeFileSync(join(library, 'comics', 'Mèo Tải Lên', 'Tập 1.cbz'), await cbz(11, 12))
    mkdirSync(join(library, 'comics', 'Mèo Thư Viện'), { recursive: true })
    writeFileSync(join(library, 'comics', 'Mèo Thư Viện', 'Tập 1.cbz'), await cbz(13, 14))
    const scanned = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(scanned.skipped).toEqual([
      {
        path: 'comics/Mèo Tải Lên',
        reason: 'its name meo-tai-len is already used by upload:comics/Mèo Tải Lên',
      },
    ])
    const [libraryPost] = await server.db
      .select()
      .from(posts)
      .where(eq(posts.libraryPath, 'comics/Mèo Thư Viện'))
    expect(libraryPost).toMatchObject({ origin: 'library', status: 'published' })
    // Emptied, the library hides its own post and never the upload post, whose files it does not have.
    rmSync(join(library, 'comics'), { recursive: true })
    const emptied = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(emptied.posts.hidden).toBe(1)
    const uploadChapters = await server.db.select().from(chapters).where(eq(chapters.postId, postId))
    expect(uploadChapters).toHaveLength(3)
    expect(uploadChapters.every((c) => c.hiddenAt === null)).toBe(true)
    rmSync(library, { recursive: true, force: true })

    const refused = await create({ filename: 'x.cbz', post_id: libraryPost!.id }, 10, {}, 'en')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This post comes from the library: its files are changed in the library.',
    )
    expect(
      await removeUploadedFiles({ uploadsDir }, { origin: 'library', libraryPath: 'comics/Mèo Tải Lên' }),
    ).toBe(false)
  })

  it('removes an upload post’s folder, and nothing outside UPLOADS_DIR whatever the key says', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'mot-outside-'))
    writeFileSync(join(outside, 'keep.txt'), 'keep')
    const escapes = [
      `upload:comics/../../${outside.split('/').pop()}`,
      'upload:../outside',
      'upload:comics',
      'upload:comics/',
      'upload:comics/..',
      `upload:${outside}`,
    ]
    for (const libraryPath of escapes) {
      expect(await removeUploadedFiles({ uploadsDir }, { origin: 'upload', libraryPath })).toBe(false)
    }
    expect(existsSync(join(outside, 'keep.txt'))).toBe(true)
    expect(existsSync(join(uploadsDir, 'comics'))).toBe(true)
    rmSync(outside, { recursive: true, force: true })

    const [post] = await server.db.select().from(posts).where(eq(posts.id, postId))
    expect(await removeUploadedFiles({ uploadsDir }, post!)).toBe(true)
    expect(existsSync(join(uploadsDir, 'comics', 'Mèo Tải Lên'))).toBe(false)
    expect(existsSync(join(uploadsDir, 'comics'))).toBe(true)
  })

  it('deletes an upload post with its uploaded files and the media its import made', async () => {
    const id = await upload(
      { filename: 'Tập 1.cbz', posttype: 'comic', title: 'Chuột Bị Xoá' },
      await cbz(51, 52),
    )
    const done = await settled(id)
    const [post] = await server.db.select().from(posts).where(eq(posts.id, done.post_id))
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.postId, post!.id))
    const firstPage = (chapter!.content!.vi as string[])[0]!
    expect(existsSync(join(server.mediaDir, firstPage))).toBe(true)
    expect(existsSync(join(uploadsDir, 'comics', 'Chuột Bị Xoá'))).toBe(true)

    const form = urlencoded({ csrf_token: csrf, confirm: post!.slug })
    const deleted = await server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/admin/posts/${post!.id}/delete/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin.token}`, 'x-forwarded-for': nextAddress() },
    })
    expect(deleted.json()).toMatchObject({ status: 'success', data: { id: post!.id, deleted: true } })
    await vi.waitFor(() => expect(existsSync(join(uploadsDir, 'comics', 'Chuột Bị Xoá'))).toBe(false))
    expect(existsSync(join(server.mediaDir, firstPage))).toBe(false)
  })

  it('refuses an upload whose post was deleted while it was on its way, and makes no folder for it', async () => {
    const file = await cbz(41)
    const created = await create({ filename: 'Tập 9.cbz', post_id: postId }, file.length)
    expect(created.statusCode).toBe(201)
    await server.db.delete(posts).where(eq(posts.id, postId))
    const location = created.headers.location as string
    expect((await patch(location, 0, file)).statusCode).toBe(204)
    const done = await settled(location.split('/').pop()!)
    expect(done).toMatchObject({
      state: 'refused',
      skipped: [{ path: 'Tập 9.cbz', reason: 'its post or chapter was deleted meanwhile' }],
    })
    expect(existsSync(join(uploadsDir, 'comics', 'Mèo Tải Lên'))).toBe(false)
  })
})
