import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, chapters, posts } from '../../server/db/schema.ts'
import { csrfToken, nextAddress, signUp, signUpAdmin, urlencoded } from './action-forms.ts'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let admin: { token: string; user: { id: number; email: string } }
let member: { token: string; user: { id: number; email: string } }
let comic: Awaited<ReturnType<typeof createPost>>
let film: Awaited<ReturnType<typeof createPost>>
let draft: Awaited<ReturnType<typeof createPost>>
let action: { id: number }
let drama: { id: number }
let filmGenre: { id: number }

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  admin = await signUpAdmin(server.app, 'bientap@example.com')
  member = await signUp(server.app, 'docgia@example.com')
  action = await createCategory(db, 'comic', 'hanh-dong', { vi: 'Hành động', en: 'Action' })
  drama = await createCategory(db, 'comic', 'tam-ly', { vi: 'Tâm lý', en: 'Drama' })
  filmGenre = await createCategory(db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
  comic = await createPost(db, {
    slug: 'da-lat-mua-suong',
    titleVi: 'Đà Lạt mùa sương',
    titleEn: 'Misty Dalat',
    releaseYear: 2019,
  })
  await createChapters(db, comic.id, 3, (i) => ({ content: [`pages/da-lat/${i}/001.webp`] }))
  await addToCategory(db, action.id, [comic.id])
  await credit(db, comic.id, (await createPerson(db, 'hoa-si', 'Hoạ sĩ')).id, 'artist')
  film = await createPost(db, {
    posttype: 'movie',
    slug: 'phim-dem',
    titleVi: 'Phim đêm',
    titleEn: 'Night film',
  })
  draft = await createPost(db, {
    slug: 'ban-nhap',
    titleVi: 'Bản nháp',
    titleEn: 'Draft',
    status: 'unpublished',
    origin: 'upload',
  })
})
afterAll(() => server.close())

const api = (lang: string, path: string) => `/${lang}/api/v1${path}`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const get = (url: string, token?: string) =>
  server.app.inject({ url, headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': nextAddress() } })

async function send(url: string, token: string | undefined, fields: Record<string, string>, withCsrf = true) {
  const csrf = await csrfToken(server.app)
  const form = urlencoded(withCsrf ? { csrf_token: csrf.csrf_token, ...fields } : fields)
  return server.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}), 'x-forwarded-for': nextAddress() },
  })
}
const edit = (id: number, fields: Record<string, string>, lang = 'vi') =>
  send(api(lang, `/admin/posts/${id}/`), admin.token, fields)

const lastAudit = async () => (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]
const postRow = async (id: number) => (await server.db.select().from(posts).where(eq(posts.id, id)))[0]

describe('admin posts: who may call', () => {
  const reads = ['/admin/posts/', '/admin/posts/paged/2/', '/admin/posts/1/']
  it.each(reads)(
    'GET %s: 401 for a visitor, 403 for a member, in the language of the address',
    async (path) => {
      const visitor = await get(api('vi', path))
      expect(visitor.statusCode).toBe(401)
      expect(visitor.json().status).toBe('error')
      expect(visitor.headers['cache-control']).toBe('no-store')
      const forbidden = await get(api('en', path), member.token)
      expect(forbidden.statusCode).toBe(403)
      expect(forbidden.json()).toEqual({ status: 'error', message: 'Only admins can do this.' })
    },
  )

  const writes = [
    '/admin/posts/1/',
    '/admin/posts/1/locks/',
    '/admin/posts/1/status/',
    '/admin/posts/1/delete/',
    '/admin/posts/1/chapters/order/',
    '/admin/chapters/1/',
    '/admin/chapters/1/locks/',
    '/admin/chapters/1/delete/',
  ]
  it.each(writes)('POST %s: 401, 403, and 403 without a CSRF token', async (path) => {
    expect((await send(api('vi', path), undefined, {})).statusCode).toBe(401)
    const forbidden = await send(api('vi', path), member.token, {})
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().message).toBe('Chỉ quản trị viên mới dùng được chức năng này.')
    expect(
      (
        await send(
          api('vi', path),
          admin.token,
          { status: 'published', field: 'title', confirm: 'x', order: '1' },
          false,
        )
      ).statusCode,
    ).toBe(403)
  })
})

