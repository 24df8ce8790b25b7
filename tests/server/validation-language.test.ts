import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrfToken, multipart } from './action-forms.ts'
import { adminClient } from './admin-client.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * A malformed request is refused in the language of the address it was sent to (issue 20): the
 * same field, the same reason, in Vietnamese on /vi and in English on /en, for visitors' calls and
 * admins' alike.
 */

let server: TestServer
let client: Awaited<ReturnType<typeof adminClient>>

beforeAll(async () => {
  server = await createTestServer()
  client = await adminClient(server)
})
afterAll(() => server.close())

type Answer = { statusCode: number; json(): { status: string; message: string } }
const refused = (res: Answer) => {
  expect(res.statusCode).toBe(400)
  expect(res.json().status).toBe('error')
  return res.json().message
}

describe('visitors’ calls', () => {
  const get = (lang: string, path: string) => server.app.inject(`/${lang}/api/v1${path}`)

  it.each([
    [
      '/posts/lists/movie/paged/0/',
      'Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000',
      'Invalid page: must be a whole number from 1 to 1000',
    ],
    [
      '/posts/detail/film/x/',
      'Giá trị posttype không hợp lệ: phải là một trong movie, comic, novel, game',
      'Invalid posttype: must be one of movie, comic, novel, game',
    ],
    [
      `/posts/search/?q=${'a'.repeat(101)}`,
      'Giá trị q không hợp lệ: chỉ được có tối đa 100 ký tự',
      'Invalid q: must be at most 100 characters',
    ],
    [
      '/home/movie/?filter=category__x',
      'Giá trị filter không hợp lệ: phải là category__{id}',
      'Invalid filter: must be category__{id}',
    ],
    [
      '/terms/lists/?filter=taxonomy__tag',
      'Giá trị filter không hợp lệ: phải là taxonomy__ theo sau là một trong category, author, artist, director, actor, studio',
      'Invalid filter: must be taxonomy__ followed by one of category, author, artist, director, actor, studio',
    ],
  ])('GET %s', async (path, vi, en) => {
    expect(refused(await get('vi', path))).toBe(vi)
    expect(refused(await get('en', path))).toBe(en)
  })

  it('a like, sent as a multipart form', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const send = async (lang: string, fields: Record<string, string>) => {
      const { csrf_token } = await csrfToken(server.app)
      const form = multipart({ ...fields, csrf_token })
      return server.app.inject({
        method: 'POST',
        url: `/${lang}/api/v1/posts/action/like/comic/${post.id}`,
        payload: form.payload,
        headers: form.headers,
      })
    }
    expect(refused(await send('vi', { like: '3' }))).toBe(
      'Giá trị like không hợp lệ: phải là 1 (thích) hoặc 2 (bỏ thích)',
    )
    expect(refused(await send('en', { like: '3' }))).toBe(
      'Invalid like: must be 1 (like) or 2 (take the like back)',
    )
  })

  it('the X-Device-Id header, and a form field that is not text', async () => {
    const csrf = (lang: string) =>
      server.app.inject({ url: `/${lang}/api/v1/auth/csrf_create/`, headers: { 'x-device-id': 'short' } })
    expect(refused(await csrf('vi'))).toBe(
      'Giá trị X-Device-Id không hợp lệ: phải gồm 8 đến 64 chữ cái, chữ số, - hoặc _',
    )
    expect(refused(await csrf('en'))).toBe('Invalid X-Device-Id: must be 8 to 64 letters, digits, - or _')
    const post = await createPost(server.db, { posttype: 'movie' })
    const views = (lang: string) =>
      server.app.inject({
        method: 'POST',
        url: `/${lang}/api/v1/posts/action/views/movie/${post.id}/`,
        payload: JSON.stringify({ csrf_token: { nested: true } }),
        headers: { 'content-type': 'application/json' },
      })
    expect(refused(await views('vi'))).toBe('Giá trị csrf_token không hợp lệ: phải là văn bản')
    expect(refused(await views('en'))).toBe('Invalid csrf_token: must be text')
  })
})

