import { setTimeout as sleep } from 'node:timers/promises'
import { newMember } from './lockout.ts'
import type { AttackRow } from './report.ts'
import { type Answer, Visitor } from './visitor.ts'

export const FLOOD_ADDRESSES = 40
export const OWNER_TRIES = 10
export const KNOWN_DEVICE_MS = 2000
export const NEW_DEVICE_MS = 10_000
export const NEW_DEVICE_PASSES = 8
/**
 * Each flooding address stays under its own limits: the sign-in write limit (10 a minute) and the
 * throttle's 20 wrong passwords in 15 minutes. Forty of them still offer several hashes a second,
 * more than the server makes.
 */
const FLOOD_PACE_MS = 6500
const FLOOD_PER_ADDRESS = 15
/** The flood stops when the owner's tries are done, or at this, whichever comes first. */
const FLOOD_MAX_MS = 100_000
/** How long the flood may take to fill the server's hashing queue before the owner tries. */
const FILL_MAX_MS = 20_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ')
}

/**
 * Forty addresses send sign-ins for unknown emails, each at a pace under its own limits, enough
 * together to keep the server's hashing queue full. Meanwhile the owner of an account signs in ten
 * times from the browser that signed in before (its device cookie, from a new address each time), and
 * ten times from new browsers (no cookie, a new address each), trying again when told to
 * (Retry-After). The known device must get in every time within 2 s, a new one within 10 s at least
 * 8 times in 10.
 */
export async function signInFlood(
  base: string,
  outbox: string,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const { email, password, deviceCookie } = await newMember(base, outbox, '198.51.100.70')
  const stop = new AbortController()
  const flooded: number[] = []
  const strangers = Array.from(
    { length: FLOOD_ADDRESSES },
    (_, i) => new Visitor(base, `203.0.113.${100 + i}`),
  )
  const deadline = Date.now() + FLOOD_MAX_MS
  const flood = strangers.map(async (stranger, i) => {
    for (let sent = 0; sent < FLOOD_PER_ADDRESS && Date.now() < deadline && !stop.signal.aborted; sent++) {
      const started = Date.now()
      const answer = await stranger
        .json('/auth/login', { email: `nobody-${i}-${sent}@example.com`, password: `guess-${sent}-password` })
        // A stranger's sign-in may wait its turn longer than the client waits: 0 is no answer.
        .catch(() => ({ status: 0 }))
      flooded.push(answer.status)
      const pause = Math.max(0, FLOOD_PACE_MS - (Date.now() - started))
      await sleep(pause, undefined, { signal: stop.signal }).catch(() => undefined)
    }
  })
  let owner = 0
  const signIn = (address: string, cookie?: string): Promise<Answer> => {
    owner++
    const visitor = new Visitor(base, address)
    return visitor.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    })
  }
  const known: { status: number; ms: number }[] = []
  const fresh: { ok: boolean; ms: number; tries: number }[] = []
  try {
    const fillBy = Date.now() + FILL_MAX_MS
    while (!flooded.includes(503) && Date.now() < fillBy) await sleep(100)
    for (let i = 0; i < OWNER_TRIES; i++) {
      const started = Date.now()
      const answer = await signIn(`198.51.100.${80 + i}`, deviceCookie).catch(() => ({ status: 0 }))
      known.push({ status: answer.status, ms: Date.now() - started })
    }
    for (let i = 0; i < OWNER_TRIES; i++) {
      const started = Date.now()
      let tries = 0
      let ok = false
      while (!ok && Date.now() - started < NEW_DEVICE_MS) {
        tries++
        const answer = await signIn(`198.51.100.${100 + i}`).catch(() => undefined)
        ok = answer?.status === 200
        const retryAfter = Number(answer?.headers.get('retry-after') ?? 1) * 1000
        const left = NEW_DEVICE_MS - (Date.now() - started)
        if (!ok && left > retryAfter) await sleep(retryAfter)
        else if (!ok) break
      }
      fresh.push({ ok: ok && Date.now() - started <= NEW_DEVICE_MS, ms: Date.now() - started, tries })
    }
  } finally {
    stop.abort()
    await Promise.all(flood)
  }
  const knownOk = known.filter((k) => k.status === 200 && k.ms <= KNOWN_DEVICE_MS).length
  const freshOk = fresh.filter((f) => f.ok).length
  const crashed = [...flooded, ...known.map((k) => k.status)].some(
    (status) => status >= 500 && status !== 503,
  )
  return {
    // The owner's registration, confirmation and first sign-in, then their tries.
    requests: flooded.length + 3 + owner,
    happened: [
      `flood of ${FLOOD_ADDRESSES} addresses: ${flooded.length} sign-ins for unknown emails answered ${tally(flooded)} (0: no answer in 15 s)`,
      `owner's known device: ${knownOk}/${OWNER_TRIES} in ≤ ${KNOWN_DEVICE_MS} ms (${tally(known.map((k) => k.status))}; median ${median(known.map((k) => k.ms))} ms, slowest ${Math.max(...known.map((k) => k.ms))} ms)`,
      `owner's new devices: ${freshOk}/${OWNER_TRIES} within ${NEW_DEVICE_MS / 1000} s (median ${median(fresh.map((f) => f.ms))} ms, slowest ${Math.max(...fresh.map((f) => f.ms))} ms, ${fresh.reduce((sum, f) => sum + f.tries, 0)} tries)`,
    ].join('; '),
    result: knownOk === OWNER_TRIES && freshOk >= NEW_DEVICE_PASSES && !crashed ? 'pass' : 'fail',
  }
}