describe('the admin posts list', () => {
  it('lists every post, unpublished ones too, newest change first, in the paging envelope', async () => {
    const res = await get(api('vi', '/admin/posts/'), admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toMatchObject({ status: 'success', is_next: false, paged: 1, page: 1 })
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'ban-nhap',
      'phim-dem',
      'da-lat-mua-suong',
    ])
    expect(body.data[2]).toEqual({
      id: comic.id,
      slug: 'da-lat-mua-suong',
      posttype: 'comic',
      title: { vi: 'Đà Lạt mùa sương', en: 'Misty Dalat' },
      status: 'published',
      origin: 'demo',
      chapter_count: 3,
      updated_at: expect.any(String),
      cover: expect.objectContaining({ path: expect.stringContaining('covers/da-lat-mua-suong') }),
    })
  })

  it('searches titles in either language without accents, and filters by type, status and origin', async () => {
    const slugsOf = async (query: string) =>
      (await get(api('vi', `/admin/posts/${query}`), admin.token))
        .json()
        .data.map((p: { slug: string }) => p.slug)
    expect(await slugsOf('?q=da%20lat')).toEqual(['da-lat-mua-suong'])
    expect(await slugsOf('?q=MISTY')).toEqual(['da-lat-mua-suong'])
    expect(await slugsOf('?q=%25')).toEqual([])
    expect(await slugsOf('?type=movie')).toEqual(['phim-dem'])
    expect(await slugsOf('?status=unpublished')).toEqual(['ban-nhap'])
    expect(await slugsOf('?origin=upload&status=')).toEqual(['ban-nhap'])
    expect(await slugsOf('?origin=library')).toEqual([])
  })

  it('refuses unknown filters and pages with a 400 and the envelope', async () => {
    for (const query of ['?type=book', '?status=draft', '?origin=web', `?q=${'a'.repeat(101)}`]) {
      const res = await get(api('en', `/admin/posts/${query}`), admin.token)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().status).toBe('error')
    }
    expect((await get(api('vi', '/admin/posts/paged/0/'), admin.token)).statusCode).toBe(400)
  })
})

