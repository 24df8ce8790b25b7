import { setTimeout as wait } from 'node:timers/promises'
import { and, eq, sql } from 'drizzle-orm'
import type { LoginThrottle } from '../auth/login-throttle.ts'
import { LAST_USED_STEP_MS } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { appKeys, members } from '../db/schema.ts'
import { keyHashOf, keyHashOfMd5 } from './keys.ts'
import { keepVerified, verifiedLately } from './verified.ts'

/** The member a reader app acts for, and which of their keys it used. */
export interface AppKeyMember {
  id: number
  email: string
  name: string
  keyId: number
}

/** What an app proves itself with: the key (HTTP Basic, a key in the address) or its MD5 (KOReader). */
export type KeyProof = { key: string } | { md5: string }

export type AppKeyVerdict =
  | { member: AppKeyMember }
  /** A wrong user or key: the app is told only that, never which. */
  | { refused: true }
  /** Too many wrong keys from this address, or on this account: try again after `retryAfterMs`. */
  | { throttled: true; retryAfterMs: number }

/** Anything longer is no key nor MD5: refused before it is hashed. */
const PROOF_MAX = 64
const MD5_PATTERN = /^[0-9a-f]{32}$/i

/** Where a key stands in for the name too (a key in the address): wrong keys count against this name. */
const UNNAMED = 'app key in an address'

/**
 * Who an app is: a member named by their email or username (any letter case) and one of their keys,
 * or, where an app can send nothing but an address (`user` undefined), a key alone: 130 random
 * bits name one member as surely as a name and a key do.
 * Wrong keys count with wrong passwords, per address and per account, in the sign-in throttle: an
 * app's door gives no more guesses than the sign-in form, and one address guessing cannot lock the
 * owner out (login-throttle.ts). A key's last use is kept to the nearest few minutes, with its address.
 */
export async function authenticateAppKey(
  db: Db,
  throttle: LoginThrottle,
  address: string,
  user: string | undefined,
  proof: KeyProof,
): Promise<AppKeyVerdict> {
  const text = 'key' in proof ? proof.key : proof.md5
  if (user?.length === 0 || (user?.length ?? 0) > 254 || text.length === 0 || text.length > PROOF_MAX)
    return { refused: true }
  if ('md5' in proof && !MD5_PATTERN.test(proof.md5)) return { refused: true }
  const keyHash = 'key' in proof ? keyHashOf(proof.key) : keyHashOfMd5(proof.md5)
  const memo = `${user?.toLowerCase() ?? ''}\n${keyHash}`
  const known = verifiedLately(db, memo)
  if (known) return { member: known }
  // The member and, when the proof is one of theirs, the key: one query a request.
  const [found] = await db
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      keyId: appKeys.id,
      lastUsedAt: appKeys.lastUsedAt,
    })
    .from(members)
    .leftJoin(appKeys, and(eq(appKeys.memberId, members.id), eq(appKeys.keyHash, keyHash)))
    .where(
      user === undefined
        ? eq(appKeys.keyHash, keyHash)
        : sql`lower(${members.email}) = lower(${user}) or lower(${members.username}) = lower(${user})`,
    )
    .limit(1)
  // Counted on the account's email whichever name the app sent, so a username is no second budget.
  // The throttle's answer comes before the key's: a throttled guess learns nothing of it.
  const account = found?.email ?? user ?? UNNAMED
  const verdict = await throttle.check(address, account)
  if (!verdict.allowed) return { throttled: true, retryAfterMs: verdict.retryAfterMs }
  if (verdict.waitMs > 0) await wait(verdict.waitMs)
  if (!found?.keyId) {
    await throttle.fail(address, account)
    return { refused: true }
  }
  const { keyId, lastUsedAt, ...owner } = found
  await throttle.succeed(address, account)
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > LAST_USED_STEP_MS) {
    await db
      .update(appKeys)
      .set({ lastUsedAt: sql`now()`, lastUsedFrom: address })
      .where(eq(appKeys.id, keyId))
  }
  const member = { ...owner, keyId }
  keepVerified(db, memo, member)
  return { member }
}
