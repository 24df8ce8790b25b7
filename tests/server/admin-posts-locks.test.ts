import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, chapters, people, postCategories, postPeople, posts } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { planChapters, savePost, storedPost } from '../../server/library/save.ts'
import { csrfToken, nextAddress, signUpAdmin, urlencoded } from './action-forms.ts'
import { createCategory } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { page, writeTree } from './library/fixtures.ts'

let server: TestServer
let library: string
let admin: { token: string }
let postId: number
let slug: string

const series = 'comics/Mùa Mưa'
const mot = (title: string, year: number) =>
  JSON.stringify({
    title: { vi: title, en: `${title} (en)` },
    description: { vi: 'Thư viện viết', en: 'The library says' },
    releaseYear: year,
    categories: ['phieu-luu'],
  })
const rescan = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

beforeAll(async () => {
  server = await createTestServer()
  admin = await signUpAdmin(server.app, 'khoa@example.com')
  await createCategory(server.db, 'comic', 'phieu-luu')
  library = mkdtempSync(join(tmpdir(), 'mot-library-locks-'))
  writeTree(library, {
    [`${series}/1/01.jpg`]: await page(1),
    [`${series}/2/01.jpg`]: await page(2),
    [`${series}/3/01.jpg`]: await page(3),
    [`${series}/cover.png`]: await page(4, 'png'),
    [`${series}/mot.json`]: mot('Mùa mưa', 2020),
  })
  await rescan()
  const [post] = await server.db.select().from(posts).where(eq(posts.origin, 'library'))
  postId = post!.id
  slug = post!.slug
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

async function send(path: string, fields: Record<string, string>) {
  const csrf = await csrfToken(server.app)
  const form = urlencoded({ csrf_token: csrf.csrf_token, ...fields })
  const res = await server.app.inject({
    method: 'POST',
    url: `/vi/api/v1${path}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${admin.token}`, 'x-forwarded-for': nextAddress() },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const postRow = async () => (await server.db.select().from(posts).where(eq(posts.id, postId)))[0]!
const chapterRows = () =>
  server.db.select().from(chapters).where(eq(chapters.postId, postId)).orderBy(asc(chapters.index))
/** Read from the database: a rescan run here does not clear the public answers, as the server's job does. */
const categorySlugs = async () =>
  (
    await server.db
      .select({ slug: categories.slug })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(eq(postCategories.postId, postId))
  ).map((c) => c.slug)

describe('a rescan and what an admin edited', () => {
  it('keeps every locked field of the post and its chapters as the admin left them', async () => {
    expect(await postRow()).toMatchObject({ title: { vi: 'Mùa mưa' }, releaseYear: 2020, origin: 'library' })
    expect(await categorySlugs()).toEqual(['phieu-luu'])
    const [one, two, three] = await chapterRows()
    const secondPage = (two!.content!.vi as string[])[0]!
    await send(`/admin/posts/${postId}/`, {
      title_vi: 'Mùa mưa (bản biên tập)',
      description_vi: 'Biên tập viết',
      release_year: '1999',
      categories: '',
      feature: secondPage,
    })
    await send(`/admin/chapters/${one!.id}/`, { title_vi: 'Mở đầu' })
    await send(`/admin/chapters/${three!.id}/`, { hidden: '1' })
    await send(`/admin/posts/${postId}/chapters/order/`, { order: `${two!.id},${one!.id},${three!.id}` })

    // The library changes its title and year, and gains a chapter; then it is scanned again.
    writeTree(library, {
      [`${series}/mot.json`]: mot('Mùa mưa mới', 2021),
      [`${series}/4/01.jpg`]: await page(5),
    })
    const report = await rescan()
    expect(report.skipped).toEqual([])

    const post = await postRow()
    // One lock holds the title in both languages.
    expect(post.title).toEqual({ vi: 'Mùa mưa (bản biên tập)', en: 'Mùa mưa (en)' })
    expect(post.description.vi).toBe('Biên tập viết')
    expect(post.releaseYear).toBe(1999)
    expect(post.feature).toBe(secondPage)
    expect(existsSync(join(server.mediaDir, secondPage))).toBe(true)
    expect(await categorySlugs()).toEqual([])
    const after = await chapterRows()
    expect(after.map((c) => [c.id, c.index])).toEqual([
      [two!.id, 1],
      [one!.id, 2],
      [three!.id, 3],
      [expect.any(Number), 4],
    ])
    expect(after[1]!.title.vi).toBe('Mở đầu')
    expect(after[2]!.hiddenAt).not.toBeNull()
    expect(post.episodeTotal).toBe(3)
    // Visitors see the admin's choices too.
    const reader = await server.app.inject(`/vi/api/v1/posts/chapter/comic/${postId}/3`)
    expect(reader.statusCode).toBe(404)
  })

  it('lets the next rescan set a field again once its lock is released', async () => {
    await send(`/admin/posts/${postId}/locks/`, { field: 'title' })
    await send(`/admin/posts/${postId}/locks/`, { field: 'categories' })
    const [, one] = await chapterRows()
    await send(`/admin/chapters/${one!.id}/locks/`, { field: 'title' })
    await rescan()
    const post = await postRow()
    expect(post.title).toEqual({ vi: 'Mùa mưa mới', en: 'Mùa mưa mới (en)' })
    expect(post.releaseYear).toBe(1999)
    expect(await categorySlugs()).toEqual(['phieu-luu'])
    const [, renamed] = await chapterRows()
    expect(renamed!.id).toBe(one!.id)
    expect(renamed!.title.vi).not.toBe('Mở đầu')
  })

  it('adds no credits from the library while people are locked', async () => {
    await send(`/admin/posts/${postId}/`, {
      people: JSON.stringify([{ name: 'Biên Tập', role: 'author' }]),
    })
    const stored = (await storedPost(server.db, slug))!
    expect(stored.lockedFields).toContain('people')
    const found = stored.chapters
      .filter((c) => c.libraryPath)
      .map((c) => ({ path: c.libraryPath!, fingerprint: c.fingerprint! }))
    await savePost(
      server.db,
      stored,
      stored.values,
      planChapters(stored.chapters, found),
      ({ stored: chapter }) => ({ title: chapter!.title, content: chapter!.content }),
      [],
      { author: ['Thư Viện'], artist: ['Hoạ Sĩ'] },
    )
    const credits = await server.db
      .select({ name: people.title, role: postPeople.role })
      .from(postPeople)
      .innerJoin(people, eq(people.id, postPeople.personId))
      .where(eq(postPeople.postId, postId))
    expect(credits).toEqual([{ name: 'Biên Tập', role: 'author' }])
  })

  it('deletes a library post without touching the library’s files', async () => {
    const file = join(library, series, '1/01.jpg')
    await send(`/admin/posts/${postId}/delete/`, { confirm: slug })
    expect(existsSync(file)).toBe(true)
    expect(existsSync(join(library, series, 'mot.json'))).toBe(true)
    expect(existsSync(join(server.mediaDir, 'library/comics', slug))).toBe(false)
    writeFileSync(join(library, 'untouched.txt'), 'still here')
    expect(existsSync(join(library, 'untouched.txt'))).toBe(true)
  })
})
