import type { Seeds } from './fuzz-seeds.ts'
import { encode, nasty, type Random, randomText } from './fuzz-values.ts'

export interface Body {
  contentType?: string
  body: Buffer
  extraHeaders?: [string, string][]
}

const utf8 = (text: string) => Buffer.from(text, 'utf8')

/** A JSON value of any type: the right one only some of the time. */
function jsonValue(r: Random, good: readonly string[], depth = 0): unknown {
  const roll = r.next()
  if ((r.clean || roll < 0.45) && good.length) return r.pick(good)
  if (roll < 0.6) return r.pick(nasty)
  if (roll < 0.7) return r.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, true, false, null])
  if (roll < 0.8 && depth < 3) return [jsonValue(r, good, depth + 1), jsonValue(r, good, depth + 1)]
  if (roll < 0.87 && depth < 3) return { nested: jsonValue(r, good, depth + 1) }
  if (roll < 0.95) return randomText(r, r.int(0, 60))
  return 'x'.repeat(r.pick([49, 50, 51, 127, 128, 129, 254, 255, 3000]))
}

/** Sign-in and register bodies: JSON with good, wrong and missing fields, or not JSON at all. */
export function authBody(r: Random): Body {
  return jsonBody(r, {
    name: ['Mai', 'Nguyễn Văn A', '<b>Lan</b>'],
    email: [`f${r.int(0, 1e9)}@example.com`, 'a@b.co', 'A@EXAMPLE.COM'],
    password: ['secret-password', '123456', 'p'.repeat(128)],
    remember: ['true'],
  })
}

/**
 * A comment: plain text within and past its limit, the hostile kinds the rules refuse (text
 * direction overrides, runs of invisible characters, marks piled on a letter, links), replies to
 * real and impossible comments.
 */
export function commentBody(r: Random, seeds: Seeds): Body {
  return jsonBody(r, {
    body: [
      'Hay quá!',
      'Chương này ||Lan đi rồi|| buồn ghê',
      'dòng một\ndòng hai',
      '\u202Eevil\u202C',
      'a\u200B'.repeat(40),
      `e${'\u0301'.repeat(30)}`,
      'xem https://example.com',
      'x'.repeat(2001),
    ],
    parent_id: ['1', '2', '0', '99999999999', 'abc'],
    csrf_token: [seeds.csrf],
  })
}

/** A new password with a reset link's token (well formed, never one the server sent). */
export function resetBody(r: Random): Body {
  const password = r.pick(['secret-password', '123456', 'p'.repeat(32), 'p'.repeat(33)])
  return jsonBody(r, {
    token: ['A'.repeat(43), `${r.int(0, 1e9)}`.padEnd(43, '-'), 'short'],
    password: [password],
    confirm_password: [password, 'other-password'],
  })
}

function jsonBody(r: Random, fields: Record<string, readonly string[]>): Body {
  const roll = r.next()
  if (r.clean || roll < 0.7) {
    const object: Record<string, unknown> = {}
    for (const [key, good] of Object.entries(fields)) {
      if (r.clean || r.chance(0.85))
        object[key] = key === 'remember' && r.chance(0.5) ? r.chance(0.5) : jsonValue(r, good)
    }
    // A key JSON.parse would turn into a prototype if the server merged bodies carelessly.
    if (r.clean) return { contentType: 'application/json', body: utf8(JSON.stringify(object)) }
    if (r.chance(0.1))
      Object.defineProperty(object, '__proto__', { value: { admin: true }, enumerable: true })
    if (r.chance(0.1)) object[randomText(r, 6)] = jsonValue(r, [])
    return { contentType: 'application/json', body: utf8(JSON.stringify(object)) }
  }
  return junkBody(r)
}

