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
for (const folder of [schemas, join(schemas, 'webpub-extensions')]) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(folder, file), 'utf8')))
  }
}
const feedSchema = ajv.getSchema('https://drafts.opds.io/schema/feed.schema.json')!
const authenticationSchema = ajv.getSchema('https://drafts.opds.io/schema/authentication.schema.json')!

let server: TestServer
let library: string
const member = { email: 'opds2@example.com', key: '' }
const basic = () => `Basic ${Buffer.from(`${member.email}:${member.key}`).toString('base64')}`

interface Feed {
  metadata: { title: string }
  links: { rel: string; href: string; type: string; templated?: boolean }[]
  navigation?: { href: string; title: string; type: string }[]
  publications?: { metadata: { title: string }; links: { rel: string; href: string; type: string }[] }[]
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
    expect(post.publications).toHaveLength(2)
    const download = post.publications![0]!.links.find(
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
})
