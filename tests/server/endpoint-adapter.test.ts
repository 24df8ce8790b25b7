import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { signCsrf } from '../../server/auth/csrf.ts'
import type { ServerContext } from '../../server/context.ts'
import { type Answer, type Handler, serve } from '../../server/http/endpoints.ts'
import { failure, pageOf } from '../../server/http/envelope.ts'
import { HttpError } from '../../server/http/errors.ts'
import { endpoint, formBody } from '../../src/contract/endpoints/endpoint.ts'
import { pageExtras } from '../../src/contract/schemas/envelope.ts'
import { likeForm, listQuery, postActionParams } from '../../src/contract/schemas/requests.ts'

/** A call shaped like the like: path parameters, a query with a default, a form with its token. */
const probe = endpoint({
  name: 'probe',
  area: 'tests',
  method: 'POST',
  path: '/probe/:posttype/:id/',
  summary: 'What a handler is given',
  params: postActionParams,
  query: listQuery,
  body: formBody(likeForm),
  answer: v.object({ ok: v.boolean() }),
  csrf: 'body',
})

/** A page of a list: its answer carries extras beside `data`. */
const pagedProbe = endpoint({
  name: 'pagedProbe',
  area: 'tests',
  method: 'GET',
  path: '/paged-probe/',
  summary: 'A page as a handler answers it',
  answer: v.array(v.number()),
  extras: pageExtras,
})

const secret = 'a secret for the probe'
const device = 'device-0123456789abcdef'
const token = signCsrf(device, new Date(Date.now() + 60_000), secret)
let app: FastifyInstance
const given: unknown[] = []

beforeAll(async () => {
  app = Fastify()
  await app.register(formbody)
  await app.register(multipart)
  // The app's handler, in short: a refusal's status and message in the envelope.
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.statusCode).send(failure(error.message))
      : reply.status(500).send(failure(String(error))),
  )
  await app.register(
    async (api) => {
      serve(api, { secret } as ServerContext, probe, async (input) => {
        given.push({ params: input.params, query: input.query, body: input.body, deviceId: input.deviceId })
        return { ok: true }
      })
      serve(api, { secret } as ServerContext, pagedProbe, async () => pageOf([7, 8], 2, true))
    },
    { prefix: '/:lang/api/v1' },
  )
  await app.ready()
})
afterAll(() => app.close())

const send = (path: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/en/api/v1${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-device-id': device },
    payload: new URLSearchParams(form).toString(),
  })

describe('a handler of the table', () => {
  it('is given its input as the schemas made it: numbers, defaults, the token’s device', async () => {
    given.length = 0
    const res = await send('/probe/comic/42/', { like: '1', csrf_token: token })
    expect(res.statusCode).toBe(200)
    expect(given).toEqual([
      {
        params: { posttype: 'comic', id: 42 },
        query: { sortby: 'views_day__desc' },
        body: { like: '1', csrf_token: token },
        deviceId: device,
      },
    ])
  })

  it('answers what it returns in the envelope, the extras beside `data` in the order given', async () => {
    const res = await send('/probe/comic/42/', { like: '1', csrf_token: token })
    expect(res.body).toBe('{"status":"success","data":{"ok":true}}')
    const page = await app.inject({ method: 'GET', url: '/en/api/v1/paged-probe/' })
    expect(page.body).toBe('{"status":"success","data":[7,8],"is_next":true,"paged":2,"page":2}')
  })

  it('must answer its endpoint’s schema, or it does not compile', () => {
    expectTypeOf<Answer<typeof probe>>().toEqualTypeOf<{ ok: boolean }>()
    expectTypeOf<Answer<typeof pagedProbe>>().toEqualTypeOf<
      { data: number[] } & { is_next: boolean; paged: number; page: number }
    >()
    // @ts-expect-error `ok` is a boolean in the answer's schema
    const wrongField: Handler<typeof probe> = async () => ({ ok: 'yes' })
    // @ts-expect-error the envelope is the adapter's to add
    const enveloped: Handler<typeof probe> = async () => ({ status: 'success', data: { ok: true } })
    // @ts-expect-error a page's extras are part of its answer
    const noExtras: Handler<typeof pagedProbe> = async () => ({ data: [7, 8] })
    expectTypeOf(wrongField).toEqualTypeOf(enveloped)
    expectTypeOf(noExtras).toEqualTypeOf<Handler<typeof pagedProbe>>()
  })

  it.each([
    [
      'a bad path parameter',
      '/probe/comic/forty-two/',
      { like: '1', csrf_token: token },
      400,
      /^Invalid id: /,
    ],
    [
      'a bad query',
      '/probe/comic/42/?sortby=oldest',
      { like: '1', csrf_token: token },
      400,
      /^Invalid sortby: /,
    ],
    ['a bad form', '/probe/comic/42/', { like: '3', csrf_token: token }, 400, /^Invalid like: /],
    ['no token', '/probe/comic/42/', { like: '1' }, 403, /CSRF token/],
    ['a forged token', '/probe/comic/42/', { like: '1', csrf_token: `${token}x` }, 403, /CSRF token/],
  ])('is never called with %s', async (_, path, form, status, message) => {
    given.length = 0
    const res = await send(path, form)
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toMatch(message)
    expect(given).toEqual([])
  })
})

/** Every server module, as text, by its path under server/. */
function serverModules(dir = 'server'): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return serverModules(path)
    return entry.name.endsWith('.ts')
      ? [[relative('server', path), readFileSync(path, 'utf8')] as [string, string]]
      : []
  })
}

describe('the API’s handlers', () => {
  const modules = serverModules()
  /**
   * The adapter reads and checks input; tus's protocol (uploads) keeps its own reading of headers, and
   * the reader apps' doors (OPDS feeds and progression, outside the API's table) check their
   * addresses and bodies with the contract's schemas (schemas/reader-apps.ts) themselves.
   */
  const readers = new Set([
    'http/endpoints.ts',
    'http/validate.ts',
    'admin/uploads/routes.ts',
    'opds/feeds.ts',
    'opds/progression.ts',
    'opds/v1.ts',
  ])

  it('read no path parameter or query the adapter has not checked', () => {
    const routeModules = modules.filter(([, text]) => /\bserve\(/.test(text))
    expect(routeModules.length).toBeGreaterThan(10)
    const reading = routeModules
      .filter(([path]) => !readers.has(path))
      .filter(([, text]) => /request\.(params|query)\b/.test(text))
      .map(([path]) => path)
    expect(reading).toEqual([])
  })

  const checks =
    /(?<![.\w]|function )(parse|requireAdmin|requireMember|checkFormCsrf|verifyCsrf|readForm|readJson|parseBody)\(/

  it('check no input, session, role or token themselves: the adapter does', () => {
    const checking = modules
      .filter(([path]) => !readers.has(path))
      // Calls, not definitions, nor other parsers' methods (JSON.parse).
      .filter(([, text]) => checks.test(text))
      .map(([path]) => path)
    // The checks themselves, built on each other: an admin is a member, a form's token a token.
    expect(checking.sort()).toEqual(['admin/guard.ts', 'auth/csrf.ts'])
  })
})
