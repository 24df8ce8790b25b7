import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chapters, libraryJobs, posts } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { csrfToken, nextAddress, signUpAdmin } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { clip } from './library/film-fixtures.ts'

let server: TestServer
let uploadsDir: string
let clips: string
let admin: { token: string }
let csrf: string

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mot-uploads-films-'))
  clips = mkdtempSync(join(tmpdir(), 'mot-clips-'))
  // Videos that do not play as they are (VP9 in WebM, H.264 in Matroska): both need packaging.
  clip(join(clips, 'Tập 1.webm'), 'vp9-opus.webm')
  clip(join(clips, 'Tập 2.mkv'), 'h264-aac.mkv', { seed: 2 })
  server = await createTestServer({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MB: '1', PUBLIC_CACHE_SECONDS: '0' })
  admin = await signUpAdmin(server.app, 'phim@example.com')
  csrf = (await csrfToken(server.app)).csrf_token
}, 120_000)

afterAll(async () => {
  await server?.close()
  for (const dir of [uploadsDir, clips]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',')

const tusHeaders = () => ({
  'tus-resumable': '1.0.0',
  'x-forwarded-for': nextAddress(),
  authorization: `Bearer ${admin.token}`,
  'x-csrf-token': csrf,
})

const create = (fields: Record<string, string | number>, size: number, lang = 'vi') =>
  server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/admin/uploads/`,
    headers: { ...tusHeaders(), 'upload-length': String(size), 'upload-metadata': metadata(fields) },
  })

/** The file through the tus routes in two pieces, asking the server where it got to between them. */
async function upload(fields: Record<string, string | number>, file: Buffer) {
  const created = await create(fields, file.length)
  expect(created.statusCode).toBe(201)
  const location = created.headers.location as string
  const send = (offset: number, body: Buffer) =>
    server.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...tusHeaders(),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: body,
    })
  const half = Math.floor(file.length / 2)
  expect((await send(0, file.subarray(0, half))).statusCode).toBe(204)
  const resumed = await server.app.inject({ method: 'HEAD', url: location, headers: tusHeaders() })
  expect(Number(resumed.headers['upload-offset'])).toBe(half)
  expect((await send(half, file.subarray(half))).statusCode).toBe(204)
  return location.split('/').pop()!
}

const status = async (id: string) =>
  (
    await server.app.inject({
      url: `/en/api/v1/admin/uploads/${id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json().data

async function settled(id: string) {
  let now: { state: string } | undefined
  await vi.waitFor(
    async () => {
      now = await status(id)
      expect(['imported', 'refused', 'failed']).toContain(now!.state)
    },
    { timeout: 60_000, interval: 100 },
  )
  return now as Awaited<ReturnType<typeof status>>
}

const episodesOf = (postId: number) =>
  server.db
    .select({
      id: chapters.id,
      index: chapters.index,
      title: chapters.title,
      processing: chapters.processing,
      source: chapters.source,
      libraryPath: chapters.libraryPath,
    })
    .from(chapters)
    .where(eq(chapters.postId, postId))
    .orderBy(asc(chapters.index))

const packagingJob = async (path: string) =>
  (
    await server.db
      .select({ state: libraryJobs.state })
      .from(libraryJobs)
      .where(and(eq(libraryJobs.kind, 'upload-package'), eq(libraryJobs.key, path)))
  )[0]

/** Waits for the episode's packaging job, then checks it plays: its HLS playlist is served. */
async function playsAfterItsJob(chapterId: number, path: string) {
  expect(await packagingJob(path)).toBeDefined()
  await vi.waitFor(async () => expect((await packagingJob(path))?.state).toBe('done'), {
    timeout: 60_000,
    interval: 100,
  })
  const [episode] = await server.db.select().from(chapters).where(eq(chapters.id, chapterId))
  expect(episode).toMatchObject({ processing: false, source: [{ type: 'hls', label: 'HLS' }] })
  // The stored link is inside the media store, served under /media/.
  const playlist = await server.app.inject(`/media/${episode!.source![0]!.link}`)
  expect(playlist.statusCode).toBe(200)
  expect(playlist.body).toContain('#EXT-X-STREAM-INF')
}

let filmId: number

describe('film uploads from the browser', () => {
  it('makes a new film post of an uploaded video, packaged by its job, after which it plays', async () => {
    const file = readFileSync(join(clips, 'Tập 1.webm'))
    const id = await upload({ filename: 'Tập 1.webm', posttype: 'movie', title: 'Phim Tải Lên' }, file)
    const done = await settled(id)
    expect(done).toMatchObject({ state: 'imported', file_name: 'Tập 1.webm', size: file.length, skipped: [] })
    const [post] = await server.db.select().from(posts).where(eq(posts.id, done.post_id))
    expect(post).toMatchObject({
      posttype: 'movie',
      origin: 'upload',
      status: 'unpublished',
      libraryPath: 'upload:films/Phim Tải Lên',
    })
    filmId = post!.id
    const [episode] = await episodesOf(filmId)
    expect(done.chapter_ids).toEqual([episode!.id])
    expect(episode!.libraryPath).toBe('films/Phim Tải Lên/Tập 1.webm')
    await playsAfterItsJob(episode!.id, 'films/Phim Tải Lên/Tập 1.webm')
  })

  it('adds an uploaded video as the next episode of the upload film, packaged the same way', async () => {
    const file = readFileSync(join(clips, 'Tập 2.mkv'))
    const done = await settled(await upload({ filename: 'Tập 2.mkv', post_id: filmId }, file))
    expect(done).toMatchObject({ state: 'imported', post_id: filmId, skipped: [] })
    const episodes = await episodesOf(filmId)
    expect(episodes.map((e) => [e.index, e.libraryPath])).toEqual([
      [1, 'films/Phim Tải Lên/Tập 1.webm'],
      [2, 'films/Phim Tải Lên/Tập 2.mkv'],
    ])
    expect(done.chapter_ids).toEqual([episodes[1]!.id])
    await playsAfterItsJob(episodes[1]!.id, 'films/Phim Tải Lên/Tập 2.mkv')
    // The first episode still plays.
    const [first] = await episodesOf(filmId)
    expect(first).toMatchObject({ processing: false, source: [{ type: 'hls' }] })
  })

  it('refuses a video ffprobe cannot read with the library import’s own report, and keeps the film as it was', async () => {
    const bad = Buffer.from('just text, named like a video')
    const done = await settled(await upload({ filename: 'Tập 3.mp4', post_id: filmId }, bad))
    expect(done.state).toBe('refused')

    // The same file in a library gets the same reasons from the same import.
    // (In a folder of another name: the upload post's name is taken, as the library would say.)
    const library = mkdtempSync(join(tmpdir(), 'mot-library-'))
    mkdirSync(join(library, 'films', 'Phim Thư Viện'), { recursive: true })
    writeFileSync(join(library, 'films', 'Phim Thư Viện', 'Tập 3.mp4'), bad)
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    rmSync(library, { recursive: true, force: true })
    const reasonIn = (skipped: { path: string; reason: string }[]) =>
      skipped.find((s) => s.path.endsWith('/Tập 3.mp4'))?.reason
    expect(reasonIn(report.skipped)).toBe('ffprobe cannot read it')
    expect(done.skipped).toEqual([{ path: 'films/Phim Tải Lên/Tập 3.mp4', reason: reasonIn(report.skipped) }])
    expect((await episodesOf(filmId)).map((e) => e.index)).toEqual([1, 2])
  })

  it('refuses a video over UPLOAD_MAX_MB before a byte is taken, with the envelope in the page’s language', async () => {
    const fields = { filename: 'Lớn.mp4', posttype: 'movie', title: 'Phim Quá Lớn' }
    const en = await create(fields, 1024 * 1024 + 1, 'en')
    expect(en.statusCode).toBe(413)
    expect(en.json()).toEqual({ status: 'error', message: 'The file is too large.' })
    const viTooLarge = await create({ filename: 'Tập 4.mp4', post_id: filmId }, 5 * 1024 * 1024)
    expect(viTooLarge.statusCode).toBe(413)
    expect(viTooLarge.json()).toEqual({ status: 'error', message: 'Tệp quá lớn.' })
    // Nothing was made of either: no post, no upload under way.
    expect(
      await server.db.select().from(posts).where(eq(posts.libraryPath, 'upload:films/Phim Quá Lớn')),
    ).toEqual([])
    const mine = await server.app.inject({
      url: '/en/api/v1/admin/uploads/',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(mine.json().data.filter((u: { state: string }) => u.state === 'uploading')).toEqual([])
  })
})
