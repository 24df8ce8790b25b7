import type { Db } from '../db/client.ts'

/**
 * Keys verified lately, per database: an app streaming a comic asks many times a minute, and each ask
 * would otherwise cost a query and the throttle's bookkeeping. Kept briefly; a revocation, a password
 * change or a deleted account forgets them all on this server at once (`forgetVerifiedKeys`), and
 * other servers of a cluster within VERIFIED_MS.
 */
const VERIFIED_MS = 10_000
const VERIFIED_MAX = 10_000

/** The member a key (and the name sent with it) stands for, as the key was last verified. */
export interface VerifiedMember {
  id: number
  email: string
  name: string
  keyId: number
}

const verified = new WeakMap<Db, Map<string, { member: VerifiedMember; at: number; epoch: number }>>()
let epoch = 0

/** Forgets every key verified on this server: called whenever a key or its member goes. */
export function forgetVerifiedKeys() {
  epoch += 1
}

export function verifiedLately(db: Db, memo: string): VerifiedMember | undefined {
  const known = verified.get(db)?.get(memo)
  return known && known.epoch === epoch && Date.now() - known.at < VERIFIED_MS ? known.member : undefined
}

export function keepVerified(db: Db, memo: string, member: VerifiedMember) {
  const kept = verified.get(db) ?? new Map()
  verified.set(db, kept)
  if (kept.size >= VERIFIED_MAX) kept.clear()
  kept.set(memo, { member, at: Date.now(), epoch })
}
