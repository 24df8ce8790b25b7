import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLibrary } from '../../server/library/import.ts'
import { accountClient } from './account-client.ts'
import { signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { copyFromCorpus } from './library/corpus-files.ts'

/*
 * The OPDS 2.0 door, every answer judged by the specifications' own JSON schemas (opds2-schemas/,
 * with their sources): feeds, publications and the authentication document.
 */

const schemas = join(import.meta.dirname, 'opds2-schemas')
const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
// The progression schema names a format no validator defines (its draft's URI references): any text.
ajv.addFormat('uri-references', true)
for (const folder of [schemas, join(schemas, 'webpub-extensions')]) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(folder, file), 'utf8')))
  }
}
const feedSchema = ajv.getSchema('https://drafts.opds.io/schema/feed.schema.json')!
const authenticationSchema = ajv.getSchema('https://drafts.opds.io/schema/authentication.schema.json')!
const progressionSchema = ajv.getSchema('https://drafts.opds.io/schema/progression.schema.json')!

let server: TestServer
let library: string
const member = { email: 'opds2@example.com', key: '' }
const basic = () => `Basic ${Buffer.from(`${member.email}:${member.key}`).toString('base64')}`

interface Feed {
  metadata: { title: string }
  links: { rel: string; href: string; type: string; templated?: boolean }[]
  navigation?: { href: string; title: string; type: string }[]
  publications?: {
    metadata: { title: string; numberOfPages?: number }
    links: { rel: string; href: string; type: string }[]
  }[]
}

async function feedAt(address: string, authorization = basic()) {
  const url = new URL(address, 'http://localhost')
  const answer = await server.app.inject({ url: url.pathname + url.search, headers: { authorization } })
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.headers['content-type']).toBe('application/opds+json; charset=utf-8')
  const feed = answer.json() as Feed
  expect(feedSchema(feed), `${address}: ${ajv.errorsText(feedSchema.errors)}`).toBe(true)
  return feed
}

beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-opds2-library-'))
  copyFromCorpus(library, 'comics/Bạn Trai Của Haruko')
  copyFromCorpus(library, 'novels/childrens-literature.epub')
  await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
  const signed = await signUp(server.app, member.email)
  member.key = (
    await accountClient(server.app, signed.token).post('/account/app-keys/', { name: 'Readest' })
  ).json().data.key
}, 120_000)
afterAll(async () => {
  await server.close()
  rmSync(library, { recursive: true, force: true })
})

