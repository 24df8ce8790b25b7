import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FilmPackaging, runFilmPackaging } from '../../../server/library/films/package.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'
import { page, writeTree } from './fixtures.ts'

let server: TestServer
let library: string
let first: ImportReport

const get = (path: string, headers: Record<string, string> = {}) => server.app.inject({ url: path, headers })
const api = (path: string) => get(`/vi/api/v1${path}`)
const importAgain = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

const srt = `1
00:00:00,000 --> 00:00:01,000
Xin chào

2
00:00:01,000 --> 00:00:02,000
<i>Tạm biệt</i>
`

beforeAll(async () => {
  // Answers are asked again after each import: none may come from the shared answer cache.
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-films-'))
  const ferry = join(library, 'films/Bến Đò Xưa')
  clip(join(ferry, 'Tập 1.mp4'), 'h264-aac.mp4')
  clip(join(ferry, 'Tập 2 Sang sông.webm'), 'vp9-opus.webm', { seed: 2 })
  clip(join(library, 'films/Một Mình/phim.mov'), 'h264-aac.mp4', { seed: 3, audio: false })
  clip(join(library, 'films/Một Mình/phim.webm'), 'vp9-opus.webm', { seed: 5 })
  writeTree(library, {
    'films/Bến Đò Xưa/Tập 1.srt': srt,
    'films/Bến Đò Xưa/Tập 1.en.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n',
    'films/Bến Đò Xưa/Tập 2 Sang sông.en.srt': 'no cue in here',
    'films/Bến Đò Xưa/poster.png': await page(1, 'png'),
    'films/Bến Đò Xưa/mot.json': JSON.stringify({
      title: { vi: 'Bến Đò Xưa', en: 'The Old Ferry' },
      releaseYear: 2021,
      directors: ['Nguyễn Đạo Diễn'],
      actors: ['Trần Diễn Viên', 'Lê Vai Phụ'],
    }),
    'films/Hỏng/E01.mp4': 'just text, named like a video',
    'films/Một Mình/poster.jpg': 'not a picture',
    // Windows-1258 bytes, as an old Vietnamese caption tool writes them: the tone a mark of its own.
    'films/Bến Đò Xưa/Tập 2 Sang sông.vi.srt': Buffer.from(
      '1\n00:00:00,000 --> 00:00:01,000\nXin ch\xe0o ng\xfd\xf5\xcci l\x61\xf2\n',
      'latin1',
    ),
  })
  first = await importAgain()
}, 120_000)

afterAll(async () => {
  await server?.close()
  if (library) rmSync(library, { recursive: true, force: true })
})

const episode = async (slug: string, index: number) => {
  const detail = (await api(`/posts/detail/movie/${slug}/`)).json().data
  return { detail, episode: (await api(`/posts/chapter/movie/${detail.id}/${index}`)).json().data }
}

