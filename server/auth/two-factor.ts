import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  adminTwoFactor,
  adminTwoFactorSave,
  recoveryCodesRenew,
  secondFactor,
  twoFactor,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorStart,
} from '../../src/contract/endpoints/two-factor.ts'
import { audit } from '../admin/audit.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { members, passkeys, recoveryCodes } from '../db/schema.ts'
import { addressGroup } from '../http/address-group.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, HttpError, unauthorized } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import {
  adminTwoFactorRequired,
  hasTwoFactor,
  twoFactorMessages as say,
  setAdminTwoFactorRequired,
} from './admin-two-factor.ts'
import { createChallenge, failChallenge, peekChallenge, takeChallenge } from './challenges.ts'
import { LoginThrottle } from './login-throttle.ts'
import { openSession } from './open-session.ts'
import { passkeyOf, passkeyRoutes } from './passkeys.ts'
import { verifyPassword } from './passwords.ts'
import type { Member } from './sessions.ts'
import { newTotpSecret, renewRecoveryCodes, takeAnyCode, takeTotpCode } from './totp.ts'
import { whileHashing } from './while-hashing.ts'

/*
 * Two-factor sign-in (issue 50, docs/accounts.md): the step after a correct password, the member's
 * enrolment (a secret, a first code, ten recovery codes), turning it off, new recovery codes, and the
 * admins' requirement. Passkeys are passkeys.ts. Every change is in the audit log, the member's own
 * with the member as its actor.
 */

/** Wrong codes one step may take before it is gone (the throttle counts each as well). */
export const SECOND_FACTOR_ATTEMPTS = 5

/**
 * After a correct password: a member with two-factor sign-in gets a step instead of a session
 * (undefined for the others, who sign in at once).
 */
export async function secondFactorStep(
  db: Db,
  member: typeof members.$inferSelect,
  remember: boolean,
  email: string,
) {
  if (!member.totpEnabledAt) return undefined
  const step = await createChallenge(db, 'second-factor', member.id, { remember, email })
  return { second_factor: { token: step.token, expires_at: step.expiresAt.toISOString() } }
}

const actorOf = (member: Member) => ({ memberId: member.id, email: member.email })