describe('OPDS 2.0', () => {
  it('tells an app without a key how to sign in: a 401 with the authentication document', async () => {
    const answer = await server.app.inject({ url: '/vi/opds/v2/catalog' })
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['www-authenticate']).toMatch(/^Basic /)
    expect(answer.headers['content-type']).toBe('application/opds-authentication+json; charset=utf-8')
    const document = answer.json()
    expect(authenticationSchema(document), ajv.errorsText(authenticationSchema.errors)).toBe(true)
    expect(document.authentication).toEqual([
      {
        type: 'http://opds-spec.org/auth/basic',
        labels: { login: 'Email hoặc tên người dùng', password: 'Khoá ứng dụng' },
      },
    ])
    // The document itself is open to all: it is how an app learns to sign in.
    const open = await server.app.inject({ url: '/en/opds/v2/authentication' })
    expect(open.statusCode).toBe(200)
    expect(authenticationSchema(open.json())).toBe(true)
  })

  it('walks the same catalogue as the Atom feeds, to a chapter to download, every feed valid', async () => {
    const catalog = await feedAt('/vi/opds/v2/catalog')
    expect(catalog.navigation?.map((link) => link.title)).toEqual([
      'Truyện tranh',
      'Truyện chữ',
      'Đọc tiếp',
      'Đã Lưu',
    ])
    expect(catalog.links.find((link) => link.rel === 'search')).toMatchObject({ templated: true })
    const comics = await feedAt(catalog.navigation![0]!.href)
    const newest = await feedAt(comics.navigation![0]!.href)
    const haruko = newest.navigation!.find((link) => link.title === 'Bạn Trai Của Haruko')!
    const post = await feedAt(haruko.href)
    // The short post whole, then its two chapters.
    expect(post.publications?.map((publication) => publication.metadata.title)).toEqual([
      'Bạn Trai Của Haruko – Trọn bộ',
      'Chương 1',
      'Chương 2',
    ])
    const download = post.publications![1]!.links.find(
      (link) => link.rel === 'http://opds-spec.org/acquisition',
    )!
    expect(download.type).toBe('application/vnd.comicbook+zip')
    const file = await server.app.inject({
      url: new URL(download.href).pathname,
      headers: { authorization: basic() },
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/vnd.comicbook+zip')

    for (const path of [
      'comic/categories',
      'comic/people',
      'novel/new',
      'saved',
      'continue',
      'search?q=haruko',
    ]) {
      await feedAt(`/vi/opds/v2/${path}`)
    }
    const found = await feedAt('/en/opds/v2/search?q=haruko')
    expect(found.navigation?.map((link) => link.title)).toContain('Bạn Trai Của Haruko')
  })

  it('keeps a key given in the address in every address of its feeds', async () => {
    const answer = await server.app.inject({ url: `/vi/opds/key/${member.key}/v2/catalog` })
    expect(answer.statusCode).toBe(200)
    const feed = answer.json() as Feed
    for (const link of [...feed.links, ...(feed.navigation ?? [])]) {
      if (link.type === 'application/opds+json') expect(link.href).toContain(`/opds/key/${member.key}/v2/`)
    }
  })

  it('keeps the member’s place through OPDS Progression: what an app sets, the site and the feeds show', async () => {
    const post = await feedAt('/vi/opds/v2/comic/post/ban-trai-cua-haruko')
    const chapter = post.publications![1]!
    const service = chapter.links.find((link) => link.rel === 'http://opds-spec.org/progression')!
    expect(service.type).toBe('application/opds-progression+json')
    const path = new URL(service.href).pathname
    const call = (method: 'GET' | 'PUT', body?: unknown, authorization = basic()) =>
      server.app.inject({
        method,
        url: path,
        headers: { authorization, 'content-type': 'application/opds-progression+json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      })

    // Not read yet: 200 with nothing in it, as the draft answers.
    const none = await call('GET')
    expect(none.statusCode).toBe(200)
    expect(none.body).toBe('')

    const tablet = { id: 'urn:uuid:019c0047-cc8d-7ec4-a3c3-938ccadc020a', name: 'Thorium (iPad)' }
    const set = await call('PUT', { modified: new Date().toISOString(), device: tablet, progression: 0.5 })
    expect(set.statusCode, set.body).toBe(200)
    const held = set.json()
    expect(progressionSchema(held), ajv.errorsText(progressionSchema.errors)).toBe(true)
    expect(held.device).toEqual(tablet)
    // Half of a comic chapter is the page half-way through it, and that page is said as its share.
    const count = chapter.metadata.numberOfPages!
    const page = Math.ceil(count / 2)
    expect(held.references).toContain(`#page=${page}`)
    expect(held.progression).toBe(page / count)

    // A page named in a reference is the page; the Atom feed's page stream says it too (from 1).
    await call('PUT', {
      modified: new Date().toISOString(),
      device: tablet,
      progression: 0.1,
      references: ['#page=3'],
    })
    const got = (await call('GET')).json()
    expect(got.references).toContain('#page=3')
    const atom = await server.app.inject({
      url: '/vi/opds/v1.2/comic/post/ban-trai-cua-haruko',
      headers: { authorization: basic() },
    })
    expect(atom.body).toMatch(/pse:lastRead="3"/)
    expect(atom.body).toContain('rel="http://opds-spec.org/progression"')

    // An older place does not win over a newer one; the answer is the place the member has.
    const stale = await call('PUT', { modified: '2020-01-01T00:00:00Z', device: tablet, progression: 0.9 })
    expect(stale.json().references).toContain('#page=3')

    // What is not a progression document is refused with the envelope, never a 500.
    for (const body of [
      { modified: 'yesterday', device: tablet, progression: 0.2 },
      { modified: new Date().toISOString(), device: { id: 'no scheme', name: 'x' }, progression: 0.2 },
      { modified: new Date().toISOString(), device: tablet, progression: 2 },
    ]) {
      const refused = await call('PUT', body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().status).toBe('error')
    }
    const notJson = await server.app.inject({
      method: 'PUT',
      url: path,
      headers: { authorization: basic(), 'content-type': 'application/opds-progression+json' },
      payload: '{',
    })
    expect(notJson.statusCode).toBe(400)
    // Without a key, nothing is read or written.
    expect((await call('GET', undefined, 'Basic eDp5')).statusCode).toBe(401)
  })
})
