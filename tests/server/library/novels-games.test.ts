import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { zipOf } from '../book-files.ts'
import { createCategory } from '../factory.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree } from './fixtures.ts'

let server: TestServer
let library: string
let first: ImportReport

const xhtml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>${body}</body></html>`

/** A small EPUB 3: two chapters, a picture inside the book, an SVG, a script and an outside image. */
async function epub() {
  return zipOf({
    mimetype: 'application/epub+zip',
    'META-INF/container.xml': `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    'OEBPS/book.opf': `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:2</dc:identifier>
<dc:title>Gió Đầu Mùa</dc:title><dc:creator>Thạch Lam</dc:creator><dc:description>Truyện ngắn.</dc:description>
<dc:subject>van-hoc</dc:subject></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="cover" href="cover.jpg" media-type="image/jpeg" properties="cover-image"/>
<item id="pic" href="pic.jpg" media-type="image/jpeg"/><item id="svg" href="art.svg" media-type="image/svg+xml"/>
<item id="c1" href="one.xhtml" media-type="application/xhtml+xml"/>
<item id="c2" href="two.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>`,
    'OEBPS/nav.xhtml': `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<body><nav epub:type="toc"><ol><li><a href="one.xhtml">Mở đầu</a></li><li><a href="two.xhtml">Kết</a></li></ol></nav></body></html>`,
    'OEBPS/cover.jpg': await page(20),
    'OEBPS/pic.jpg': await page(21),
    'OEBPS/art.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'OEBPS/one.xhtml': xhtml(
      '<p onclick="steal()">Một.</p><img src="pic.jpg" alt="bến"/><img src="art.svg" alt="svg"/><script>alert(1)</script><img src="https://tracker.example/x.png"/>',
    ),
    'OEBPS/two.xhtml': xhtml('<p>Hai.</p>'),
  })
}

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  await createCategory(server.db, 'novel', 'van-hoc')
  library = mkdtempSync(join(tmpdir(), 'mot-library-'))
  writeTree(library, {
    'novels/gio-dau-mua.epub': await epub(),
    'novels/Đêm Trắng/01 Mở đầu.txt': 'Dòng một.\n\nĐoạn hai <script>x</script>.',
    'novels/Đêm Trắng/02 Giữa.md':
      '# Giữa\n\n**Đậm** và [web](https://example.org) và [lạ](javascript:alert(1)).',
    'novels/Đêm Trắng/10 Kết.html': '<p>Hết.</p>',
    'novels/Đêm Trắng/03 Lỗi.txt': Buffer.from([0xff, 0xfe, 0x41]).subarray(1),
    'novels/Đêm Trắng/cover.png': await page(22, 'png'),
    'novels/Đêm Trắng/mot.json': JSON.stringify({ title: { vi: 'Đêm Trắng', en: 'White Night' } }),
    'novels/Hỏng.epub': 'not a zip',
    'novels/notes.docx': 'not a novel',
    'games/co-tuong.json': JSON.stringify({
      title: { vi: 'Cờ tướng', en: 'Chinese Chess' },
      description: 'Chơi cờ tướng trực tuyến.',
      url: 'https://games.example/co-tuong',
      cover: 'co-tuong.png',
    }),
    'games/co-tuong.png': await page(23, 'png'),
    'games/plain-http.json': JSON.stringify({ title: 'Lỗi', url: 'http://games.example/x' }),
    'games/broken.json': '{ not json',
  })
  // Names written in Latin-1, not UTF-8, as an old archive tool or a network share may leave them.
  const latin1 = (folder: string, name: string) =>
    Buffer.concat([Buffer.from(`${join(library, folder)}/`), Buffer.from(name, 'latin1')])
  mkdirSync(latin1('comics', 'Mèo Latin'), { recursive: true })
  writeFileSync(latin1('novels/Đêm Trắng', '04 Lá thu.txt'), 'Không đọc được tên.')
  first = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const api = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)
const reasonFor = (path: string) => first.skipped.find((s) => s.path === path)?.reason
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

