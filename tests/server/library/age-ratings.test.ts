import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../../server/db/schema.ts'
import { ageRatingOfText, comicInfoAgeRatings } from '../../../server/library/age-rating.ts'
import { openZip } from '../../../server/library/archive.ts'
import { importLibrary } from '../../../server/library/import.ts'
import { zipOf as bookOf } from '../book-files.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { corpusFile } from './corpus-files.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

/*
 * Issue 50: a post's age rating comes from its files (ComicInfo's AgeRating, an EPUB's rating meta)
 * unless an admin locked the one they chose, which a rescan keeps.
 */

let server: TestServer
let library: string

const importAgain = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

const comic = async (rating: string) =>
  zipOf([
    {
      name: 'ComicInfo.xml',
      data: `<?xml version="1.0" encoding="utf-8"?><ComicInfo><AgeRating>${rating}</AgeRating></ComicInfo>`,
    },
    { name: '01.jpg', data: await page(1) },
  ])

/** A real book of the corpus with `meta` added to its package's metadata. */
async function corpusBookWith(path: string, meta: string) {
  const zip = await openZip(corpusFile(path))
  const entries: Record<string, Buffer> = { mimetype: Buffer.from('application/epub+zip') }
  try {
    for (const name of zip.names) {
      if (name === 'mimetype') continue
      const bytes = await zip.read(name)
      entries[name] = name.endsWith('.opf')
        ? Buffer.from(bytes.toString('utf8').replace('</metadata>', `${meta}</metadata>`))
        : bytes
    }
  } finally {
    zip.close()
  }
  return bookOf(entries)
}

const ratingOf = async (slug: string) => {
  const [row] = await server.db.select({ ageRating: posts.ageRating }).from(posts).where(eq(posts.slug, slug))
  expect(row, slug).toBeDefined()
  return row!.ageRating
}

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-age-ratings-'))
  writeTree(library, {
    'comics/Mature Tale/Chapter 1.cbz': await comic('Mature 17+'),
    'comics/Teen Tale/Chapter 1.cbz': await comic('Teen'),
    'comics/Pending Tale/Chapter 1.cbz': await comic('Rating Pending'),
    'comics/Aussie Tale/Chapter 1.cbz': await comic('MA15+'),
    // EPUB 3's schema.org rating, and an EPUB 2 meta by name.
    'novels/georgia.epub': await corpusBookWith(
      'novels/georgia-cfi.epub',
      '<meta property="schema:contentRating">16+</meta>',
    ),
    'novels/waste-land.epub': await corpusBookWith(
      'novels/wasteland-otf-obf.epub',
      '<meta name="age-rating" content="Adults Only 18+"/><meta name="calibre:rating" content="10"/>',
    ),
  })
  await importAgain()
}, 300_000)

afterAll(async () => {
  await server?.close()
  if (library) rmSync(library, { recursive: true, force: true })
})

describe("a post's age rating from its files", () => {
  it("takes ComicInfo's AgeRating, rounded up to the site's ratings; pending says nothing", async () => {
    expect(await ratingOf('mature-tale')).toBe(18)
    expect(await ratingOf('teen-tale')).toBe(13)
    expect(await ratingOf('aussie-tale')).toBe(16)
    expect(await ratingOf('pending-tale')).toBe(0)
  })

  it("takes an EPUB's rating meta (EPUB 3's schema:contentRating, EPUB 2's by name), never calibre's stars", async () => {
    expect(await ratingOf('georgia')).toBe(16)
    expect(await ratingOf('the-waste-land')).toBe(18)
  })

  it("keeps an admin's locked rating through a rescan, and follows the files where it is not locked", async () => {
    await server.db
      .update(posts)
      .set({ ageRating: 0, lockedFields: ['ageRating'] })
      .where(eq(posts.slug, 'mature-tale'))
    await server.db.update(posts).set({ ageRating: 0 }).where(eq(posts.slug, 'teen-tale'))
    await importAgain()
    expect(await ratingOf('mature-tale')).toBe(0)
    expect(await ratingOf('teen-tale')).toBe(13)
  }, 120_000)

  it('maps every ComicInfo value as docs/library.md tells operators, and the usual ages', () => {
    // The table the operators read: `| Everyone 10+, PG, Teen | 13+ |`; a row that says 'none' keeps
    // the post's rating.
    const docs = readFileSync(new URL('../../../docs/library.md', import.meta.url), 'utf8')
    const table = docs.slice(docs.indexOf('| ComicInfo `AgeRating` | rating |'))
    const rows = [...table.matchAll(/^ {2}\| ([^|]+) \| (none said|0|13\+|16\+|18\+)[^|]*\|$/gm)]
    const documented = Object.fromEntries(
      rows.flatMap(([, words, rating]) =>
        words!
          .split(', ')
          .map((word) => [
            word.toLowerCase(),
            rating === 'none said' ? undefined : Number.parseInt(rating!, 10),
          ]),
      ),
    )
    expect(Object.keys(documented)).toHaveLength(15)
    expect(Object.keys(comicInfoAgeRatings).sort()).toEqual(Object.keys(documented).sort())
    expect(Object.fromEntries(Object.keys(documented).map((word) => [word, ageRatingOfText(word)]))).toEqual(
      documented,
    )
    expect(
      ['Adults Only 18+', '16+', 'T16', 'Age 12+', '3+', 'PG-13', 'Mature', 'nonsense', ''].map(
        ageRatingOfText,
      ),
    ).toEqual([18, 16, 16, 13, 0, 13, 18, undefined, undefined])
  })
})
