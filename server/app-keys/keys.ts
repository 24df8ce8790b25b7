import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { APP_KEYS_MAX } from '../../src/contract/limits.ts'
import type { AppKey } from '../../src/contract/schemas/account.ts'
import type { Actor } from '../admin/audit.ts'
import { audit } from '../admin/audit.ts'
import type { Db } from '../db/client.ts'
import { appKeys } from '../db/schema.ts'
import { HttpError, notFound } from '../http/errors.ts'
import { forgetVerifiedKeys } from './verified.ts'

/*
 * Keys for reader apps. A key is 26 lower-case letters and digits (130 random bits, base32's alphabet): typed
 * on an e-reader's keyboard as shown, since KOReader sends the MD5 of exactly what was typed. Only
 * sha256(md5(key)) is kept, so one stored hash checks both an app that sends the key (HTTP Basic)
 * and KOReader, which sends its MD5; 130 bits need no slow hash.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

export const appKeyMessages = { tooMany: 'You have too many app keys' } as const

/** A new key: 26 characters of the base32 alphabet, each from a random byte (256 is 8 × 32: no bias). */
const newKey = () => Array.from(randomBytes(26), (byte) => ALPHABET[byte & 31]).join('')

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
/** What is stored for a key, from the MD5 of the key as KOReader sends it (lower-case hex). */
export const keyHashOfMd5 = (keyMd5: string) =>
  createHash('sha256').update(keyMd5.toLowerCase()).digest('hex')
/** What is stored for a key, from the key as an app sends it. */
export const keyHashOf = (key: string) => keyHashOfMd5(md5(key))

const listed = (row: typeof appKeys.$inferSelect): AppKey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_from: row.lastUsedFrom,
})

/** The member's keys, newest first. */
export async function listAppKeys(db: Db, memberId: number): Promise<AppKey[]> {
  const rows = await db
    .select()
    .from(appKeys)
    .where(eq(appKeys.memberId, memberId))
    .orderBy(desc(appKeys.createdAt), desc(appKeys.id))
  return rows.map(listed)
}

/**
 * A new key named `name` for the member, audited; the key itself is answered this once. Counted
 * and made in one transaction that locks the member's keys, so two at once cannot pass the cap.
 */
export async function createAppKey(db: Db, actor: Actor & { memberId: number }, name: string) {
  const key = newKey()
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app-keys'), ${actor.memberId})`)
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(appKeys)
      .where(eq(appKeys.memberId, actor.memberId))
    if (count >= APP_KEYS_MAX) throw new HttpError(409, appKeyMessages.tooMany)
    const [made] = await tx
      .insert(appKeys)
      .values({ memberId: actor.memberId, name, keyHash: keyHashOf(key) })
      .returning()
    await audit(tx, actor, {
      action: 'app-key.create',
      target: `member:${actor.memberId}`,
      after: { id: made!.id, name },
    })
    return made!
  })
  return { key, app_key: listed(row) }
}

/** Revokes one of the member's keys, audited; another member's is as unknown as none. */
export async function revokeAppKey(db: Db, actor: Actor & { memberId: number }, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(appKeys)
      .where(and(eq(appKeys.id, id), eq(appKeys.memberId, actor.memberId)))
      .returning({ name: appKeys.name })
    if (!gone) throw notFound('App key not found')
    forgetVerifiedKeys()
    await audit(tx, actor, {
      action: 'app-key.revoke',
      target: `member:${actor.memberId}`,
      before: { id, name: gone.name },
    })
  })
  return { id, revoked: true as const }
}

/**
 * Revokes every key of a member whose password changed (by them, or by a reset link): apps signed in
 * with the old trust sign in again. Audited when there were any.
 */
export async function revokeAllAppKeys(db: Db, actor: Actor, memberId: number) {
  const gone = await db
    .delete(appKeys)
    .where(eq(appKeys.memberId, memberId))
    .returning({ name: appKeys.name })
  if (gone.length > 0) {
    forgetVerifiedKeys()
    await audit(db, actor, {
      action: 'app-key.revoke-all',
      target: `member:${memberId}`,
      before: { names: gone.map((key) => key.name) },
    })
  }
  return gone.length
}