describe('one post for the edit form', () => {
  it('has its fields, categories, the type’s categories to choose from, people and chapters', async () => {
    const res = await get(api('vi', `/admin/posts/${comic.id}/`), admin.token)
    expect(res.statusCode).toBe(200)
    const post = res.json().data
    expect(post).toMatchObject({
      id: comic.id,
      title: { vi: 'Đà Lạt mùa sương', en: 'Misty Dalat' },
      description: { vi: 'Mô tả', en: 'Description' },
      status: 'published',
      origin: 'demo',
      release_year: 2019,
      reading_mode: null,
      locked_fields: [],
      categories: [{ id: action.id, slug: 'hanh-dong', name: { vi: 'Hành động', en: 'Action' } }],
      people: [expect.objectContaining({ name: 'Hoạ sĩ', role: 'artist' })],
    })
    expect(post.category_choices.map((c: { slug: string }) => c.slug)).toEqual(['hanh-dong', 'tam-ly'])
    expect(post.chapters).toHaveLength(3)
    expect(post.chapters[0]).toMatchObject({
      index: 1,
      title: { vi: 'Chương 1', en: 'Chapter 1' },
      hidden: false,
      hidden_because: null,
      locked_fields: [],
      first_page: { path: 'pages/da-lat/1/001.webp' },
    })
  })

  it('answers 404 in the page’s language for an unknown post', async () => {
    const res = await get(api('en', '/admin/posts/999999/'), admin.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Post not found.' })
  })
})

describe('editing a post', () => {
  it('refuses malformed fields with a 400 that names them', async () => {
    const bad: Record<string, string>[] = [
      { release_year: '99' },
      { release_year: '3000' },
      { reading_mode: 'sideways' },
      { categories: '1,x' },
      { people: 'not json' },
      { people: '[{"name":"A","role":"writer"}]' },
      { title_vi: '' },
      { title_en: 'x'.repeat(301) },
      { feature: '../secret.png' },
      { feature: '/etc/passwd' },
    ]
    for (const fields of bad) {
      const res = await edit(comic.id, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().status).toBe('error')
    }
    const foreign = await edit(comic.id, { categories: String(filmGenre.id) }, 'en')
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe(`Post type comic has no category ${filmGenre.id}.`)
    const notOwn = await edit(comic.id, { feature: 'pages/other/001.webp' }, 'en')
    expect(notOwn.json().message).toBe('The image must be a page of one of this post’s own chapters.')
    const filmMode = await edit(film.id, { reading_mode: 'rtl' })
    expect(filmMode.statusCode).toBe(400)
    // A comic credits authors and artists, not actors.
    const actorOnComic = await edit(
      comic.id,
      { people: JSON.stringify([{ name: 'Diễn viên', role: 'actor' }]) },
      'en',
    )
    expect(actorOnComic.statusCode).toBe(400)
    expect(actorOnComic.json().message).toBe('This role is not credited on this kind of post.')
    expect((await postRow(comic.id))?.lockedFields).toEqual([])
  })

  it('sets and locks each field changed, audits before and after, and visitors see it at once', async () => {
    // The detail is in the public cache before the edit.
    expect((await get(api('vi', '/posts/detail/comic/da-lat-mua-suong/'))).json().data.title).toBe(
      'Đà Lạt mùa sương',
    )
    const res = await edit(comic.id, {
      title_vi: 'Đà Lạt sương mù',
      title_en: 'Misty Dalat',
      description_en: 'Fog over the hills',
      categories: `${drama.id},${action.id}`,
      people: JSON.stringify([
        { name: 'Hoạ sĩ', role: 'artist' },
        { name: 'Người kể', role: 'author' },
      ]),
      release_year: '2020',
      reading_mode: 'rtl',
      feature: 'pages/da-lat/2/001.webp',
    })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.changed).toEqual([
      'title',
      'description',
      'releaseYear',
      'readingMode',
      'feature',
      'categories',
      'people',
    ])
    expect(data.post.locked_fields).toEqual(data.changed)
    expect(data.post.categories.map((c: { slug: string }) => c.slug)).toEqual(['hanh-dong', 'tam-ly'])
    expect(data.post.people.map((p: { name: string }) => p.name)).toEqual(['Hoạ sĩ', 'Người kể'])
    expect(await lastAudit()).toMatchObject({
      memberId: admin.user.id,
      actor: 'bientap@example.com',
      action: 'post.edit',
      target: `post:${comic.id}`,
      before: {
        title: { vi: 'Đà Lạt mùa sương', en: 'Misty Dalat' },
        releaseYear: 2019,
        readingMode: null,
        categories: ['hanh-dong'],
      },
      after: {
        title: { vi: 'Đà Lạt sương mù', en: 'Misty Dalat' },
        releaseYear: 2020,
        readingMode: 'rtl',
        feature: 'pages/da-lat/2/001.webp',
        categories: ['hanh-dong', 'tam-ly'],
      },
    })
    const detail = (await get(api('vi', '/posts/detail/comic/da-lat-mua-suong/'))).json().data
    expect(detail.title).toBe('Đà Lạt sương mù')
    expect(detail.release_year).toEqual([{ name: '2020' }])

    // The same values again change nothing and write nothing.
    const audits = await server.db.$count(auditLog)
    const again = await edit(comic.id, { title_vi: 'Đà Lạt sương mù', release_year: '2020' })
    expect(again.json().data.changed).toEqual([])
    expect(await server.db.$count(auditLog)).toBe(audits)
  })

  it('releases one lock, audited; an unknown field is a 400', async () => {
    const url = api('vi', `/admin/posts/${comic.id}/locks/`)
    expect((await send(url, admin.token, { field: 'slug' })).statusCode).toBe(400)
    const res = await send(url, admin.token, { field: 'releaseYear' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.locked_fields).not.toContain('releaseYear')
    expect((await postRow(comic.id))?.lockedFields).not.toContain('releaseYear')
    expect(await lastAudit()).toMatchObject({
      action: 'post.unlock',
      target: `post:${comic.id}`,
      before: { locked_fields: expect.arrayContaining(['releaseYear']) },
    })
  })

  it('uploads a cover as the body, checked by content, stored resized in the post’s own folder', async () => {
    const png = await sharp({ create: { width: 3000, height: 4200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer()
    const url = api('vi', `/admin/posts/${draft.id}/images/feature/`)
    const upload = async (body: Buffer, withCsrf = true, type = 'image/png') => {
      const csrf = await csrfToken(server.app)
      return server.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          'content-type': type,
          ...bearer(admin.token),
          ...(withCsrf ? { 'x-csrf-token': csrf.csrf_token } : {}),
          'x-forwarded-for': nextAddress(),
        },
      })
    }
    expect((await upload(png, false)).statusCode).toBe(403)
    const notImage = await upload(Buffer.from('<html>not an image</html>'))
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json()).toEqual({ status: 'error', message: 'Tệp gửi lên không phải là ảnh dùng được.' })
    expect((await upload(png, true, 'text/plain')).statusCode).toBe(400)
    const res = await upload(png)
    expect(res.statusCode).toBe(200)
    const path = res.json().data.feature as string
    expect(path).toMatch(new RegExp(`^posts/${draft.id}/feature-[0-9a-f]{12}\\.webp$`))
    const stored = await sharp(join(server.mediaDir, path)).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 2400 })
    const row = await postRow(draft.id)
    expect(row).toMatchObject({ feature: path, lockedFields: ['feature'] })
    expect(await lastAudit()).toMatchObject({ action: 'post.edit', after: { feature: path } })
  })
})

