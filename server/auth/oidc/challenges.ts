import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authChallenges } from '../../db/schema.ts'
import { hashToken } from '../sessions.ts'

/**
 * Sign-in steps in flight, kept in the database so that any server of a cluster finishes what
 * another started: a sign-in at the provider (`oidc-state`: nonce, PKCE verifier, where to go back)
 * and a link waiting for the member's password (`oidc-link`). Only a hash of each step's token is
 * kept; a step is taken once (deleted as it is read).
 */
export type StepKind = 'oidc-state' | 'oidc-link'

export async function putStep(
  db: Db,
  kind: StepKind,
  token: string,
  minutes: number,
  data: Record<string, unknown>,
  memberId: number | null = null,
) {
  // Anyone's dead steps go as a new one is made: the table holds only what is in flight.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`))
  await db.insert(authChallenges).values({
    kind,
    tokenHash: hashToken(token),
    memberId,
    data,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  })
}

/** The live step of this kind and token, deleted as it is read: of two requests with it, one gets it. */
export async function takeStep(db: Pick<Db, 'delete'>, kind: StepKind, token: string) {
  const [step] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.kind, kind),
        eq(authChallenges.tokenHash, hashToken(token)),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning()
  return step
}

/** The live step of this kind and token, left in place (a link whose password is still to be checked). */
export async function readStep(db: Db, kind: StepKind, token: string) {
  const [step] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.kind, kind),
        eq(authChallenges.tokenHash, hashToken(token)),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return step
}

/** Counts a wrong answer to a step; past `most` the step is gone. */
export async function failStep(db: Db, id: number, most: number) {
  const [step] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts })
  if (step && step.attempts >= most) await db.delete(authChallenges).where(eq(authChallenges.id, id))
}

/** A new random token: 32 bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url')
