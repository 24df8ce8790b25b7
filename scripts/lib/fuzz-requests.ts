import { type Body, hugeBody, junkBody } from './fuzz-bodies.ts'
import type { Endpoint } from './fuzz-endpoints.ts'
import type { Seeds } from './fuzz-seeds.ts'
import { nasty, Random, randomText } from './fuzz-values.ts'
import type { RawRequest } from './raw-http.ts'

const methods = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'get',
  'FOO',
  'G\u00c9T',
]

/** Headers a client may send, sent with good, wrong and hostile values. */
function headers(r: Random, s: Seeds): [string, string][] {
  const out: [string, string][] = []
  const auth = r.next()
  if (auth < 0.3) out.push(['Authorization', `Bearer ${s.token}`])
  else if (auth < 0.4) out.push(['Authorization', `Bearer ${s.revokedToken}`])
  else if (auth < 0.5)
    out.push([
      'Authorization',
      r.pick([
        'Bearer',
        'Bearer ',
        'Basic YTpi',
        `Bearer ${'A'.repeat(43)}`,
        `bearer   ${s.token}  `,
        `Bearer ${s.token}x`,
      ]),
    ])
  if (r.chance(0.6))
    out.push(['X-Device-Id', r.chance(0.7) ? s.deviceId : r.pick(nasty).replace(/[\r\n]/g, '')])
  if (r.chance(0.5))
    out.push([
      'X-Forwarded-For',
      r.chance(0.7)
        ? `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
        : r.pick(['', 'unknown', '::1', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'x'.repeat(500)]),
    ])
  if (r.chance(0.5))
    out.push([
      'Accept-Encoding',
      r.pick(['br, gzip', 'gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0', 'zstd', '']),
    ])
  if (r.chance(0.2))
    out.push([
      'Range',
      r.pick([
        'bytes=0-99',
        'bytes=-1',
        'bytes=100-',
        'bytes=999999999-',
        'bytes=5-1',
        'bytes=0-1,3-4',
        'items=0-1',
        'bytes=a-b',
      ]),
    ])
  if (r.chance(0.1)) out.push(['If-None-Match', r.pick(['*', '"x"', 'W/"1"', ''])])
  if (r.chance(0.1)) out.push(['Accept', r.pick(['text/html', '*/*', 'application/json', '', 'x'])])
  if (r.chance(0.05)) out.push(['Cookie', 'session=abc; csrf=1'])
  if (r.chance(0.05))
    out.push([
      `X-${randomText(r, 4).replace(/[^A-Za-z]/g, 'a')}`,
      Buffer.from(randomText(r, 30).replace(/[\r\n\0]/g, ' '), 'utf8').toString('latin1'),
    ])
  if (r.chance(0.01)) out.push(['X-Huge', 'h'.repeat(r.pick([8000, 17000]))])
  if (r.chance(0.01)) for (let i = 0; i < 120; i++) out.push([`X-Many-${i}`, 'x'])
  return out
}

/** One generated request for an endpoint. */
export function generate(r: Random, s: Seeds, endpoint: Endpoint): RawRequest {
  // A third of the requests are well formed, so the fuzzing also covers what lies past validation.
  r.clean = r.chance(0.3)
  if (r.clean) return cleanRequest(r, s, endpoint)
  let method: string = endpoint.method
  if (r.chance(0.1)) method = r.pick(methods)
  let path = endpoint.path(r, s)
  // Now and then the path itself carries bytes no encoder would produce.
  if (r.chance(0.03)) path += r.pick(['%', '%G1', '\u00ff\u00fe', '/..', '//', '/./', '?a=\u00e9'])
  const list = headers(r, s)
  // A logout would end the session the rest of the run signs in with.
  if (endpoint.name === 'logout') spareSession(list, s)
  let body: Body | undefined
  if (r.chance(0.02)) body = hugeBody(r)
  else if (endpoint.body && method !== 'GET' && method !== 'HEAD') body = endpoint.body(r, s)
  else if (r.chance(0.05)) body = junkBody(r)
  if (body) {
    if (body.contentType !== undefined && r.chance(0.97)) list.push(['Content-Type', body.contentType])
    list.push(...(body.extraHeaders ?? []))
    if (r.chance(0.03)) {
      list.push(['Transfer-Encoding', 'chunked'])
      return { method, path, headers: list, body: chunked(r, body.body) }
    }
  }
  return { method, path, headers: list, body: body?.body }
}

function cleanRequest(r: Random, s: Seeds, endpoint: Endpoint): RawRequest {
  const list: [string, string][] = [
    ['X-Device-Id', s.deviceId],
    ['X-Forwarded-For', `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`],
    ['Accept-Encoding', 'br, gzip'],
  ]
  if (r.chance(0.7)) list.push(['Authorization', `Bearer ${s.token}`])
  if (endpoint.name === 'logout') spareSession(list, s)
  const body = endpoint.body?.(r, s)
  if (body?.contentType) list.push(['Content-Type', body.contentType])
  r.clean = false
  return {
    method: endpoint.method,
    path: endpoint.path(new CleanRandom(r), s),
    headers: list,
    body: body?.body,
  }
}

function spareSession(list: [string, string][], s: Seeds) {
  for (const header of list) {
    if (header[0] === 'Authorization') header[1] = header[1].replace(s.token, s.spare.pop() ?? s.revokedToken)
  }
}

/** The same random stream, always clean: paths built from it use good values only. */
class CleanRandom extends Random {
  readonly #source: Random
  constructor(source: Random) {
    super(1)
    this.#source = source
    this.clean = true
  }
  override next() {
    return this.#source.next()
  }
}

/** The body as chunked transfer encoding, sometimes with a broken chunk size. */
function chunked(r: Random, body: Buffer): Buffer {
  // Broken sizes are refused at once; a size larger than what follows would only make the server wait.
  const size = r.chance(0.8) ? body.length.toString(16) : r.pick(['zz', '-1', '1ffffffffffffffff', ''])
  return Buffer.concat([Buffer.from(`${size}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
}
