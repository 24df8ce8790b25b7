import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../../server/db/schema.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { readMarkup } from '../../../server/library/markup.ts'
import { createTestServer, type TestServer } from '../harness.ts'

/*
 * Real books (../shared/corpus, SOURCES.md: EPUB 3 samples of the IDPF and of reader projects),
 * imported as an operator brings them: what their chapters are stored as keeps their structure.
 */
const corpus = join(import.meta.dirname, '../../../../shared/corpus/library/novels')

let server: TestServer
let library: string
let report: ImportReport

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-books-'))
  mkdirSync(join(library, 'novels'))
  for (const name of readdirSync(corpus).filter((n) => n.endsWith('.epub'))) {
    copyFileSync(join(corpus, name), join(library, 'novels', name))
  }
  report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 300_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

/** The stored HTML of a book's chapters, in order, by its file's name. */
async function book(file: string) {
  const [post] = await server.db
    .select()
    .from(posts)
    .where(eq(posts.libraryPath, `novels/${file}`))
  expect(post, `${file} was imported`).toBeDefined()
  const rows = await server.db
    .select()
    .from(chapters)
    .where(eq(chapters.postId, post!.id))
    .orderBy(asc(chapters.index))
  return rows.map((row) => {
    const content = row.content as { vi: unknown }
    return { index: row.index, html: typeof content.vi === 'string' ? content.vi : '' }
  })
}

const all = (book: { html: string }[]) => book.map((c) => c.html).join('\n')

describe('real books keep their structure', () => {
  it('imports every book of the sample library, books of pictures too', () => {
    const refused = report.skipped.filter((s) => /^novels\/[^/]+\.epub$/.test(s.path))
    expect(refused).toEqual([])
  })

  it('keeps ruby, and a Japanese book reads down the page with its pages turning right to left', async () => {
    const kusamakura = await book('kusamakura-japanese-vertical-writing.epub')
    const html = all(kusamakura)
    expect(html).toMatch(/<ruby>[^<]+(<rp>[^<]*<\/rp>)?<rt>[^<]+<\/rt>/)
    expect((html.match(/<rt>/g) ?? []).length).toBeGreaterThan(500)
    const chapter = kusamakura.find((c) => c.html.includes('<ruby>'))!
    expect(chapter.html).toMatch(
      /^<div lang="ja" data-page-progression="rtl" data-writing-mode="vertical-rl">/,
    )
  })

  it('keeps an Arabic book right to left', async () => {
    const html = all(await book('regime-anticancer-arabic.epub'))
    expect(html).toMatch(/<div dir="rtl"[^>]* data-page-progression="rtl"/)
  })

  it('keeps MathML and tables', async () => {
    const html = all(await book('linear-algebra.epub'))
    expect((html.match(/<math\b/g) ?? []).length).toBeGreaterThan(1000)
    expect(html).toMatch(/<mfrac>/)
    // Its matrices' brackets as MathML Core draws them.
    expect(html).toMatch(/<mrow><mo>\[<\/mo>/)
    expect(html).not.toMatch(/<mfenced/)
    expect(html).toMatch(/<table\b[^>]*>[\s\S]*?<td\b/)
  })

  it('keeps the table of contents as links to the chapters, and notes as notes', async () => {
    const moby = await book('moby-dick.epub')
    const contents = moby.find((c) => (c.html.match(/href="\.\.\/\d+\/"/g) ?? []).length >= 5)
    expect(contents, 'a contents page linking to the chapters').toBeDefined()
    const note = moby.find((c) => c.html.includes('role="doc-noteref"'))!
    expect(note.html).toMatch(/<a (?=[^>]*role="doc-noteref")(?=[^>]*href="#b-n1")[^>]*>1<\/a>/)
    expect(note.html).toMatch(/<aside (?=[^>]*role="doc-footnote")(?=[^>]*id="b-n1")/)
    // Every link between chapters leads to one that is there.
    for (const [, index] of all(moby).matchAll(/href="\.\.\/(\d+)\//g)) {
      expect(moby.some((c) => c.index === Number(index))).toBe(true)
    }
  })

  it('reads a spine of SVG drawings and one of bitmaps as a book of pages', async () => {
    const svg = await book('svg-in-spine.epub')
    expect(svg.length).toBeGreaterThanOrEqual(4)
    expect(svg.every((c) => /<svg\b/.test(c.html))).toBe(true)
    expect(all(svg)).toMatch(/<image\b[^>]* href="media:library\/novels\/[^"]+\.jpg"/)
    const bitmaps = await book('page-blanche-bitmaps-in-spine.epub')
    expect(bitmaps.length).toBeGreaterThanOrEqual(7)
    expect(bitmaps.every((c) => /^<img src="media:[^"]+\.jpg"/.test(c.html))).toBe(true)
  })

  it('keeps nothing that runs or fetches from outside', async () => {
    const stored = await server.db.select({ content: chapters.content }).from(chapters)
    const found = new Set<string>()
    for (const row of stored) {
      readMarkup(String((row.content as { vi: unknown }).vi), {
        open(name, attributes) {
          if (/^(script|style|foreignobject|iframe|object|link)$/.test(name)) found.add(name)
          for (const [attribute, value] of attributes) {
            const address = /^(href|src)$/.test(attribute) && !/^(https?:|media:|#|\.\.\/\d+\/)/.test(value)
            if (/^on|^style$|:/.test(attribute) || address || /url\((?!#)/i.test(value)) {
              found.add(`${name}[${attribute}="${value}"]`)
            }
          }
        },
      })
    }
    expect([...found]).toEqual([])
  })
})
