import { randomBytes } from 'node:crypto'
import { setTimeout as wait } from 'node:timers/promises'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forgotPassword, resetPassword } from '../../src/contract/endpoints/auth.ts'
import { RESET_LINK_GONE, RESET_LINK_MINUTES, resetPasswordPage } from '../../src/contract/password-reset.ts'
import { revokeAllAppKeys } from '../app-keys/keys.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import { members, passwordResets } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import { localized, messages, requestLanguage } from '../http/messages.ts'
import { passwordResetMail } from '../mail/password-reset-mail.ts'
import { hashPassword } from './passwords.ts'
import { hashToken, revokeMemberSessions } from './sessions.ts'
import { whileHashing } from './while-hashing.ts'

/** How long a closing server waits for mails still on their way. */
const SHUTDOWN_WAIT_MS = 10_000

/**
 * Mails one inbox may be sent in a window, whoever asks: nobody can flood someone's inbox with links.
 * Counted for every email asked about, an account or not, so a refusal tells nothing either.
 */
export const FORGOT_PER_EMAIL = { max: 3, timeWindow: 15 * 60_000 }

/**
 * A forgotten password: a one-time link by mail (`forgot`), then a new password with it (`reset`),
 * which ends every session of the account.
 */
export function passwordResetRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const asked = new WeakMap<FastifyRequest, string>()
  const perEmail = api.createRateLimit({
    ...FORGOT_PER_EMAIL,
    keyGenerator: (request) => `forgot-password:email:${asked.get(request)?.toLowerCase()}`,
  })
  // Mail goes out after the answer: the answer takes the same time whether the account exists or not.
  const sending = new Set<Promise<void>>()
  api.addHook('onClose', async () => {
    // Mails on their way get a moment to leave; a mail server that hangs does not hold the shutdown.
    await Promise.race([Promise.allSettled(sending), wait(SHUTDOWN_WAIT_MS, undefined, { ref: false })])
  })

  serve(api, ctx, forgotPassword, async ({ request, reply, body: { email } }) => {
    asked.set(request, email)
    const verdict = await perEmail(request)
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', String(verdict.ttlInSeconds))
      throw new HttpError(429, localized(request, messages.tooManyRequests))
    }
    const job = sendLink(request, email).catch((error: unknown) => {
      request.log.error({ err: error }, 'password reset mail not sent')
    })
    sending.add(job)
    void job.finally(() => sending.delete(job))
    return { ok: true }
  })

  async function sendLink(request: FastifyRequest, email: string) {
    const [member] = await db
      .select({ id: members.id, email: members.email, name: members.name })
      .from(members)
      .where(sql`lower(${members.email}) = lower(${email})`)
      .limit(1)
    if (!member) return
    const token = randomBytes(32).toString('base64url')
    await inTransaction(db, async (tx) => {
      // The newest link replaces the older ones (only the last mail works); anyone's dead links go too.
      await tx
        .delete(passwordResets)
        .where(or(eq(passwordResets.memberId, member.id), lt(passwordResets.expiresAt, sql`now()`)))
      await tx.insert(passwordResets).values({
        memberId: member.id,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
      })
    })
    const lang = requestLanguage(request)
    const link = `${siteOrigin(ctx.config, request)}${resetPasswordPage(lang)}?token=${token}`
    await ctx.mail.send(passwordResetMail(lang, member.email, member.name, link))
  }

  serve(api, ctx, resetPassword, async ({ request, reply, body: input }) => {
    const tokenHash = hashToken(input.token)
    const live = and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, sql`now()`))
    // A dead link is told at once, before the costly hash.
    const [link] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1)
    if (!link) throw badRequest(RESET_LINK_GONE)
    const passwordHash = await whileHashing(request, reply, (turn) => hashPassword(input.password, turn))
    const reset = await inTransaction(db, async (tx) => {
      // Deleting the row is what uses the link: of two requests with it, only one gets the row.
      const [used] = await tx
        .delete(passwordResets)
        .where(live)
        .returning({ memberId: passwordResets.memberId })
      if (!used) return undefined
      const [owner] = await tx
        .update(members)
        .set({ passwordHash })
        .where(eq(members.id, used.memberId))
        .returning({ email: members.email })
      await tx.delete(passwordResets).where(eq(passwordResets.memberId, used.memberId))
      return { memberId: used.memberId, email: owner!.email }
    })
    if (reset === undefined) throw badRequest(RESET_LINK_GONE)
    // Whoever knew the old password is signed out everywhere, the owner too, and their apps.
    await revokeMemberSessions(db, reset.memberId)
    await revokeAllAppKeys(db, reset, reset.memberId)
    return { ok: true }
  })
}
