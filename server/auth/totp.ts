import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_COUNT } from '../../src/contract/schemas/two-factor.ts'
import type { Db } from '../db/client.ts'
import { members, recoveryCodes } from '../db/schema.ts'

/*
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, the authenticator apps' defaults)
 * through otpauth, and one-time recovery codes. A code is accepted one step either side of now, and
 * its step is kept (members.totp_last_step): no code, nor an older one, is taken twice.
 */

const ISSUER = 'Mọt'
const PERIOD = 30

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD, digits: 6 })

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32
  return { secret, uri: totpOf(secret, label).toString() }
}

/** The time step a code of `secret` belongs to, within ±1 step of now; null when it is none of them. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta
}

/**
 * Takes a code of the member's: right, and of a later step than any taken before (one update, so two
 * servers given the same code at once take it once). `pending`: the secret being enrolled.
 */
export async function takeTotpCode(db: Db, memberId: number, code: string, pending = false) {
  const [member] = await db
    .select({ secret: members.totpSecret, enabledAt: members.totpEnabledAt })
    .from(members)
    .where(eq(members.id, memberId))
  if (!member?.secret || (!pending && !member.enabledAt)) return false
  const step = codeStep(member.secret, code)
  if (step === null) return false
  const [taken] = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(members.id, memberId),
        eq(members.totpSecret, member.secret),
        or(isNull(members.totpLastStep), lt(members.totpLastStep, step)),
      ),
    )
    .returning({ id: members.id })
  return taken !== undefined
}

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex')

/** Ten codes of 10 letters and digits (`xxxxx-xxxxx`, about 50 bits each); the old ones go. */
export async function renewRecoveryCodes(db: Pick<Db, 'insert' | 'delete'>, memberId: number) {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')
    return `${text.slice(0, 5)}-${text.slice(5)}`
  })
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId))
  await db.insert(recoveryCodes).values(codes.map((code) => ({ memberId, codeHash: hashCode(code) })))
  return codes
}

/** Takes a recovery code: unused and the member's, it is used now, once. */
export async function takeRecoveryCode(db: Db, memberId: number, code: string) {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.memberId, memberId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used !== undefined
}

/** A code the member typed: six digits for the app, else a recovery code. */
export const takeAnyCode = (db: Db, memberId: number, code: string) => {
  const plain = code.replace(/[\s-]/g, '').toLowerCase()
  return /^\d{6}$/.test(plain) ? takeTotpCode(db, memberId, plain) : takeRecoveryCode(db, memberId, plain)
}
