/**
 * Random and boundary values for the API fuzzer, from a seeded generator so a failing run can be
 * replayed with the same --seed.
 */
export class Random {
  #state: number
  /** While set, generators pick good values only: a well-formed request that reaches the handlers. */
  clean = false

  constructor(seed: number) {
    this.#state = seed >>> 0 || 1
  }

  /** mulberry32: small, fast and good enough to pick test inputs. */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number) {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  bytes(length: number) {
    const out = Buffer.alloc(length)
    for (let i = 0; i < length; i++) out[i] = this.int(0, 255)
    return out
  }
}

/** Text that has broken servers before: numbers at the edges, injections, odd Unicode. */
export const nasty = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "' or 1=1 --",
  '"; drop table posts; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '\u0000',
  '\u202e',
  '\ud83d',
  'tình yêu',
  'Đ',
  '😀😀😀',
  'ｆｕｌｌｗｉｄｔｈ',
  '\\',
  '/',
  '//',
  '?',
  '#',
  '&',
  '=',
  ';',
  ',',
  '*',
  '%',
  '_',
  '\r\n',
  '\t',
]

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate becomes the three bytes it would
 * take in WTF-8 (`%ED%A0%BD`): invalid UTF-8 that the server must refuse, not choke on.
 */
export function encode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const high = code >= 0xd800 && code <= 0xdbff
    const low = text.charCodeAt(i + 1)
    if (high && low >= 0xdc00 && low <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i += 1
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(text[i]!)
  }
  return out
}

/** A path segment: a good value, a boundary value, or junk; encoded unless `raw`. */
export function segment(r: Random, good: readonly string[]): string {
  const roll = r.next()
  if ((r.clean || roll < 0.5) && good.length > 0) return r.pick(good)
  if (roll < 0.8) return encode(r.pick(nasty))
  if (roll < 0.9) return r.pick(['a', 'x', '1']).repeat(r.pick([199, 200, 201, 299, 300, 301, 2000]))
  return encode(randomText(r, r.int(1, 40)))
}

/** Random Unicode text, lone surrogates and control characters included. */
export function randomText(r: Random, length: number): string {
  let text = ''
  for (let i = 0; i < length; i++) {
    const kind = r.next()
    if (kind < 0.5) text += String.fromCharCode(r.int(32, 126))
    else if (kind < 0.7) text += String.fromCharCode(r.int(0, 31))
    else if (kind < 0.9) text += String.fromCodePoint(r.int(0xa0, 0x2fff))
    else text += String.fromCharCode(r.int(0xd800, 0xdfff))
  }
  return text
}

/** A query string: the expected keys with good or bad values, unknown keys, repeats and raw junk. */
export function queryString(r: Random, keys: Record<string, readonly string[]>): string {
  const pairs: string[] = []
  for (const [key, good] of Object.entries(keys)) {
    if (r.chance(0.3)) continue
    const value = (r.clean || r.chance(0.6)) && good.length ? r.pick(good) : r.pick(nasty)
    pairs.push(`${key}=${encode(value)}`)
    if (r.chance(0.1)) pairs.push(`${key}=${encode(r.pick(nasty))}`)
    if (r.chance(0.05)) pairs.push(`${key}[]=1&${key}[x]=2`)
  }
  if (r.clean) return pairs.length ? `?${pairs.join('&')}` : ''
  if (r.chance(0.2)) pairs.push(`${encode(randomText(r, 5))}=${encode(randomText(r, 5))}`)
  if (r.chance(0.05)) pairs.push(r.pick(['%', '%zz', '=&=&', '&&&', 'a=%FF', 'q=%E0%A4%A', 'x'.repeat(5000)]))
  return pairs.length ? `?${pairs.join('&')}` : r.chance(0.1) ? '?' : ''
}