describe('admins’ calls', () => {
  const admin = (lang: string, path: string) => `/${lang}/api/v1/admin${path}`

  it('a member search too long, and a role that is none', async () => {
    const q = 'x'.repeat(101)
    expect(refused(await client.get(admin('vi', `/members/?q=${q}`)))).toBe(
      'Giá trị q không hợp lệ: chỉ được có tối đa 100 ký tự',
    )
    expect(refused(await client.get(admin('en', `/members/?q=${q}`)))).toBe(
      'Invalid q: must be at most 100 characters',
    )
    const role = (lang: string) =>
      client.post(admin(lang, `/members/${client.member.user.id}/role/`), { role: 'owner' })
    expect(refused(await role('vi'))).toBe('Giá trị role không hợp lệ: phải là một trong member, admin')
    expect(refused(await role('en'))).toBe('Invalid role: must be one of member, admin')
  })

  it('a category with an empty name, and a post with a year out of range', async () => {
    const create = (lang: string) =>
      client.post(admin(lang, '/categories/'), { posttype: 'movie', name_vi: ' ', name_en: 'Action' })
    expect(refused(await create('vi'))).toBe('Giá trị name_vi không hợp lệ: không được để trống')
    expect(refused(await create('en'))).toBe('Invalid name_vi: must not be empty')
    const post = await createPost(server.db, { posttype: 'movie' })
    const edit = (lang: string) => client.post(admin(lang, `/posts/${post.id}/`), { release_year: '1066' })
    expect(refused(await edit('vi'))).toBe(
      'Giá trị release_year không hợp lệ: phải là một năm từ 1800 đến 2200, hoặc để trống',
    )
    expect(refused(await edit('en'))).toBe('Invalid release_year: must be a year from 1800 to 2200, or empty')
  })

  it('a dashboard module, nested in JSON, and a rule with no reason of its own', async () => {
    const save = (lang: string, modules: unknown[]) =>
      client.postJson(admin(lang, '/dashboards/movie/'), { modules })
    const tooMany = [{ type: 'itemgrid', name: 'x', source: { posttype: 'movie', limit: 51 } }]
    expect(refused(await save('vi', tooMany))).toBe(
      'Giá trị modules.0.source.limit không hợp lệ: chỉ được tối đa 50',
    )
    expect(refused(await save('en', tooMany))).toBe('Invalid modules.0.source.limit: must be at most 50')
    // A module's label is an object of both languages: a string there has only valibot's description.
    const label = [{ type: 'blocklabel', name: 'x', label: 'Phim' }]
    expect(refused(await save('vi', label))).toBe(
      'Giá trị modules.0.label không hợp lệ: cần Object, nhận được "Phim"',
    )
    expect(refused(await save('en', label))).toBe('Invalid modules.0.label: expected Object, received "Phim"')
  })

  it('an upload whose metadata names no file of a known kind', async () => {
    const upload = async (lang: string) =>
      server.app.inject({
        method: 'POST',
        url: admin(lang, '/uploads/'),
        headers: {
          authorization: `Bearer ${client.admin.token}`,
          'x-csrf-token': (await csrfToken(server.app)).csrf_token,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': `filename ${Buffer.from('a.exe').toString('base64')},post_id ${Buffer.from('1').toString('base64')}`,
        },
      })
    expect(refused(await upload('vi'))).toBe(
      'Giá trị filename không hợp lệ: phải là tệp .cbz, .zip, .cbr, .cb7, .pdf, .epub, .txt, .md, ảnh hoặc video',
    )
    expect(refused(await upload('en'))).toBe(
      'Invalid filename: must be a .cbz, .zip, .cbr, .cb7, .pdf, .epub, .txt, .md, image or video file',
    )
  })
})

it('keeps the sign-in form’s own wording (spec §5) on every address', async () => {
  for (const lang of ['vi', 'en']) {
    const res = await server.app.inject({
      method: 'POST',
      url: `/${lang}/api/v1/auth/login`,
      payload: JSON.stringify({ email: 'x', password: 'secret1' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.${lang === 'vi' ? 1 : 2}` },
    })
    expect(refused(res)).toBe('Email is invalid')
  }
})
