import { randomBytes } from 'node:crypto'
import { setTimeout as wait } from 'node:timers/promises'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import { confirmRegistration, register } from '../../src/contract/endpoints/auth.ts'
import { RESET_LINK_GONE } from '../../src/contract/password-reset.ts'
import {
  confirmEmailPage,
  forgotPasswordPage,
  loginPage,
  REGISTRATION_LINK_HOURS,
} from '../../src/contract/registration.ts'
import type { registerBody } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import { members, registrations } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import { localized, messages, requestLanguage } from '../http/messages.ts'
import { alreadyRegisteredMail, confirmRegistrationMail } from '../mail/registration-mail.ts'
import { rememberDevice } from './device-cookie.ts'
import { refusePasswordFor } from './oidc/routes.ts'
import { FORGOT_PER_EMAIL } from './password-reset.ts'
import { hashPassword } from './passwords.ts'
import { createSession, deviceOf, hashToken, publicUser } from './sessions.ts'
import { whileHashing } from './while-hashing.ts'

/** How long a closing server waits for mails still on their way. */
const SHUTDOWN_WAIT_MS = 10_000

/**
 * Registration answers the same whether the email has an account or not: 202, after the same work
 * (the password is hashed either way), with the mail sent after the answer. A new address is mailed
 * a link that confirms it and makes the account (`confirm`); an address that has an account is told
 * someone tried, with links to sign in and to set a new password.
 */
export function registrationRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const asked = new WeakMap<FastifyRequest, string>()
  // Like a forgotten password's links: nobody floods an inbox with them, and a refusal tells nothing.
  const perEmail = api.createRateLimit({
    ...FORGOT_PER_EMAIL,
    keyGenerator: (request) => `register:email:${asked.get(request)?.toLowerCase()}`,
  })
  const sending = new Set<Promise<void>>()
  api.addHook('onClose', async () => {
    await Promise.race([Promise.allSettled(sending), wait(SHUTDOWN_WAIT_MS, undefined, { ref: false })])
  })

  serve(api, ctx, register, async ({ request, reply, body: input }) => {
    refusePasswordFor(ctx, request, undefined)
    asked.set(request, input.email)
    const verdict = await perEmail(request)
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', String(verdict.ttlInSeconds))
      throw new HttpError(429, localized(request, messages.tooManyRequests))
    }
    const passwordHash = await whileHashing(request, reply, (turn) => hashPassword(input.password, turn))
    const job = mailAbout(request, input, passwordHash).catch((error: unknown) => {
      request.log.error({ err: error }, 'registration mail not sent')
    })
    sending.add(job)
    void job.finally(() => sending.delete(job))
    return { ok: true }
  })

  async function mailAbout(
    request: FastifyRequest,
    input: v.InferOutput<typeof registerBody>,
    passwordHash: string,
  ) {
    const lang = requestLanguage(request)
    const origin = siteOrigin(ctx.config, request)
    const [member] = await db
      .select({ email: members.email, name: members.name })
      .from(members)
      .where(sql`lower(${members.email}) = lower(${input.email})`)
      .limit(1)
    if (member) {
      const links = { login: `${origin}${loginPage(lang)}`, reset: `${origin}${forgotPasswordPage(lang)}` }
      await ctx.mail.send(alreadyRegisteredMail(lang, member.email, member.name, origin, links))
      return
    }
    const token = randomBytes(32).toString('base64url')
    await inTransaction(db, async (tx) => {
      // The newest registration replaces the older ones of the email (only the last mail works);
      // anyone's dead ones go too.
      await tx
        .delete(registrations)
        .where(
          or(
            sql`lower(${registrations.email}) = lower(${input.email})`,
            lt(registrations.expiresAt, sql`now()`),
          ),
        )
      await tx.insert(registrations).values({
        name: input.name,
        email: input.email,
        passwordHash,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(hours => ${REGISTRATION_LINK_HOURS})`,
      })
    })
    const link = `${origin}${confirmEmailPage(lang)}?token=${token}`
    await ctx.mail.send(confirmRegistrationMail(lang, input.email, input.name, origin, link))
  }

  serve(api, ctx, confirmRegistration, async ({ request, reply, body: { token } }) => {
    refusePasswordFor(ctx, request, undefined)
    const member = await inTransaction(db, async (tx) => {
      // Deleting the row is what uses the link: of two requests with it, only one gets the row.
      const [pending] = await tx
        .delete(registrations)
        .where(and(eq(registrations.tokenHash, hashToken(token)), gt(registrations.expiresAt, sql`now()`)))
        .returning()
      if (!pending) return undefined
      // The unique index is on lower(email): an address that got an account meanwhile makes none.
      const [made] = await tx
        .insert(members)
        .values({ name: pending.name, email: pending.email, passwordHash: pending.passwordHash })
        .onConflictDoNothing()
        .returning({ id: members.id, email: members.email, name: members.name, role: members.role })
      return made
    })
    // A link unknown, expired, used, or for an email that has an account by now: the same words.
    if (!member) throw badRequest(RESET_LINK_GONE)
    const session = await createSession(db, member.id, false, deviceOf(request))
    rememberDevice(request, reply, member.id, ctx.secret)
    return {
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    }
  })
}
