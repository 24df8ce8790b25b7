import { setTimeout as wait } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import { csrfRoute, loginRoute, logoutRoute, meRoute, registerRoute } from '../../src/contract/paths.ts'
import { loginBody, registerBody } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { members } from '../db/schema.ts'
import { addressGroup } from '../http/address-group.ts'
import { success } from '../http/envelope.ts'
import { HttpError, unauthorized } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { issueCsrf } from './csrf.ts'
import { parseBody, whileHashing } from './json-body.ts'
import { LoginThrottle } from './login-throttle.ts'
import { HashingBusy, hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords.ts'
import { createSession, deviceOf, publicUser, requireMember, revokeSession } from './sessions.ts'

const INCORRECT = 'Email or password is incorrect'

export function authRoutes(api: FastifyInstance, ctx: ServerContext) {
  const throttle = new LoginThrottle({ store: ctx.signInFailures })
  const { db } = ctx

  // Nothing here may be kept by a browser or a CDN: the answers carry secrets.
  api.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.includes('/auth/')) reply.header('cache-control', 'no-store')
  })

  api.get(csrfRoute, { onRequest: ctx.writeLimit('csrf') }, async (request) =>
    success(issueCsrf(ctx, request)),
  )

  api.post(registerRoute, { onRequest: ctx.writeLimit('register') }, async (request, reply) => {
    const input = parseBody(registerBody, request)
    return whileHashing(request, reply, () => register(input, reply, request))
  })

  async function register(
    input: v.InferOutput<typeof registerBody>,
    reply: FastifyReply,
    request: FastifyRequest,
  ) {
    const passwordHash = await hashPassword(input.password)
    // The unique index is on lower(email): a duplicate in any letter case inserts nothing.
    const [member] = await db
      .insert(members)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: members.id, email: members.email, name: members.name, role: members.role })
    if (!member) throw new HttpError(409, 'Email is already registered')
    const session = await createSession(db, member.id, false, deviceOf(request))
    reply.status(201)
    return success({
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    })
  }

  api.post(loginRoute, { onRequest: ctx.writeLimit('login') }, async (request, reply) => {
    const input = parseBody(loginBody, request)
    const address = addressGroup(request.ip)
    const verdict = await throttle.check(address, input.email)
    if (!verdict.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
      throw new HttpError(429, localized(request, messages.tooManySignIns))
    }
    // An account under attack answers slower, for its owner too, but never refuses them.
    if (verdict.waitMs > 0) await wait(verdict.waitMs)
    return whileHashing(request, reply, () => login(address, input, request))
  })

  async function login(address: string, input: v.InferOutput<typeof loginBody>, request: FastifyRequest) {
    const [member] = await db
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = lower(${input.email})`)
      .limit(1)
    // An unknown email costs a full hash check too, so timing does not tell which emails exist.
    const ok = member
      ? await verifyPassword(input.password, member.passwordHash)
      : await verifyDecoy(input.password)
    if (!member || !ok) {
      await throttle.fail(address, input.email)
      throw unauthorized(INCORRECT)
    }
    await throttle.succeed(address, input.email)
    if (needsRehash(member.passwordHash)) await upgradeHash(member.id, input.password)
    const session = await createSession(db, member.id, input.remember, deviceOf(request))
    return success({
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    })
  }

  /** A hash stored at an older, cheaper cost is made again now that the password is known. */
  async function upgradeHash(memberId: number, password: string) {
    try {
      await db
        .update(members)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(members.id, memberId))
    } catch (error) {
      // A busy queue only postpones the upgrade to the next sign-in.
      if (!(error instanceof HashingBusy)) throw error
    }
  }

  // Clients send their default JSON content type even with no body here; logout reads no body at all.
  api.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', (_request, _payload, done) => done(null, undefined))
    scope.post(logoutRoute, { onRequest: ctx.writeLimit('logout') }, async (request) => {
      const member = await requireMember(request, ctx)
      await revokeSession(db, member.sessionId)
      return success({ ok: true })
    })
  })

  api.get(meRoute, async (request) => success(publicUser(await requireMember(request, ctx))))
}
