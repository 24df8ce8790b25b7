import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openArchive } from '../../../server/library/archive.ts'
import { type ImportReport, importLibrary, LibraryUnreadable } from '../../../server/library/import.ts'
import { createCategory, createPost } from '../factory.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, pixelBomb, withDeclaredSize, writeTree, zipBomb, zipOf, zipWithName } from './fixtures.ts'

let server: TestServer
let library: string
let first: ImportReport
let bomb: Buffer
const progress: { done: number; total: number; current: string }[] = []

const comicInfo = `<?xml version="1.0"?>
<!DOCTYPE ComicInfo [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<ComicInfo><Series>Bến Cảng Mèo Đêm</Series><Number>2</Number><Title>Đêm đầu</Title>
<Summary>Những con mèo &lol2; giữ bến cảng.</Summary><Writer>Lê Mèo</Writer><Penciller>Trần Vẽ</Penciller>
<Genre>Phiêu lưu</Genre><Tags>mèo, hai-huoc</Tags>
<LanguageISO>vi</LanguageISO><Manga>YesAndRightToLeft</Manga></ComicInfo>`

beforeAll(async () => {
  server = await createTestServer()
  await createPost(server.db, { slug: 'taken-name', titleVi: 'Đã có' })
  await createCategory(server.db, 'comic', 'phieu-luu')
  await createCategory(server.db, 'comic', 'hai-huoc')
  library = mkdtempSync(join(tmpdir(), 'mot-library-'))
  bomb = await zipBomb(400 * 1024 * 1024)
  const harbour = 'comics/Bến Cảng Mèo Đêm'
  writeTree(library, {
    // Natural order: chapter 2 before chapter 10, pages in a sub-folder count, litter is ignored.
    [`${harbour}/Chapter 2.cbz`]: await zipOf([
      { name: 'ComicInfo.xml', data: comicInfo },
      { name: 'pages/p2.jpg', data: await page(2) },
      { name: 'pages/p10.jpg', data: await page(3) },
      { name: 'pages/p1.jpg', data: await page(1) },
      { name: '__MACOSX/pages/._p1.jpg', data: 'mac litter' },
      { name: 'Thumbs.db', data: 'windows litter' },
      { name: 'notes.txt', data: 'not a page' },
    ]),
    [`${harbour}/Chapter 10.zip`]: await zipOf([{ name: '01.png', data: await page(4, 'png') }]),
    [`${harbour}/Chapter 11 escape.cbz`]: await zipWithName('../evil.jpg', await page(5)),
    [`${harbour}/Chapter 12 absolute.cbz`]: await zipWithName('/etc/evil.jpg', await page(5)),
    [`${harbour}/Chapter 13 drive.cbz`]: await zipWithName('C:/evil.jpg', await page(5)),
    [`${harbour}/Chapter 14 backslash.cbz`]: await zipWithName('..\\evil.jpg', await page(5)),
    [`${harbour}/Chapter 15 bomb.cbz`]: bomb,
    [`${harbour}/Chapter 16 lying bomb.cbz`]: withDeclaredSize(bomb, 1000),
    [`${harbour}/Chapter 17 truncated.cbz`]: (
      await zipOf([{ name: '01.jpg', data: await page(6) }])
    ).subarray(0, 200),
    [`${harbour}/Chapter 18 not image.cbz`]: await zipOf([
      { name: '01.jpg', data: 'just text, named like a page' },
    ]),
    [`${harbour}/Chapter 19 pixel bomb.cbz`]: await zipOf([{ name: '01.jpg', data: await pixelBomb() }]),
    'comics/Folder Series/1/01.png': await page(7, 'png'),
    'comics/Folder Series/1/02.jpg': await page(8),
    'comics/Folder Series/2/part/01.jpg': await page(9),
    'comics/Folder Series/2/._01.jpg': 'litter',
    'comics/Folder Series/cover.png': await page(10, 'png'),
    'comics/Folder Series/4/readme.txt': 'no pictures here',
    'comics/Folder Series/mot.json': JSON.stringify({
      title: { vi: 'Chuyện thư mục', en: 'Folder Tales' },
      description: { vi: 'Mô tả', en: 'A description' },
      releaseYear: 2024,
    }),
    'comics/Bad Mot/1/01.jpg': await page(11),
    'comics/Bad Mot/mot.json': JSON.stringify({ title: 'not an object', releaseYear: 'soon' }),
    'comics/Nothing Readable/1.cbz': 'not a zip at all',
    'comics/Taken Name/1/01.jpg': await page(13),
    'comics/Folder-Series/1/01.jpg': await page(14),
    [`comics/${'Dài '.repeat(45)}/1/01.jpg`]: await page(15),
    'comics/!!!/1/01.jpg': await page(16),
  })
  // A page bigger than any page should be, made sparse: refused by its size before it is read.
  writeTree(library, { 'comics/Folder Series/3/01.jpg': '' })
  truncateSync(join(library, 'comics/Folder Series/3/01.jpg'), 100 * 1024 * 1024)
  first = await importLibrary({
    db: server.db,
    mediaDir: server.mediaDir,
    library,
    onProgress: (done, total, current) => progress.push({ done, total, current }),
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const api = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)
const reasonFor = (path: string) => first.skipped.find((s) => s.path === path)?.reason

async function chapterOf(slug: string, index: number, lang = 'vi') {
  const detail = await api(`/posts/detail/comic/${slug}/`, lang)
  expect(detail.statusCode).toBe(200)
  const id = detail.json().data.id as number
  const chapter = await api(`/posts/chapter/comic/${id}/${index}`, lang)
  expect(chapter.statusCode).toBe(200)
  return { detail: detail.json().data, chapter: chapter.json().data }
}

describe('importing comics', () => {
  it('imports a CBZ series with its ComicInfo, pages in natural order, served by the media route', async () => {
    const { detail, chapter } = await chapterOf('ben-cang-meo-dem', 1)
    expect(detail.title).toBe('Bến Cảng Mèo Đêm')
    // The entity is kept as written, never expanded.
    expect(detail.description).toContain('&lol2;')
    expect(JSON.stringify(detail.categories)).toContain('phieu-luu')
    // Tags name categories too.
    expect(JSON.stringify(detail.categories)).toContain('hai-huoc')
    expect(detail.author).toBe('Lê Mèo, Trần Vẽ')
    // Its ComicInfo Number is the as printed, kept beside its title.
    expect(chapter.title).toBe('Số 2: Đêm đầu')
    // Manga = YesAndRightToLeft: read right to left until the reader chooses.
    expect(chapter.reading_mode).toBe('rtl')
    expect(chapter.content).toHaveLength(3)
    const served = await server.app.inject(chapter.content[0].replace(/^https?:\/\/[^/]+/, ''))
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const original = await server.app.inject(chapter.content[0].split('?')[0])
    expect(original.rawPayload.equals(await page(1))).toBe(true)
    const last = await server.app.inject(chapter.content[2].split('?')[0])
    expect(last.rawPayload.equals(await page(3))).toBe(true)
    const list = await api('/posts/lists/comic/')
    expect(list.statusCode).toBe(200)
    const card = list.json().data.find((p: { slug: string }) => p.slug === 'ben-cang-meo-dem')
    expect(card.episode_total).toBe(2)
    const second = await chapterOf('ben-cang-meo-dem', 2)
    expect(second.chapter.content).toHaveLength(1)
    expect(second.chapter.next_index ?? second.chapter.nextIndex ?? null).toBeNull()
  })

  it('imports a series of image folders with its mot.json titles and cover', async () => {
    const { detail, chapter } = await chapterOf('folder-series', 1)
    expect(detail.title).toBe('Chuyện thư mục')
    expect(JSON.stringify(detail)).toContain('cover-')
    expect(chapter.content).toHaveLength(2)
    expect(chapter.reading_mode).toBeNull()
    const two = await chapterOf('folder-series', 2)
    expect(two.chapter.content).toHaveLength(1)
    const en = await server.app.inject('/en/api/v1/posts/detail/comic/folder-series/')
    expect(en.json().data.title).toBe('Folder Tales')
  })

  it('skips each bad archive with its reason and imports the rest', () => {
    const harbour = 'comics/Bến Cảng Mèo Đêm'
    for (const name of ['11 escape', '12 absolute', '13 drive', '14 backslash']) {
      expect(reasonFor(`${harbour}/Chapter ${name}.cbz`)).toMatch(/escapes the folder/)
    }
    expect(reasonFor(`${harbour}/Chapter 15 bomb.cbz`)).toMatch(/zip bomb/)
    expect(reasonFor(`${harbour}/Chapter 16 lying bomb.cbz`)).toMatch(/zip bomb/)
    expect(reasonFor(`${harbour}/Chapter 17 truncated.cbz`)).toMatch(/corrupt or truncated/)
    expect(reasonFor(`${harbour}/Chapter 18 not image.cbz`)).toMatch(/01\.jpg is not an image/)
    expect(reasonFor(`${harbour}/Chapter 19 pixel bomb.cbz`)).toMatch(/01\.jpg is over the pixel limit/)
    expect(reasonFor('comics/Bad Mot/mot.json')).toMatch(/mot\.json ignored.*title/)
    expect(reasonFor('comics/Nothing Readable')).toBe('no readable chapter')
    expect(reasonFor('comics/Folder Series/3')).toBe('01.jpg is too large')
    expect(reasonFor('comics/Folder Series/4')).toBe('a folder with no images')
    expect(reasonFor('comics/Taken Name')).toMatch(
      /taken-name is already used by a post not from the library/,
    )
    expect(reasonFor('comics/Folder-Series')).toMatch(
      /folder-series is already used by comics\/Folder Series/,
    )
    expect(first.posts).toEqual({ added: 5, changed: 0, unchanged: 0, hidden: 0 })
    expect(first.chapters).toEqual({ added: 7, changed: 0, unchanged: 0, hidden: 0 })
  })

  it('shows a series with a bad mot.json under its folder name, and never one with no readable chapter', async () => {
    expect((await api('/posts/detail/comic/bad-mot/')).json().data.title).toBe('Bad Mot')
    expect((await api('/posts/detail/comic/nothing-readable/')).statusCode).toBe(404)
  })

  it('makes a slug a media path can hold from any folder name', async () => {
    const long = `${'dai-'.repeat(20).slice(0, 79)}`
    const { chapter } = await chapterOf(long, 1)
    expect((await server.app.inject(chapter.content[0].split('?')[0])).statusCode).toBe(200)
    const cards = (await api('/posts/lists/comic/')).json().data as { slug: string }[]
    const symbols = cards.find((c) => /^comic-[0-9a-f]{12}$/.test(c.slug))
    expect(symbols).toBeDefined()
    const other = await chapterOf(symbols!.slug, 1)
    expect((await server.app.inject(other.chapter.content[0].split('?')[0])).statusCode).toBe(200)
  })

  it('writes nothing outside the media store', () => {
    expect(() => readFileSync(join(server.mediaDir, '..', 'evil.jpg'))).toThrow()
  })

  it('adds nothing on a second run, and updates a changed chapter', async () => {
    const again = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(again.posts).toEqual({ added: 0, changed: 0, unchanged: 5, hidden: 0 })
    expect(again.chapters).toEqual({ added: 0, changed: 0, unchanged: 7, hidden: 0 })
    const before = await chapterOf('folder-series', 2)
    writeFileSync(join(library, 'comics/Folder Series/2/part/01.jpg'), await page(12))
    const changed = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(changed.posts).toEqual({ added: 0, changed: 1, unchanged: 4, hidden: 0 })
    expect(changed.chapters).toEqual({ added: 0, changed: 1, unchanged: 6, hidden: 0 })
    // In English: the Vietnamese answer may still be in the public cache for a minute.
    const { chapter } = await chapterOf('folder-series', 2, 'en')
    const served = await server.app.inject(chapter.content[0].split('?')[0])
    expect(served.rawPayload.equals(await page(12))).toBe(true)
    // The replaced file's pages are gone from the media store; the other chapter's stay.
    expect((await server.app.inject(before.chapter.content[0].split('?')[0])).statusCode).toBe(404)
    const one = await chapterOf('folder-series', 1, 'en')
    expect((await server.app.inject(one.chapter.content[0].split('?')[0])).statusCode).toBe(200)
    expect((await api('/posts/detail/comic/taken-name/')).json().data.title).toBe('Đã có')
  })

  it('tells its progress chapter by chapter, files done of total', () => {
    expect(progress.map((p) => p.done)).toEqual(progress.map((_, i) => i + 1))
    expect(progress.at(-1)).toMatchObject({ done: progress.length, total: progress.length })
    expect(progress.map((p) => p.current)).toContain('comics/Bến Cảng Mèo Đêm/Chapter 10.zip')
  })

  it('refuses a missing library folder', async () => {
    await expect(
      importLibrary({ db: server.db, mediaDir: server.mediaDir, library: join(library, 'missing') }),
    ).rejects.toBeInstanceOf(LibraryUnreadable)
  })
})

describe('a zip bomb', () => {
  it('is refused while streaming when its header lies, with memory flat', async () => {
    const file = join(library, 'lying.cbz')
    writeFileSync(file, withDeclaredSize(bomb, 1000))
    const before = process.memoryUsage().rss
    let peak = before
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const archive = await openArchive(file)
    await expect(archive.read(archive.pages[0]!)).rejects.toThrow(/zip bomb/)
    archive.close()
    clearInterval(timer)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(peak - before).toBeLessThan(100 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
  })
})