/** Like, rating and views forms: multipart (as browsers send them), urlencoded, JSON or junk. */
export function actionBody(r: Random, seeds: Seeds): Body {
  if (r.clean) {
    const fields: [string, string][] = [
      ['csrf_token', seeds.csrf],
      ['like', r.pick(['1', '2'])],
      ['rating', String(r.int(1, 10))],
      ['content', r.pick(['', 'Hay quá!', '<script>alert(1)</script>'])],
    ]
    const boundary = `----fuzz${r.int(0, 1e9)}`
    const parts = fields.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: utf8(`${parts.join('')}--${boundary}--\r\n`),
    }
  }
  const fields: [string, string][] = []
  const csrf = r.chance(0.7) ? seeds.csrf : r.pick([...nasty, seeds.csrf.slice(0, -2), `${seeds.csrf}.x`])
  if (r.chance(0.9)) fields.push(['csrf_token', csrf])
  if (r.chance(0.8)) fields.push(['like', r.chance(0.6) ? r.pick(['1', '2']) : r.pick(nasty)])
  if (r.chance(0.8)) fields.push(['rating', r.chance(0.6) ? String(r.int(1, 10)) : r.pick(nasty)])
  if (r.chance(0.5)) fields.push(['content', r.chance(0.7) ? randomText(r, r.int(0, 200)) : 'c'.repeat(2001)])
  if (r.chance(0.1)) for (let i = 0; i < 15; i++) fields.push([`f${i}`, 'x'])
  const roll = r.next()
  if (roll < 0.45) return multipart(r, fields)
  if (roll < 0.7) {
    const text = fields.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
    return { contentType: 'application/x-www-form-urlencoded', body: utf8(text) }
  }
  if (roll < 0.85) {
    const object = Object.fromEntries(fields.map(([k, v]) => [k, r.chance(0.8) ? v : jsonValue(r, [v])]))
    return { contentType: 'application/json', body: utf8(JSON.stringify(object)) }
  }
  return junkBody(r)
}

function multipart(r: Random, fields: [string, string][]): Body {
  const boundary = `----fuzz${r.int(0, 1e9)}`
  const parts = fields.map(([name, value]) => {
    const file = r.chance(0.05) ? `; filename="${r.pick(['a.txt', '../x', ''])}"` : ''
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`
  })
  let text = `${parts.join('')}--${boundary}--\r\n`
  const broken = r.next()
  if (broken < 0.05) text = text.slice(0, r.int(0, text.length))
  else if (broken < 0.08) text = text.replaceAll(boundary, `${boundary}x`)
  else if (broken < 0.1) text = text.replaceAll('\r\n', '\n')
  const header = r.chance(0.95)
    ? `multipart/form-data; boundary=${boundary}`
    : r.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x'])
  return { contentType: header, body: utf8(text) }
}

/** Bodies no client should send: broken JSON, bad UTF-8, compressed-looking bytes, deep nesting. */
export function junkBody(r: Random): Body {
  const choice = r.int(0, 9)
  const contentType = r.pick([
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/octet-stream',
    'multipart/form-data; boundary=zzz',
    '',
    'application/json\u0000',
    '*/*',
  ])
  switch (choice) {
    case 0:
      return { contentType, body: utf8('{"email": "a@b.co", "password": ') }
    case 1:
      return { contentType, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]) }
    case 2:
      return { contentType, body: r.bytes(r.int(1, 2048)) }
    case 3:
      return { contentType, body: utf8(`${'['.repeat(5000)}${']'.repeat(5000)}`) }
    case 4:
      return { contentType, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('{"a":1}')]) }
    case 5:
      return { contentType, body: utf8('{"a":1,"a":2,"__proto__":{"x":1},"constructor":{"prototype":{}}}') }
    case 6:
      return {
        contentType,
        body: r.bytes(64),
        extraHeaders: [['Content-Encoding', r.pick(['gzip', 'br', 'deflate', 'x'])]],
      }
    case 7:
      return { contentType, body: Buffer.alloc(0) }
    case 8:
      return { contentType, body: utf8('null') }
    default:
      return { contentType, body: utf8(randomText(r, r.int(1, 500))) }
  }
}

/** A body of a few hundred kB to a few MB: the server must refuse it without trouble. */
export function hugeBody(r: Random): Body {
  const size = r.pick([256 * 1024 + 1, 1024 * 1024, 3 * 1024 * 1024, 4 * 1024 * 1024])
  const contentType = r.pick([
    'application/json',
    'multipart/form-data; boundary=big',
    'application/x-www-form-urlencoded',
    'text/plain',
  ])
  const body =
    contentType === 'application/json' ? utf8(`{"email":"${'a'.repeat(size)}"}`) : Buffer.alloc(size, 0x61)
  return { contentType, body }
}