async function novel(slug: string) {
  const detail = (await api(`/posts/detail/novel/${slug}/`)).json().data
  const chapter = async (index: number) =>
    (await api(`/posts/chapter/novel/${detail.id}/${index}`)).json().data
  return { detail, chapter }
}

describe('importing novels', () => {
  it('imports an EPUB: its metadata, chapters titled by its table of contents, sanitised, its picture served', async () => {
    const { detail, chapter } = await novel('gio-dau-mua')
    expect(detail).toMatchObject({ title: 'Gió Đầu Mùa', description: 'Truyện ngắn.', episode_total: 2 })
    expect(JSON.stringify(detail.categories)).toContain('van-hoc')
    expect((await server.app.inject(local(detail.feature.path))).statusCode).toBe(200)
    const one = await chapter(1)
    expect(one.title).toBe('Mở đầu')
    expect(one.content).toContain('Một.')
    expect(one.content).not.toMatch(/script|onclick|tracker\.example|svg|book-image:|media:/)
    const src = /<img[^>]*src="([^"]+)"/.exec(one.content)?.[1]
    expect(src).toBeDefined()
    const picture = await server.app.inject(local(src!.replaceAll('&amp;', '&')).split('?')[0]!)
    expect(picture.rawPayload.equals(await page(21))).toBe(true)
    expect((await chapter(2)).title).toBe('Kết')
    expect(reasonFor('novels/gio-dau-mua.epub/OEBPS/art.svg')).toMatch(/not an image/)
  })

  it('imports a folder of chapter files in natural order, with its mot.json and cover', async () => {
    const { detail, chapter } = await novel('dem-trang')
    expect(detail).toMatchObject({ title: 'Đêm Trắng', episode_total: 3 })
    expect((await api('/posts/detail/novel/dem-trang/', 'en')).json().data.title).toBe('White Night')
    expect((await chapter(1)).title).toBe('Mở đầu')
    expect((await chapter(1)).content).not.toContain('<script')
    const two = await chapter(2)
    expect(two.content).toContain('<strong>Đậm</strong>')
    expect(two.content).not.toContain('javascript:')
    expect((await chapter(3)).content).toContain('Hết.')
    expect(reasonFor('novels/Đêm Trắng/03 Lỗi.txt')).toBeDefined()
  })

  it('skips a folder or chapter file whose name is not UTF-8, saying so, and imports the rest', () => {
    const misnamed = first.skipped.filter((s) => s.reason.includes('not in UTF-8'))
    expect(misnamed.map((s) => s.path)).toEqual([
      'comics/M\uFFFDo Latin',
      'novels/Đêm Trắng/04 L\uFFFD thu.txt',
    ])
  })

  it('skips a broken book and a file that is no novel, with their reasons', () => {
    expect(reasonFor('novels/Hỏng.epub')).toMatch(/corrupt or truncated/)
    expect(reasonFor('novels/notes.docx')).toMatch(/not a novel/)
  })

  it('adds nothing on a second run, and hides a removed chapter file', async () => {
    const again = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(again.posts).toMatchObject({ added: 0, changed: 0 })
    expect(again.chapters).toMatchObject({ added: 0, changed: 0, unchanged: 5 })
    unlinkSync(join(library, 'novels/Đêm Trắng/02 Giữa.md'))
    const removed = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(removed.chapters).toMatchObject({ hidden: 1, added: 0 })
    const { detail, chapter } = await novel('dem-trang')
    expect(detail.episode_total).toBe(2)
    expect((await chapter(3)).prev_index).toBe(1)
  })
})

describe('importing games', () => {
  it('imports a game with its play address and cover', async () => {
    const game = (await api('/posts/detail/game/co-tuong/')).json().data
    expect(game.title).toBe('Cờ tướng')
    expect(JSON.stringify(game)).toContain('https://games.example/co-tuong')
    expect((await server.app.inject(local(game.feature.path))).statusCode).toBe(200)
  })

  it('skips a game whose file is not valid or whose address is not https', () => {
    expect(reasonFor('games/plain-http.json')).toMatch(/https/)
    expect(reasonFor('games/broken.json')).toMatch(/not valid JSON/)
  })
})
