import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { authChallenges } from '../db/schema.ts'
import { hashToken } from './sessions.ts'

/*
 * Sign-in steps in flight (auth_challenges), shared by every server of a cluster: a password accepted
 * and waiting for its second factor, a passkey ceremony's challenge. The app holds the token, the
 * table its SHA-256; a step is taken (deleted, returning it) when used, so it is used once.
 */

export type ChallengeKind = 'second-factor' | 'passkey-sign-in' | 'passkey-register'

/** A step lives five minutes. */
export const CHALLENGE_MS = 5 * 60_000

export async function createChallenge(
  db: Db,
  kind: ChallengeKind,
  memberId: number | null,
  data: Record<string, unknown>,
) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + CHALLENGE_MS)
  // A good moment to forget the steps nobody finished.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`))
  await db.insert(authChallenges).values({ kind, tokenHash: hashToken(token), memberId, data, expiresAt })
  return { token, expiresAt }
}

const live = (kind: ChallengeKind, token: string) =>
  and(
    eq(authChallenges.kind, kind),
    eq(authChallenges.tokenHash, hashToken(token)),
    gt(authChallenges.expiresAt, sql`now()`),
  )

/** A live step, left in place (a second factor may be tried again). */
export async function peekChallenge(db: Db, kind: ChallengeKind, token: string) {
  const [row] = await db.select().from(authChallenges).where(live(kind, token)).limit(1)
  return row
}

/** Takes a live step: whoever deletes it has it, once. */
export async function takeChallenge(db: Db, kind: ChallengeKind, token: string) {
  const [row] = await db.delete(authChallenges).where(live(kind, token)).returning()
  return row
}

/** One more wrong answer; past `max` the step is gone. Answers whether it is still there. */
export async function failChallenge(db: Db, id: number, max: number): Promise<boolean> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts })
  if (row && row.attempts < max) return true
  await db.delete(authChallenges).where(eq(authChallenges.id, id))
  return false
}
