import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { FairQueue, HashingBusy } from './hashing-queue.ts'

export { HashingBusy }

/**
 * Password hashes are self-describing (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be
 * raised without breaking the hashes already stored: a lower one is replaced at the next sign-in.
 * The cost is OWASP's minimum for scrypt.
 */
export const COST = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 64
const SALT_BYTES = 16

/**
 * Each hash holds 128·N·r bytes (128 MiB at this cost) while it runs. Strangers' hashes (sign-ins
 * without a device cookie, registrations, password changes) share two at a time and a short queue,
 * fair between addresses; past that they are turned away instead of exhausting the server's memory.
 * A browser that signed in to the account before (device-cookie.ts) has a lane of its own, one at a
 * time, that no stranger's attempt can fill: its owner signs in however busy the shared queue is.
 */
export const HASH_CONCURRENCY = 2
export const HASH_QUEUE_MAX = 8
export const DEVICE_CONCURRENCY = 1
export const DEVICE_QUEUE_MAX = 8
// While a known device's hash runs, strangers' run one at a time: the owner's hash shares the CPU
// with one stranger's rather than two, and strangers never stop altogether.
const devices: FairQueue = new FairQueue(DEVICE_CONCURRENCY, DEVICE_QUEUE_MAX, () => strangers.wake())
const strangers: FairQueue = new FairQueue(
  () => Math.max(1, HASH_CONCURRENCY - devices.running),
  HASH_QUEUE_MAX,
)
export const hashingLanes = { strangers, devices }

/** Whose turn a hash takes: a stranger's address in the shared queue, or a device cookie's own lane. */
export type HashTurn = { lane: keyof typeof hashingLanes; key: string }
/** Work that has no client to be fair to (a script, a test). */
const SERVER_TURN: HashTurn = { lane: 'strangers', key: 'server' }

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  turn: HashTurn,
): Promise<Buffer> {
  return hashingLanes[turn.lane].run(
    turn.key,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // The one place passwords are normalised: a password typed on another keyboard (composed
        // or decomposed accents) is the same password.
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/** scrypt needs 128·N·r bytes; leave room so Node does not refuse a valid stored cost. */
const memoryFor = (N: number, r: number) => 256 * N * r

export async function hashPassword(password: string, turn = SERVER_TURN): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, KEY_LENGTH, { ...COST, maxmem: memoryFor(COST.N, COST.r) }, turn)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** The scrypt cost a stored hash names, or undefined when it is not one we could have made. */
function costOf(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  // A damaged or hostile row must not make the server spend unbounded memory or time.
  if (scheme !== 'scrypt' || !salt || !key) return undefined
  const { N, r: R, p: P } = cost
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 18 || (N & (N - 1)) !== 0) return undefined
  if (!Number.isInteger(R) || R < 1 || R > 16 || !Number.isInteger(P) || P < 1 || P > 4) return undefined
  return { ...cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

export async function verifyPassword(password: string, stored: string, turn = SERVER_TURN): Promise<boolean> {
  const cost = costOf(stored)
  if (!cost || cost.key.length < 16 || cost.key.length > 256) return false
  const { N, r, p } = cost
  const actual = await derive(
    password,
    cost.salt,
    cost.key.length,
    { N, r, p, maxmem: memoryFor(N, r) },
    turn,
  )
  return timingSafeEqual(actual, cost.key)
}

/** True when a stored hash is cheaper than today's cost, so it should be made again. */
export function needsRehash(stored: string): boolean {
  const cost = costOf(stored)
  return !cost || cost.N < COST.N || cost.r < COST.r || cost.p < COST.p
}

let decoy: Promise<string> | undefined

/**
 * Checks a password against a throwaway hash, so a sign-in with an unknown email costs the same
 * time as one with a known email and a wrong password, and waits its turn in the same queue.
 */
export async function verifyDecoy(password: string, turn = SERVER_TURN): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'), turn)
  // A decoy that failed to be made (a full queue) is made again next time.
  decoy.catch(() => {
    decoy = undefined
  })
  await verifyPassword(password, await decoy, turn)
  return false
}
