import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashes are self-describing (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be
 * raised later without breaking the hashes already stored.
 */
const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** scrypt needs 128·N·r bytes; leave room so Node does not refuse a valid stored cost. */
const memoryFor = (N: number, r: number) => 256 * N * r

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, KEY_LENGTH, { ...COST, maxmem: memoryFor(COST.N, COST.r) })
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  const N = Number(n)
  const R = Number(r)
  const P = Number(p)
  // A damaged or hostile row must not make the server spend unbounded memory or time.
  if (scheme !== 'scrypt' || !saltText || !keyText) return false
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) return false
  if (!Number.isInteger(R) || R < 1 || R > 32 || !Number.isInteger(P) || P < 1 || P > 16) return false
  const expected = Buffer.from(keyText, 'base64url')
  if (expected.length < 16 || expected.length > 256) return false
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: memoryFor(N, R),
  })
  return timingSafeEqual(actual, expected)
}

let decoy: Promise<string> | undefined

/**
 * Checks a password against a throwaway hash, so a sign-in with an unknown email costs the same
 * time as one with a known email and a wrong password.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'))
  await verifyPassword(password, await decoy)
  return false
}
