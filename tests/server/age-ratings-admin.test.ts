import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberHiddenCategories, members, posts, siteSettings } from '../../server/db/schema.ts'
import { adminClient, refusals } from './admin-client.ts'
import { createCategory, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * What each member may see, as it is set (issue 50): a post's age rating in the admin's post form
 * (locked like the other fields), a member's highest rating and hidden categories, the member's own
 * lower limit, and the visitors' default; each change audited with its before and after.
 */

let server: TestServer
let client: Awaited<ReturnType<typeof adminClient>>

beforeAll(async () => {
  server = await createTestServer()
  client = await adminClient(server)
})
afterAll(() => server.close())

const api = (path: string, language = 'vi') => `/${language}/api/v1${path}`
const memberRow = async (id: number) => (await server.db.select().from(members).where(eq(members.id, id)))[0]!

describe("a post's age rating in the admin area", () => {
  it('is read with the post, set, locked, audited, released, and a bad value is a 400', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const read = await client.get(api(`/admin/posts/${post.id}/`))
    expect(read.json().data).toMatchObject({ age_rating: 0, locked_fields: [] })

    const bad = await client.post(api(`/admin/posts/${post.id}/`, 'en'), { age_rating: '15' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ status: 'error' })
    expect(bad.json().message).toContain('0, 13, 16, 18')

    const saved = await client.post(api(`/admin/posts/${post.id}/`), { age_rating: '18' })
    expect(saved.statusCode).toBe(200)
    const after = (await client.get(api(`/admin/posts/${post.id}/`))).json().data
    expect(after).toMatchObject({ age_rating: 18, locked_fields: ['ageRating'] })
    expect(await client.lastAudit()).toMatchObject({
      action: 'post.edit',
      target: `post:${post.id}`,
      before: { ageRating: 0 },
      after: { ageRating: 18 },
    })
    const [stored] = await server.db.select().from(posts).where(eq(posts.id, post.id))
    expect(stored!.ageRating).toBe(18)

    const released = await client.post(api(`/admin/posts/${post.id}/locks/`), { field: 'ageRating' })
    expect(released.statusCode).toBe(200)
    expect((await client.get(api(`/admin/posts/${post.id}/`))).json().data.locked_fields).toEqual([])
  })

  it('is carried by the public detail answer, with JSON-LD contentRating on the drawn page', async () => {
    const post = await createPost(server.db, { posttype: 'comic', ageRating: 16 })
    const detail = await client.get(api(`/posts/detail/comic/${post.slug}/`), null)
    // The visitors' default lets everything through unless an admin set one.
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data.age_rating).toBe(16)
  })
})