describe('publishing', () => {
  it('unpublishes and publishes, audited; visitors lose the post at once and get it back', async () => {
    const url = api('vi', `/admin/posts/${film.id}/status/`)
    expect((await send(url, admin.token, { status: 'hidden' })).statusCode).toBe(400)
    expect((await get(api('vi', '/posts/detail/movie/phim-dem/'))).statusCode).toBe(200)
    const off = await send(url, admin.token, { status: 'unpublished' })
    expect(off.json().data).toEqual({ id: film.id, status: 'unpublished', changed: true })
    expect(await lastAudit()).toMatchObject({
      action: 'post.unpublish',
      target: `post:${film.id}`,
      before: { status: 'published' },
      after: { status: 'unpublished' },
    })
    expect((await get(api('vi', '/posts/detail/movie/phim-dem/'))).statusCode).toBe(404)
    expect((await send(url, admin.token, { status: 'published' })).json().data.changed).toBe(true)
    expect((await get(api('vi', '/posts/detail/movie/phim-dem/'))).statusCode).toBe(200)
  })
})

describe('chapters', () => {
  it('renames and hides a chapter, locking each field, keeping the post’s chapter count right', async () => {
    const [first] = await server.db
      .select()
      .from(chapters)
      .where(eq(chapters.postId, comic.id))
      .orderBy(chapters.index)
    const url = api('vi', `/admin/chapters/${first!.id}/`)
    expect((await send(url, admin.token, { hidden: 'yes' })).statusCode).toBe(400)
    const res = await send(url, admin.token, { title_vi: 'Mở đầu', title_en: 'Opening', hidden: '1' })
    expect(res.json().data.changed).toEqual(['title', 'hidden'])
    expect(await lastAudit()).toMatchObject({
      action: 'chapter.edit',
      target: `chapter:${first!.id}`,
      before: { title: { vi: 'Chương 1', en: 'Chapter 1' }, hidden: false },
      after: { title: { vi: 'Mở đầu', en: 'Opening' }, hidden: 'admin', locked_fields: ['title', 'hidden'] },
    })
    expect((await postRow(comic.id))?.episodeTotal).toBe(2)
    const form = (await get(api('vi', `/admin/posts/${comic.id}/`), admin.token)).json().data
    expect(form.chapters[0]).toMatchObject({ hidden: true, hidden_because: 'admin', title: { vi: 'Mở đầu' } })
    expect((await get(api('vi', `/posts/chapter/comic/${comic.id}/1`))).statusCode).toBe(404)
    await send(url, admin.token, { hidden: '0' })
    expect((await postRow(comic.id))?.episodeTotal).toBe(3)
    const unlock = await send(api('vi', `/admin/chapters/${first!.id}/locks/`), admin.token, {
      field: 'title',
    })
    expect(unlock.json().data.locked_fields).toEqual(['hidden'])
  })

  it('reorders chapters, locking the ones moved; an order that misses one is a 400', async () => {
    const stored = await server.db
      .select()
      .from(chapters)
      .where(eq(chapters.postId, comic.id))
      .orderBy(chapters.index)
    const [a, b, c] = stored.map((chapter) => chapter.id)
    const url = api('en', `/admin/posts/${comic.id}/chapters/order/`)
    const missing = await send(url, admin.token, { order: `${c},${a}` })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('The order must name every chapter of the post exactly once.')
    expect((await send(url, admin.token, { order: `${c},${a},${a}` })).statusCode).toBe(400)
    expect((await send(url, admin.token, { order: 'c,a' })).statusCode).toBe(400)
    const res = await send(url, admin.token, { order: `${c},${a},${b}` })
    expect(res.statusCode).toBe(200)
    const after = await server.db
      .select()
      .from(chapters)
      .where(eq(chapters.postId, comic.id))
      .orderBy(chapters.index)
    expect(after.map((chapter) => [chapter.id, chapter.index])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ])
    expect(after.every((chapter) => chapter.lockedFields.includes('index'))).toBe(true)
    expect(await lastAudit()).toMatchObject({ action: 'chapter.reorder', after: { order: [c, a, b] } })
  })

  it('deletes a chapter, audited, and counts the post’s chapters again', async () => {
    const [last] = await server.db
      .select()
      .from(chapters)
      .where(eq(chapters.postId, comic.id))
      .orderBy(desc(chapters.index))
      .limit(1)
    const res = await send(api('vi', `/admin/chapters/${last!.id}/delete/`), admin.token, {})
    expect(res.json().data).toEqual({ id: last!.id, post_id: comic.id, deleted: true })
    expect((await postRow(comic.id))?.episodeTotal).toBe(2)
    expect(await lastAudit()).toMatchObject({ action: 'chapter.delete', before: { id: last!.id, index: 3 } })
    expect((await send(api('en', `/admin/chapters/${last!.id}/delete/`), admin.token, {})).json()).toEqual({
      status: 'error',
      message: 'Chapter not found.',
    })
  })
})

