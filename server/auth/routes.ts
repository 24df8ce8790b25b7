import { setTimeout as wait } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import { csrf, login as loginEndpoint, logout } from '../../src/contract/endpoints/auth.ts'
import { me } from '../../src/contract/endpoints/session.ts'
import type { loginBody } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { members } from '../db/schema.ts'
import { addressGroup } from '../http/address-group.ts'
import { serve } from '../http/endpoints.ts'
import { HttpError, unauthorized } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { issueCsrf } from './csrf.ts'
import { knownDevice, rememberDevice } from './device-cookie.ts'
import { LoginThrottle } from './login-throttle.ts'
import { oidcRoutes, refusePasswordFor } from './oidc/routes.ts'
import {
  HashingBusy,
  type HashTurn,
  hashPassword,
  needsRehash,
  verifyDecoy,
  verifyPassword,
} from './passwords.ts'
import { registrationRoutes } from './registration.ts'
import { createSession, deviceOf, publicUser, revokeSession } from './sessions.ts'
import { secondFactorStep, twoFactorRoutes } from './two-factor.ts'
import { whileHashing } from './while-hashing.ts'

const INCORRECT = 'Email or password is incorrect'

/** A sign-in whose password is about to be checked: the member the email names, if any. */
interface SignIn {
  member: typeof members.$inferSelect | undefined
  input: v.InferOutput<typeof loginBody>
  request: FastifyRequest
  reply: FastifyReply
}

export function authRoutes(api: FastifyInstance, ctx: ServerContext) {
  const throttle = new LoginThrottle({ store: ctx.signInFailures })
  const { db } = ctx

  // Nothing here may be kept by a browser or a CDN: the answers carry secrets (each endpoint's no-store).
  serve(api, ctx, csrf, async ({ request }) => issueCsrf(ctx, request))

  registrationRoutes(api, ctx)
  oidcRoutes(api, ctx)
  twoFactorRoutes(api, ctx)

  serve(api, ctx, loginEndpoint, async ({ request, reply, body: input }) => {
    const address = addressGroup(request.ip)
    const [member] = await db
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = lower(${input.email})`)
      .limit(1)
    // A browser that signed in to this account before has its own lane: neither strangers' attempts
    // nor the account's slowdown stand between it and its owner (device-cookie.ts).
    const device = member && knownDevice(request, member.id, ctx.secret)
    if (device && (await throttle.deviceTrusted(device.nonce))) {
      return whileHashing(request, reply, () =>
        login({ member, input, request, reply }, { lane: 'devices', key: device.nonce }, () =>
          throttle.failDevice(device.nonce),
        ),
      )
    }
    const verdict = await throttle.check(address, input.email)
    if (!verdict.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
      throw new HttpError(429, localized(request, messages.tooManySignIns))
    }
    // An account under attack answers slower, for its owner too, but never refuses them.
    if (verdict.waitMs > 0) await wait(verdict.waitMs)
    return whileHashing(request, reply, async (turn) => {
      const session = await login({ member, input, request, reply }, turn, () =>
        throttle.fail(address, input.email),
      )
      await throttle.succeed(address, input.email)
      return session
    })
  })

  /** Checks the password in `turn`'s lane; a wrong one is counted by `failed`, the right one opens a session. */
  async function login(
    { member, input, request, reply }: SignIn,
    turn: HashTurn,
    failed: () => Promise<void>,
  ) {
    // An unknown email costs a full hash check too, in the same queue, so timing does not tell
    // which emails exist.
    const ok = member
      ? await verifyPassword(input.password, member.passwordHash, turn)
      : await verifyDecoy(input.password, turn)
    if (!member || !ok) {
      await failed()
      throw unauthorized(INCORRECT)
    }
    refusePasswordFor(ctx, request, member.role)
    if (needsRehash(member.passwordHash)) await upgradeHash(member.id, input.password, turn)
    // Two-factor sign-in: no session yet, a step the code completes (two-factor.ts).
    const step = await secondFactorStep(db, member, input.remember, input.email)
    if (step) return step
    const session = await createSession(db, member.id, input.remember, deviceOf(request))
    rememberDevice(request, reply, member.id, ctx.secret)
    return {
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    }
  }

  /** A hash stored at an older, cheaper cost is made again now that the password is known. */
  async function upgradeHash(memberId: number, password: string, turn: HashTurn) {
    try {
      await db
        .update(members)
        .set({ passwordHash: await hashPassword(password, turn) })
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
    serve(scope, ctx, logout, async ({ member }) => {
      await revokeSession(db, member.sessionId)
      return { ok: true }
    })
  })

  // With what the member may see (server/audience/): the screens show it.
  serve(api, ctx, me, async ({ member }) => ({ ...publicUser(member), age_limit: member.ageLimit }))
}
