import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiReferenceRoute, openApiRoute } from '../../server/http/api-reference.ts'
import { apiRoutesOf } from '../../server/http/api-routes.ts'
import { openApiPath } from '../../server/http/openapi.ts'
import { adminUploadsRoute, adminUploadTusRoute } from '../../src/contract/admin-paths.ts'
import { endpoints } from '../../src/contract/endpoints/index.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const key = (method: string, url: string) => `${method} ${url}`

/**
 * The API's routes that are not calls of the table: tus's own protocol for uploads (its answers are
 * tus's, not the envelope), and the table's own documents.
 */
const outsideTheTable = new Set([
  key('POST', adminUploadsRoute),
  key('HEAD', adminUploadTusRoute),
  key('PATCH', adminUploadTusRoute),
  key('DELETE', adminUploadTusRoute),
  key('GET', openApiRoute),
  key('GET', apiReferenceRoute),
])

describe('the table of endpoints', () => {
  it('names each endpoint once, by its name and by its method and address', () => {
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length)
    expect(new Set(endpoints.map((e) => key(e.method, e.path))).size).toBe(endpoints.length)
  })

  it('is every route the API has, each registered through the adapter, and nothing else', () => {
    const routes = apiRoutesOf(server.app)
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url))
    // Fastify answers HEAD for every GET by itself.
    const served = routes.filter(
      (r) => !(r.method === 'HEAD' && gets.has(r.url)) && !outsideTheTable.has(key(r.method, r.url)),
    )
    const table = new Map(endpoints.map((e) => [key(e.method, e.path), e.name]))
    expect(served.map((r) => [key(r.method, r.url), r.endpoint])).toEqual(
      served.map((r) => [key(r.method, r.url), table.get(key(r.method, r.url))]),
    )
    expect(served.every((r) => r.endpoint !== undefined)).toBe(true)
    expect(new Set(served.map((r) => r.endpoint))).toEqual(new Set(endpoints.map((e) => e.name)))
  })
})

describe(`GET /{lang}/api/v1${openApiRoute}`, () => {
  it('is a valid OpenAPI 3.1 document of every endpoint, with its schemas', async () => {
    const res = await server.app.inject(`/vi/api/v1${openApiRoute}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const document = res.json()
    const validator = new Validator()
    const verdict = await validator.validate(structuredClone(document))
    expect(verdict.errors).toBeUndefined()
    expect(verdict.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.servers).toEqual([{ url: '/vi/api/v1' }])
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap((path) => Object.values(path))
      .map((operation) => operation.operationId)
    expect(operations.sort()).toEqual(endpoints.map((e) => e.name).sort())
    // A call's schemas are there: the like's path, form and answer, and that it needs no session.
    const like = document.paths[openApiPath('/posts/action/like/:posttype/:id')].post
    expect(like.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'path:posttype',
      'path:id',
    ])
    expect(like.parameters[0].schema.enum).toEqual(['movie', 'comic', 'novel', 'game'])
    const form = like.requestBody.content['multipart/form-data'].schema
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['like', 'csrf_token']))
    expect(
      like.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('like_count')
    expect(like.security).toBeUndefined()
    expect(like['x-csrf']).toBe('body')
    expect(like['x-write-limit']).toBe('like')
    // An admin's call says it needs a session.
    expect(document.paths[openApiPath('/admin/members/')].get.security).toEqual([{ session: [] }])
    // A page's answer names what it carries beside `data`.
    const members =
      document.paths[openApiPath('/admin/members/')].get.responses['200'].content['application/json']
    expect(members.schema.required).toEqual(['status', 'data', 'is_next', 'paged', 'page'])
  })

  it('is refused under a language the site does not speak', async () => {
    const res = await server.app.inject(`/fr/api/v1${openApiRoute}`)
    expect(res.statusCode).toBe(400)
  })
})

describe(`GET /{lang}/api/v1${apiReferenceRoute}`, () => {
  it('is a page that loads the viewer and its start script from this site, and shows the document', async () => {
    const res = await server.app.inject(`/en/api/v1${apiReferenceRoute}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    // No inline script: the site's policy runs only its own files.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/)
    expect(res.body).toContain(`data-spec="/en/api/v1${openApiRoute}"`)
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!)
    expect(res.body.match(/<script/g)).toHaveLength(scripts.length)
    const styles = [...res.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!)
    for (const asset of [...scripts, ...styles]) {
      const file = await server.app.inject(asset)
      expect(file.statusCode, asset).toBe(200)
      expect(file.body.length, asset).toBeGreaterThan(0)
    }
    const start = await server.app.inject(scripts.at(-1)!)
    expect(start.headers['content-type']).toMatch(/^text\/javascript/)
    expect(start.body).toContain('document.body.dataset.spec')
  })

  it('serves no other file of the viewer package', async () => {
    const res = await server.app.inject('/api-reference/index.html')
    expect(res.statusCode).toBe(404)
  })
})