describe('deleting a post', () => {
  it('needs the slug repeated, removes the rows and its own media, never the library’s files', async () => {
    const libraryDir = join(server.mediaDir, '..', `library-${Date.now()}`)
    mkdirSync(join(libraryDir, 'Series'), { recursive: true })
    writeFileSync(join(libraryDir, 'Series', '001.cbz'), 'archive')
    const imported = await createPost(server.db, {
      slug: 'series',
      origin: 'library',
      libraryPath: 'Series',
      feature: 'library/comics/series/cover-abc.png',
    })
    const pages = join(server.mediaDir, 'library/comics/series/fp1')
    mkdirSync(pages, { recursive: true })
    writeFileSync(join(pages, '001.webp'), 'page')
    const resized = join(server.mediaDir, '.resized/300/library/comics/series/fp1')
    mkdirSync(resized, { recursive: true })
    writeFileSync(join(resized, '001.webp.webp'), 'small')
    mkdirSync(join(server.mediaDir, 'covers'), { recursive: true })
    writeFileSync(join(server.mediaDir, 'covers/shared.svg'), '<svg/>')
    await createChapters(server.db, imported.id, 2)

    const url = api('en', `/admin/posts/${imported.id}/delete/`)
    const wrong = await send(url, admin.token, { confirm: 'other' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Type the post’s slug to confirm the deletion.')
    expect(await postRow(imported.id)).toBeDefined()

    const res = await send(url, admin.token, { confirm: 'series' })
    expect(res.json()).toEqual({ status: 'success', data: { id: imported.id, deleted: true } })
    expect(await postRow(imported.id)).toBeUndefined()
    expect(await server.db.$count(chapters, eq(chapters.postId, imported.id))).toBe(0)
    expect(existsSync(join(server.mediaDir, 'library/comics/series'))).toBe(false)
    expect(existsSync(join(server.mediaDir, '.resized/300/library/comics/series'))).toBe(false)
    expect(existsSync(join(libraryDir, 'Series', '001.cbz'))).toBe(true)
    expect(existsSync(join(server.mediaDir, 'covers/shared.svg'))).toBe(true)
    expect(await lastAudit()).toMatchObject({
      action: 'post.delete',
      target: `post:${imported.id}`,
      before: { slug: 'series', origin: 'library', libraryPath: 'Series' },
      after: null,
    })
    expect((await send(url, admin.token, { confirm: 'series' })).statusCode).toBe(404)
  })

  it('removes an imported game’s cover from the games’ media folder, where its import put it', async () => {
    const game = await createPost(server.db, {
      slug: 'co-tuong',
      posttype: 'game',
      origin: 'library',
      libraryPath: 'games/co-tuong.json',
      feature: 'library/games/co-tuong/cover-abc.png',
    })
    const cover = join(server.mediaDir, 'library/games/co-tuong')
    mkdirSync(cover, { recursive: true })
    writeFileSync(join(cover, 'cover-abc.png'), 'cover')
    const res = await send(api('vi', `/admin/posts/${game.id}/delete/`), admin.token, { confirm: 'co-tuong' })
    expect(res.statusCode).toBe(200)
    expect(existsSync(cover)).toBe(false)
  })

  it('removes an uploaded cover with its post', async () => {
    const folder = join(server.mediaDir, `posts/${draft.id}`)
    expect(existsSync(folder)).toBe(true)
    const res = await send(api('vi', `/admin/posts/${draft.id}/delete/`), admin.token, {
      confirm: 'ban-nhap',
    })
    expect(res.statusCode).toBe(200)
    expect(existsSync(folder)).toBe(false)
  })
})

describe('the admin write limit', () => {
  it('answers 429 in the page’s language once an admin passes it, like every other write', async () => {
    const limited = await createTestServer({}, { writeLimits: { admin: { perAddress: 100, perMember: 2 } } })
    try {
      const chief = await signUpAdmin(limited.app, 'gioihan@example.com')
      const target = await createPost(limited.db, { slug: 'gioi-han' })
      const codes: number[] = []
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined
      for (let i = 0; i < 3; i++) {
        const csrf = await csrfToken(limited.app)
        const form = urlencoded({ csrf_token: csrf.csrf_token, status: 'unpublished' })
        last = await limited.app.inject({
          method: 'POST',
          url: `/en/api/v1/admin/posts/${target.id}/status/`,
          payload: form.payload,
          headers: { ...form.headers, ...bearer(chief.token), 'x-forwarded-for': '10.250.0.1' },
        })
        codes.push(last.statusCode)
      }
      expect(codes).toEqual([200, 200, 429])
      expect(last!.json()).toEqual({ status: 'error', message: 'Too many requests, please try again later.' })
    } finally {
      await limited.close()
    }
  })
})
