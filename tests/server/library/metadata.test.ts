import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../../server/db/schema.ts'
import { openZip } from '../../../server/library/archive.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { zipOf as bookOf } from '../book-files.ts'
import { createCategory } from '../factory.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { copyFromCorpus, corpusFile } from './corpus-files.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

/*
 * What a comic's ComicInfo.xml and a book's package metadata say is kept: genres and tags become
 * categories, the rest is shown on the detail page; a series never takes its words from an archive
 * that was refused.
 */

let server: TestServer
let library: string
let first: ImportReport

const api = (path: string) => server.app.inject(`/vi/api/v1${path}`)
const importAgain = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

const comicInfo = (fields: string) => `<?xml version="1.0" encoding="utf-8"?><ComicInfo>${fields}</ComicInfo>`

/** A real book of the corpus with its package document changed by `edit`. */
async function corpusBookWith(path: string, edit: (opf: string) => string) {
  const zip = await openZip(corpusFile(path))
  const entries: Record<string, Buffer> = { mimetype: Buffer.from('application/epub+zip') }
  try {
    for (const name of zip.names) {
      if (name === 'mimetype') continue
      const bytes = await zip.read(name)
      entries[name] = name.endsWith('.opf') ? Buffer.from(edit(bytes.toString('utf8'))) : bytes
    }
  } finally {
    zip.close()
  }
  return bookOf(entries)
}

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  // An admin's category, named with its marks: a tagger's 'kinh di' and 'KINH DỊ' are it.
  await createCategory(server.db, 'comic', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
  library = mkdtempSync(join(tmpdir(), 'mot-metadata-'))
  copyFromCorpus(library, 'comics/Bạn Trai Của Haruko')
  writeTree(library, {
    // Refused (its page is no picture): its ComicInfo says nothing of the series.
    'comics/Chọn Đúng/Chương 1.cbz': await zipOf([
      { name: 'ComicInfo.xml', data: comicInfo('<Series>Tên Sai</Series><Genre>Sai</Genre>') },
      { name: '01.jpg', data: 'just text, named like a page' },
    ]),
    'comics/Chọn Đúng/Chương 2.cbz': await zipOf([
      {
        name: 'ComicInfo.xml',
        data: comicInfo(
          '<Series>Tên Đúng</Series><Volume>2</Volume><Number>5</Number><Title>Về nhà</Title>' +
            '<Genre>KINH DI, Phiêu Lưu Mới</Genre><Tags>mèo</Tags><Publisher>NXB Kim Đồng</Publisher>' +
            '<Writer>Lê Mèo, Trần Chó</Writer><Penciller>Trần Chó</Penciller>' +
            '<LanguageISO>vi</LanguageISO><AgeRating>Teen</AgeRating>' +
            '<Web>javascript:alert(1) https://example.com/ten-dung</Web><Characters>Mèo Mun, Chó Vàng</Characters>',
        ),
      },
      { name: '01.jpg', data: await page(1) },
    ]),
    // calibre's series, an EPUB 2 book's way.
    'novels/waste-land.epub': await corpusBookWith('novels/wasteland-otf-obf.epub', (opf) =>
      opf.replace(
        '</metadata>',
        '<meta name="calibre:series" content="Thơ Hiện Đại"/><meta name="calibre:series_index" content="2.0"/>' +
          '<dc:subject>Thơ</dc:subject><dc:publisher>Faber &amp; Gwyer</dc:publisher></metadata>',
      ),
    ),
    // EPUB 3's collection, refined by its position.
    'novels/georgia.epub': await corpusBookWith('novels/georgia-cfi.epub', (opf) =>
      opf.replace(
        '</metadata>',
        '<meta property="belongs-to-collection" id="c01">Sách Georgia</meta>' +
          '<meta refines="#c01" property="group-position">3</meta></metadata>',
      ),
    ),
  })
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

describe("a comic's ComicInfo.xml", () => {
  it('takes the series from the archive that was imported, never from the refused one', async () => {
    expect(first.skipped.map((s) => s.path)).toEqual(['comics/Chọn Đúng/Chương 1.cbz'])
    const series = await detailOf('comic', 'chon-dung')
    expect(series.title).toBe('Tên Đúng')
    const names = series.categories.map((c: { name: string }) => c.name)
    expect(names).not.toContain('Sai')
  })

  it('makes its genres and tags categories: matched to the site’s by name, made when missing', async () => {
    const series = await detailOf('comic', 'chon-dung')
    expect(series.categories.map((c: { slug: string; name: string }) => [c.slug, c.name]).sort()).toEqual([
      ['kinh-di', 'Kinh dị'],
      ['meo', 'mèo'],
      ['phieu-luu-moi', 'Phiêu Lưu Mới'],
    ])
    const [made] = await server.db.select().from(categories).where(eq(categories.slug, 'phieu-luu-moi'))
    expect(made).toMatchObject({ posttype: 'comic', name: { vi: 'Phiêu Lưu Mới', en: 'Phiêu Lưu Mới' } })
    // The corpus' series names a genre no admin made: it is there now, with the series in it.
    const haruko = await detailOf('comic', 'ban-trai-cua-haruko')
    expect(haruko.categories.map((c: { name: string }) => c.name)).toEqual(['Hài hước'])
    const listed = await api('/posts/lists/comic/hai-huoc/')
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data.map((p: { slug: string }) => p.slug)).toEqual(['ban-trai-cua-haruko'])
  })

  it('keeps its publisher, language, age rating, web page and characters for the detail page', async () => {
    const series = await detailOf('comic', 'chon-dung')
    expect(series.facts).toEqual({
      series: null,
      series_position: null,
      publisher: 'NXB Kim Đồng',
      languages: ['vi'],
      age_rating: 'Teen',
      web: 'https://example.com/ten-dung',
      characters: ['Mèo Mun', 'Chó Vàng'],
      subjects: [],
    })
    expect((await detailOf('comic', 'ban-trai-cua-haruko')).facts.languages).toEqual(['ja'])
  })

  it('credits its writers as authors and its pencillers as artists, each with a page of their works by role', async () => {
    const series = await detailOf('comic', 'chon-dung')
    // The author line names each person once.
    expect(series.author).toBe('Lê Mèo, Trần Chó')
    expect(series.authors.map((p: { title: string }) => p.title)).toEqual(['Lê Mèo', 'Trần Chó'])
    expect(series.artists).toEqual([{ id: expect.any(Number), title: 'Trần Chó', slug: 'tran-cho' }])
    const person = (await api('/posts/actor/tran-cho/')).json()
    expect(person.actor.title).toBe('Trần Chó')
    expect(person.roles).toEqual([
      { role: 'author', posts: 1 },
      { role: 'artist', posts: 1 },
    ])
    expect(person.data.map((post: { slug: string }) => post.slug)).toEqual(['chon-dung'])
    // One role's works only: Lê Mèo drew nothing.
    const drawn = (await api('/posts/actor/le-meo/?role=artist')).json()
    expect(drawn.data).toEqual([])
    expect(drawn.roles).toEqual([{ role: 'author', posts: 1 }])
    expect((await api('/posts/actor/le-meo/?role=author')).json().data).toHaveLength(1)
    const unknownRole = await api('/posts/actor/le-meo/?role=painter')
    expect(unknownRole.statusCode).toBe(400)
    expect(unknownRole.json().status).toBe('error')
  })

  it('titles a chapter by its volume, number and title', async () => {
    const series = await detailOf('comic', 'chon-dung')
    const chapter = (await api(`/posts/chapter/comic/${series.id}/1`)).json().data
    expect(chapter.title).toBe('Tập 2 · Số 5: Về nhà')
  })
})

describe("a book's package metadata", () => {
  it('keeps its series and place in it (calibre or EPUB 3), publisher, languages and subjects', async () => {
    expect((await detailOf('novel', 'the-waste-land')).facts).toMatchObject({
      series: 'Thơ Hiện Đại',
      series_position: '2',
      publisher: 'Faber & Gwyer',
      languages: ['en-US'],
      subjects: ['Thơ'],
    })
    // Its creator is an author with a page of their own.
    expect((await detailOf('novel', 'the-waste-land')).authors).toMatchObject([
      { title: 'T.S. Eliot', slug: 't-s-eliot' },
    ])
    expect((await detailOf('novel', 'georgia')).facts).toMatchObject({
      series: 'Sách Georgia',
      series_position: '3',
    })
  })

  it('changes nothing when run again', async () => {
    const again = await importAgain()
    expect(again.posts).toEqual({ added: 0, changed: 0, unchanged: 4, hidden: 0 })
  }, 120_000)
})