export function twoFactorRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  // The sign-in's own counts (the same store): a wrong code is a wrong password to the throttle.
  const throttle = new LoginThrottle({ store: ctx.signInFailures })

  serve(api, ctx, secondFactor, async ({ request, reply, body }) => {
    const step = await peekChallenge(db, 'second-factor', body.token)
    if (!step?.memberId) throw badRequest(localized(request, say.stepGone))
    const email = String(step.data.email ?? '')
    const address = addressGroup(request.ip)
    const verdict = await throttle.check(address, email)
    if (!verdict.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
      throw new HttpError(429, localized(request, messages.tooManySignIns))
    }
    if (!(await takeAnyCode(db, step.memberId, body.code))) {
      await throttle.fail(address, email)
      const left = await failChallenge(db, step.id, SECOND_FACTOR_ATTEMPTS)
      throw left
        ? unauthorized(localized(request, say.wrongCode))
        : badRequest(localized(request, say.stepGone))
    }
    // Whoever takes the step signs in, once.
    if (!(await takeChallenge(db, 'second-factor', body.token)))
      throw badRequest(localized(request, say.stepGone))
    await throttle.succeed(address, email)
    const [member] = await db.select().from(members).where(eq(members.id, step.memberId))
    if (!member) throw badRequest(localized(request, say.stepGone))
    return openSession(ctx, request, reply, member, step.data.remember === true)
  })

  serve(api, ctx, twoFactor, async ({ member }) => {
    const [row] = await db
      .select({ enabledAt: members.totpEnabledAt })
      .from(members)
      .where(eq(members.id, member.id))
    const [left] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.memberId, member.id), isNull(recoveryCodes.usedAt)))
    const keys = await db
      .select()
      .from(passkeys)
      .where(eq(passkeys.memberId, member.id))
      .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
    return {
      enabled: Boolean(row?.enabledAt),
      enabled_at: row?.enabledAt?.toISOString() ?? null,
      recovery_codes_left: row?.enabledAt ? Number(left?.n ?? 0) : 0,
      required: member.role === 'admin' && (await adminTwoFactorRequired(db)),
      passkeys: keys.map(passkeyOf),
    }
  })

  serve(api, ctx, twoFactorStart, async ({ request, member }) => {
    if (await hasTwoFactor(db, member.id)) throw new HttpError(409, localized(request, say.alreadyOn))
    const { secret, uri } = newTotpSecret(member.email)
    // Unconfirmed until a first code: sign-in ignores it while totp_enabled_at is empty.
    await db
      .update(members)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(and(eq(members.id, member.id), isNull(members.totpEnabledAt)))
    return { secret, uri }
  })

  serve(api, ctx, twoFactorConfirm, async ({ request, member, body }) => {
    if (await hasTwoFactor(db, member.id)) throw new HttpError(409, localized(request, say.alreadyOn))
    const [row] = await db
      .select({ secret: members.totpSecret })
      .from(members)
      .where(eq(members.id, member.id))
    if (!row?.secret) throw badRequest(localized(request, say.notStarted))
    if (!/^\d{6}$/.test(body.code) || !(await takeTotpCode(db, member.id, body.code, true)))
      throw badRequest(localized(request, say.wrongCode))
    return db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(members.id, member.id))
      const codes = await renewRecoveryCodes(tx, member.id)
      await audit(tx, actorOf(member), { action: 'account.two-factor.enable', target: `member:${member.id}` })
      return { recovery_codes: codes }
    })
  })

  /** The member proves it is them: a code of theirs, or their password. */
  async function prove(
    request: FastifyRequest,
    reply: FastifyReply,
    member: Member,
    code: string,
    password: string,
  ) {
    if (code) {
      if (!(await takeAnyCode(db, member.id, code))) throw badRequest(localized(request, say.wrongCode))
      return
    }
    if (!password) throw badRequest(localized(request, say.proofNeeded))
    const [row] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
    const ok = await whileHashing(request, reply, (turn) => verifyPassword(password, row?.hash ?? '', turn))
    if (!row || !ok) throw badRequest(localized(request, say.wrongPassword))
  }

  serve(api, ctx, twoFactorDisable, async ({ request, reply, member, body }) => {
    if (!(await hasTwoFactor(db, member.id))) throw new HttpError(409, localized(request, say.notOn))
    if (member.role === 'admin' && (await adminTwoFactorRequired(db, { fresh: true })))
      throw new HttpError(409, localized(request, say.stillRequired))
    await prove(request, reply, member, body.code, body.password)
    await db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
        .where(eq(members.id, member.id))
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, member.id))
      await audit(tx, actorOf(member), {
        action: 'account.two-factor.disable',
        target: `member:${member.id}`,
      })
    })
    return { ok: true as const }
  })

  serve(api, ctx, recoveryCodesRenew, async ({ request, reply, member, body }) => {
    if (!(await hasTwoFactor(db, member.id))) throw new HttpError(409, localized(request, say.notOn))
    await prove(request, reply, member, body.code, body.password)
    return db.transaction(async (tx) => {
      const codes = await renewRecoveryCodes(tx, member.id)
      await audit(tx, actorOf(member), { action: 'account.recovery-codes', target: `member:${member.id}` })
      return { recovery_codes: codes }
    })
  })

  serve(api, ctx, adminTwoFactor, async () => ({
    required: await adminTwoFactorRequired(db, { fresh: true }),
  }))

  serve(api, ctx, adminTwoFactorSave, async ({ request, member: admin, body }) => {
    const before = await adminTwoFactorRequired(db, { fresh: true })
    // An admin without it would lock themselves out at once.
    if (body.required && !(await hasTwoFactor(db, admin.id)))
      throw new HttpError(409, localized(request, say.ownFirst))
    await setAdminTwoFactorRequired(db, body.required)
    await audit(db, actorOf(admin), {
      action: 'site.admin-two-factor',
      target: 'site:admin-two-factor',
      before: { required: before },
      after: { required: body.required },
    })
    return { required: body.required }
  })

  passkeyRoutes(api, ctx)
}