describe("a member's highest age rating, set by an admin", () => {
  it('is refused to visitors (401), members (403) and without a CSRF token (403)', async () => {
    const url = api(`/admin/members/${client.member.user.id}/age-limit/`)
    const said = await refusals(({ token, csrf }) => client.post(url, { age_limit: '13' }, { token, csrf }), {
      admin: client.admin.token,
      member: client.member.token,
    })
    expect(said).toMatchObject({ visitor: 401, member: 403, noCsrf: 403 })
    expect((await memberRow(client.member.user.id)).ageLimit).toBeNull()
  })

  it('is set, listed with the member, audited with before and after, and taken away', async () => {
    const id = client.member.user.id
    const url = api(`/admin/members/${id}/age-limit/`)
    const bad = await client.post(url, { age_limit: '21' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().status).toBe('error')

    const set = await client.post(url, { age_limit: '13' })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toEqual({ id, age_limit: 13, changed: true })
    expect((await memberRow(id)).ageLimit).toBe(13)
    expect(await client.lastAudit()).toMatchObject({
      memberId: client.admin.user.id,
      action: 'member.age-limit',
      target: `member:${id}`,
      before: { age_limit: null },
      after: { age_limit: 13 },
    })
    const listed = (await client.get(api(`/admin/members/?q=${client.member.user.email}`))).json().data
    expect(listed[0]).toMatchObject({ id, age_limit: 13, own_age_limit: null, hidden_categories: [] })
    // The member's own answer says what they see.
    const me = await client.get(api('/auth/me'), client.member.token)
    expect(me.json().data.age_limit).toBe(13)

    const again = await client.post(url, { age_limit: '13' })
    expect(again.json().data.changed).toBe(false)
    const none = await client.post(url, { age_limit: '' })
    expect(none.json().data).toEqual({ id, age_limit: null, changed: true })
    expect(await client.lastAudit()).toMatchObject({ before: { age_limit: 13 }, after: { age_limit: null } })
  })

  it('names an unknown member (404)', async () => {
    const nobody = await client.post(api('/admin/members/999999/age-limit/', 'en'), { age_limit: '0' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json()).toEqual({ status: 'error', message: 'Member not found.' })
  })
})

describe('categories hidden from a member', () => {
  it('are set as a whole list of any post type, listed, audited; unknown ones are a 400', async () => {
    const id = client.member.user.id
    const url = api(`/admin/members/${id}/hidden-categories/`)
    const horror = await createCategory(server.db, 'comic', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
    const war = await createCategory(server.db, 'movie', 'chien-tranh', { vi: 'Chiến tranh', en: 'War' })

    const said = await refusals(
      ({ token, csrf }) => client.post(url, { categories: String(horror.id) }, { token, csrf }),
      { admin: client.admin.token, member: client.member.token },
    )
    expect(said).toMatchObject({ visitor: 401, member: 403, noCsrf: 403 })

    expect((await client.post(url, { categories: 'abc' })).statusCode).toBe(400)
    const unknown = await client.post(api(`/admin/members/${id}/hidden-categories/`, 'en'), {
      categories: `${horror.id},999999`,
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ status: 'error', message: 'There is no category with id 999999.' })

    const set = await client.post(url, { categories: `${war.id},${horror.id}` })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toMatchObject({
      id,
      changed: true,
      hidden_categories: [
        { id: horror.id, posttype: 'comic', slug: 'kinh-di', name: { vi: 'Kinh dị', en: 'Horror' } },
        { id: war.id, posttype: 'movie', slug: 'chien-tranh' },
      ],
    })
    const stored = await server.db
      .select()
      .from(memberHiddenCategories)
      .where(eq(memberHiddenCategories.memberId, id))
    expect(stored.map((row) => row.categoryId).sort()).toEqual([horror.id, war.id].sort())
    expect(await client.lastAudit()).toMatchObject({
      action: 'member.hidden-categories',
      target: `member:${id}`,
      before: { categories: [] },
      after: {
        categories: [
          { id: horror.id, slug: 'kinh-di' },
          { id: war.id, slug: 'chien-tranh' },
        ],
      },
    })
    const listed = (await client.get(api(`/admin/members/?q=${client.member.user.email}`))).json().data
    expect(listed[0].hidden_categories.map((c: { id: number }) => c.id)).toEqual([horror.id, war.id])

    const cleared = await client.post(url, { categories: '' })
    expect(cleared.json().data).toMatchObject({ hidden_categories: [], changed: true })
  })
})

describe("the member's own limit", () => {
  const url = (language = 'vi') => api('/account/age-limit/', language)
  const send = (
    fields: Record<string, string>,
    language = 'vi',
    token = client.member.token as string | null,
  ) => client.post(url(language), fields, { token })

  it('is for members only', async () => {
    expect((await client.get(url(), null)).statusCode).toBe(401)
    expect((await send({ own_age_limit: '13' }, 'vi', null)).statusCode).toBe(401)
  })

  it('may be lowered under the admin’s limit, never raised above it (400), and is audited', async () => {
    const id = client.member.user.id
    await client.post(api(`/admin/members/${id}/age-limit/`), { age_limit: '16' })
    expect((await client.get(url(), client.member.token)).json().data).toEqual({
      age_limit: 16,
      own_age_limit: null,
      effective: 16,
    })

    const above = await send({ own_age_limit: '18' }, 'en')
    expect(above.statusCode).toBe(400)
    expect(above.json()).toEqual({
      status: 'error',
      message: 'You cannot choose more than the limit an admin set (16+).',
    })
    const aboveVi = await send({ own_age_limit: '18' })
    expect(aboveVi.json().message).toBe('Bạn không thể chọn cao hơn giới hạn quản trị viên đã đặt (16+).')
    expect((await send({ own_age_limit: 'all' })).statusCode).toBe(400)
    expect((await memberRow(id)).ownAgeLimit).toBeNull()

    const lowered = await send({ own_age_limit: '13' })
    expect(lowered.statusCode).toBe(200)
    expect(lowered.json().data).toEqual({ age_limit: 16, own_age_limit: 13, effective: 13 })
    expect((await memberRow(id)).ownAgeLimit).toBe(13)
    expect(await client.lastAudit()).toMatchObject({
      memberId: id,
      action: 'member.own-age-limit',
      target: `member:${id}`,
      before: { own_age_limit: null },
      after: { own_age_limit: 13 },
    })
    expect((await client.get(api('/auth/me'), client.member.token)).json().data.age_limit).toBe(13)

    // None of their own: the admin's applies.
    const none = await send({ own_age_limit: '' })
    expect(none.json().data).toEqual({ age_limit: 16, own_age_limit: null, effective: 16 })
    await client.post(api(`/admin/members/${id}/age-limit/`), { age_limit: '' })
    const free = await send({ own_age_limit: '18' })
    expect(free.json().data).toEqual({ age_limit: null, own_age_limit: 18, effective: 18 })
    await send({ own_age_limit: '' })
  })
})

describe("the visitors' default", () => {
  const url = (language = 'vi') => api('/admin/visitor-age-limit/', language)

  it('is an admin’s to read and set (401, 403), validated, stored, audited', async () => {
    expect((await client.get(url(), null)).statusCode).toBe(401)
    expect((await client.get(url(), client.member.token)).statusCode).toBe(403)
    expect((await client.postJson(url(), { limit: 13 }, { token: client.member.token })).statusCode).toBe(403)
    expect((await client.postJson(url(), { limit: 13 }, { csrf: false })).statusCode).toBe(403)

    expect((await client.get(url())).json().data).toEqual({ limit: 18 })
    const bad = await client.postJson(url('en'), { limit: 12 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().status).toBe('error')
    expect((await client.postJson(url(), { limit: 'x' })).statusCode).toBe(400)

    const set = await client.postJson(url(), { limit: 13 })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toEqual({ limit: 13 })
    expect((await client.get(url())).json().data).toEqual({ limit: 13 })
    const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.key, 'visitor_age_limit'))
    expect(row?.value).toBe(13)
    expect(await client.lastAudit()).toMatchObject({
      memberId: client.admin.user.id,
      action: 'site.visitor-age-limit',
      target: 'site:visitor-age-limit',
      before: { limit: 18 },
      after: { limit: 13 },
    })
    await client.postJson(url(), { limit: 18 })
  })
})
