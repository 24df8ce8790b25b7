import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import iconv from 'iconv-lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { SLUG_PATTERN } from '../../../src/contract/limits.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { copyFromCorpus } from './corpus-files.ts'
import { clip, dubbedClip } from './film-fixtures.ts'

/*
 * Real files with real names: the corpus' `Trang Trắng` twice (an NFD folder with chapter 1 and the
 * cover, an NFC one with chapter 2), its captions of one verse in five encodings beside videos whose
 * names are in the other Unicode form, and books titled in Japanese and Hebrew.
 */

let server: TestServer
let library: string
let first: ImportReport

const get = (path: string) => server.app.inject(path)
const api = (path: string) => get(`/vi/api/v1${path}`)
const importAgain = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

const film = 'films/Ánh Nắng Qua Lá'
const verse = 'Trăm năm trong cõi người ta'

/** Captions as Aegisub writes them: Advanced SubStation Alpha, here in UTF-16 with its mark. */
const subStation = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,0,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,A hundred years
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}in this life{\\i0}
`

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-names-'))
  copyFromCorpus(library, 'comics/Trang Trắng')
  copyFromCorpus(library, film)
  for (const book of ['mymedia_lite', 'israelsailing']) {
    copyFromCorpus(library, `novels/${book}.epub`)
  }
  // The corpus' captions are named in NFC; these videos in NFD, as a Mac writes them.
  clip(join(library, film, 'Tập 1.mov'.normalize('NFD')), 'h264-aac.mp4', { seed: 1 })
  clip(join(library, film, 'Tập 2.avi'), 'h264-aac.mp4', { seed: 2 })
  clip(join(library, film, 'Tập 3.mp4'), 'h264-aac.mp4', { seed: 3 })
  clip(join(library, film, 'Tập 4.mp4'.normalize('NFD')), 'h264-aac.mp4', { seed: 4 })
  clip(join(library, film, 'Tập 5.mp4'), 'h264-aac.mp4', { seed: 5 })
  writeFileSync(
    join(library, film, 'Tập 3.en.ass'.normalize('NFD')),
    Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(subStation, 'utf-16le')]),
  )
  // A dubbed film: one picture, a Vietnamese and an English sound track, tagged as containers tag them.
  dubbedClip(join(library, 'films/Lồng Tiếng/Phim.mp4'))
  first = await importAgain()
}, 300_000)

afterAll(async () => {
  await server?.close()
  if (library) rmSync(library, { recursive: true, force: true })
})

const detailOf = async (posttype: string, slug: string) => {
  const answer = await api(`/posts/detail/${posttype}/${slug}/`)
  expect(answer.statusCode, `${posttype}/${slug}`).toBe(200)
  return answer.json().data
}

describe('names in either Unicode form', () => {
  it('imports everything, skipping nothing', () => {
    expect(first.skipped).toEqual([])
    expect(first.posts).toEqual({ added: 5, changed: 0, unchanged: 0, hidden: 0 })
  })

  it('reads two folders whose names differ only in their Unicode form as one series', async () => {
    const series = await detailOf('comic', 'trang-trang')
    expect(series.title).toBe('Trang Trắng')
    expect(series.episode_total).toBe(2)
    expect(series.feature.path).toMatch(/library\/comics\/trang-trang\/cover-\w+\.jpg$/)
    const chapters = (await api(`/posts/listchapter/comic/${series.id}/paged/1/`)).json().data
    expect(chapters.map((c: { title: string }) => c.title)).toEqual(['Chương 1', 'Chương 2'])
  })

  it('matches each caption to its video whatever form either name is in, and reads every encoding', async () => {
    const movie = await detailOf('movie', 'anh-nang-qua-la')
    expect(movie.title).toBe('Ánh Nắng Qua Lá')
    expect(movie.episode_total).toBe(5)
    for (let index = 1; index <= 5; index++) {
      const episode = (await api(`/posts/chapter/movie/${movie.id}/${index}`)).json().data
      expect(episode.subtitles.length, `episode ${index}`).toBeGreaterThan(0)
      const captions = await get(new URL(episode.subtitles[0].link, 'http://localhost').pathname)
      expect(captions.body, `episode ${index}`).toContain(verse)
    }
  })

  it('plays an AVI (packaged to HLS) and converts SubStation Alpha captions to WebVTT', async () => {
    const movie = await detailOf('movie', 'anh-nang-qua-la')
    const avi = (await api(`/posts/chapter/movie/${movie.id}/2`)).json().data
    expect(avi.source).toEqual([
      { link: expect.stringMatching(/\/hls\/master\.m3u8$/), type: 'hls', label: 'HLS' },
    ])
    const three = (await api(`/posts/chapter/movie/${movie.id}/3`)).json().data
    expect(three.subtitles.map((s: { language: string }) => s.language)).toEqual(['vi', 'en'])
    const english = await get(new URL(three.subtitles[1].link, 'http://localhost').pathname)
    expect(english.body).toBe(
      'WEBVTT\n\n00:00.000 --> 00:01.000\nA hundred years\n\n00:01.000 --> 00:02.000\n<i>in this life</i>\n',
    )
  })

  it('packages a film with several sound tracks to HLS, each an alternative named by its language', async () => {
    const movie = await detailOf('movie', 'long-tieng')
    const episode = (await api(`/posts/chapter/movie/${movie.id}/1`)).json().data
    expect(episode.source).toEqual([
      { link: expect.stringMatching(/\/hls\/master\.m3u8$/), type: 'hls', label: 'HLS' },
    ])
    const master = new URL(episode.source[0].link, 'http://localhost').pathname
    const playlist = (await get(master)).body
    const sound = playlist.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'))
    expect(sound).toHaveLength(2)
    expect(sound[0]).toContain('LANGUAGE="vi"')
    expect(sound[1]).toContain('LANGUAGE="en"')
    for (const line of sound) {
      const uri = /URI="([^"]+)"/.exec(line)![1]!
      const answer = await get(master.replace(/master\.m3u8$/, uri))
      expect(answer.statusCode, uri).toBe(200)
      expect(answer.body).toContain('#EXTINF')
    }
  })

  it('gives titles in any script an address that reads as the title', async () => {
    const japanese = await detailOf('novel', 'gariban-nohua')
    expect(japanese.title).toBe('ガリ版の話')
    const hebrew = await detailOf('novel', 'mplygym-byshrl')
    expect(hebrew.title).toBe('מפליגים בישראל')
    for (const slug of ['gariban-nohua', 'mplygym-byshrl', 'trang-trang', 'anh-nang-qua-la', 'long-tieng']) {
      expect(slug).toMatch(SLUG_PATTERN)
    }
  })

  it('changes and hides nothing when run again, names on disk in NFD and stored in NFC', async () => {
    const again = await importAgain()
    expect(again.skipped).toEqual([])
    expect(again.posts).toEqual({ added: 0, changed: 0, unchanged: 5, hidden: 0 })
    expect(again.chapters).toEqual({ added: 0, changed: 0, unchanged: first.chapters.added, hidden: 0 })
  }, 120_000)
})