describe('importing films', () => {
  it('imports each folder as a film and each playable video as an episode, skipping what ffprobe cannot read', () => {
    expect(first.posts).toEqual({ added: 2, changed: 0, unchanged: 0, hidden: 0 })
    expect(first.chapters).toEqual({ added: 3, changed: 0, unchanged: 0, hidden: 0 })
    expect(first.skipped).toEqual(
      expect.arrayContaining([
        { path: 'films/Hỏng/E01.mp4', reason: 'ffprobe cannot read it' },
        { path: 'films/Hỏng', reason: 'no playable episode' },
        { path: 'films/Bến Đò Xưa/Tập 2 Sang sông.en.srt', reason: 'no subtitle cue in it' },
        {
          path: 'films/Một Mình/phim.webm',
          reason: 'another video has the same name (films/Một Mình/phim.mov)',
        },
        { path: 'films/Một Mình/poster.jpg', reason: 'films/Một Mình/poster.jpg is not an image' },
      ]),
    )
    expect(first.skipped).toHaveLength(5)
  })

  it('keeps the words, release year, people and poster of mot.json and the folder', async () => {
    const { detail } = await episode('ben-do-xua', 1)
    expect(detail.title).toBe('Bến Đò Xưa')
    expect(detail.release_year).toEqual([{ name: '2021' }])
    expect(detail.directors.map((p: { title: string }) => p.title)).toEqual(['Nguyễn Đạo Diễn'])
    expect(detail.actors.map((p: { title: string }) => p.title)).toEqual(['Trần Diễn Viên', 'Lê Vai Phụ'])
    expect(detail.feature.path).toMatch(/library\/films\/ben-do-xua\/cover-\w+\.png$/)
    expect(detail.has_video).toBe(true)
    const english = (await server.app.inject('/en/api/v1/posts/detail/movie/ben-do-xua/')).json().data
    expect(english.title).toBe('The Old Ferry')
  })

  it('serves H.264/AAC in MP4 as it is, with range requests, and its captions as WebVTT', async () => {
    const { episode: one } = await episode('ben-do-xua', 1)
    expect(one.title).toBe('Tập 1')
    expect(one.processing).toBe(false)
    expect(one.source).toEqual([{ link: expect.stringMatching(/\/video\.mp4$/), type: 'mp4', label: 'MP4' }])
    const video = new URL(one.source[0].link, 'http://localhost').pathname
    const ranged = await get(video, { range: 'bytes=0-99' })
    expect(ranged.statusCode).toBe(206)
    expect(ranged.headers['content-type']).toBe('video/mp4')
    expect(ranged.rawPayload).toHaveLength(100)
    expect(one.subtitles.map((s: { language: string; label: string }) => [s.language, s.label])).toEqual([
      ['vi', 'Tiếng Việt'],
      ['en', 'English'],
    ])
    const vi = await get(new URL(one.subtitles[0].link, 'http://localhost').pathname)
    expect(vi.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(vi.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nXin chào\n\n00:00:01.000 --> 00:00:02.000\n<i>Tạm biệt</i>\n',
    )
  })

  it('packages anything else to HLS once, and the episode plays when it is done', async () => {
    const { episode: two } = await episode('ben-do-xua', 2)
    expect(two.title).toBe('Sang sông')
    expect(two.subtitles.map((s: { language: string }) => s.language)).toEqual(['vi'])
    const vi = await get(new URL(two.subtitles[0].link, 'http://localhost').pathname)
    expect(vi.body).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nXin chào người lạ\n')
    expect(two.processing).toBe(false)
    expect(two.source).toEqual([
      { link: expect.stringMatching(/\/hls\/master\.m3u8$/), type: 'hls', label: 'HLS' },
    ])
    const playlist = await get(new URL(two.source[0].link, 'http://localhost').pathname)
    expect(playlist.statusCode).toBe(200)
    expect(playlist.body).toContain('#EXT-X-STREAM-INF')
    expect(playlist.body).toContain('avc1')
  })

  it('plays a single file as the whole film', async () => {
    const { detail, episode: whole } = await episode('mot-minh', 1)
    expect(detail.title).toBe('Một Mình')
    expect(detail.episode_total).toBe(1)
    expect(whole.title).toBe('Trọn bộ')
    expect(whole.source[0].type).toBe('mp4')
    expect(whole.subtitles).toEqual([])
  })

  it('changes nothing when run again', async () => {
    const again = await importAgain()
    expect(again.posts).toEqual({ added: 0, changed: 0, unchanged: 2, hidden: 0 })
    expect(again.chapters).toEqual({ added: 0, changed: 0, unchanged: 3, hidden: 0 })
  })

  it('replaces the captions of a changed caption file', async () => {
    const before = (await episode('ben-do-xua', 1)).episode.subtitles[0].link
    writeFileSync(join(library, 'films/Bến Đò Xưa/Tập 1.srt'), srt.replace('Xin chào', 'Chào buổi sáng'))
    const again = await importAgain()
    expect(again.chapters).toEqual({ added: 0, changed: 1, unchanged: 2, hidden: 0 })
    const after = (await episode('ben-do-xua', 1)).episode.subtitles[0].link
    expect(after).not.toBe(before)
    expect((await get(new URL(after, 'http://localhost').pathname)).body).toContain('Chào buổi sáng')
    expect((await get(new URL(before, 'http://localhost').pathname)).statusCode).toBe(404)
  })

  it('shows an episode being packaged as processing, with nothing to play, until its job has run', async () => {
    clip(join(library, 'films/Bến Đò Xưa/Tập 3.mkv'), 'h264-aac.mkv', { seed: 4 })
    const jobs: FilmPackaging[] = []
    const options = { db: server.db, mediaDir: server.mediaDir, library }
    const report = await importLibrary({ ...options, packageLater: (job) => jobs.push(job) })
    expect(report.chapters).toEqual({ added: 1, changed: 0, unchanged: 3, hidden: 0 })
    expect(jobs).toEqual([expect.objectContaining({ path: 'films/Bến Đò Xưa/Tập 3.mkv', h264: true })])
    const { episode: three } = await episode('ben-do-xua', 3)
    expect(three).toMatchObject({ processing: true, source: [] })
    // The queue's job: once it has run, the episode plays.
    await runFilmPackaging(server.db, server.mediaDir, jobs[0]!)
    const { episode: ready } = await episode('ben-do-xua', 3)
    expect(ready).toMatchObject({ processing: false, source: [{ type: 'hls' }] })
  })

  it('hides the episode of a removed video, and keeps its files for its return', async () => {
    const { episode: three } = await episode('ben-do-xua', 3)
    rmSync(join(library, 'films/Bến Đò Xưa/Tập 3.mkv'))
    const gone = await importAgain()
    expect(gone.chapters).toMatchObject({ added: 0, hidden: 1 })
    expect((await api('/posts/detail/movie/ben-do-xua/')).json().data.episode_total).toBe(2)
    expect((await get(new URL(three.source[0].link, 'http://localhost').pathname)).statusCode).toBe(200)
  })
})
