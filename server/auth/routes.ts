import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context.ts'
import { members } from '../db/schema.ts'
import { success } from '../http/envelope.ts'
import { badRequest, HttpError, unauthorized } from '../http/errors.ts'
import { issueCsrf } from './csrf.ts'
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts'
import { LOCKED_MESSAGE, LoginThrottle, perAddress } from './rate-limit.ts'
import { createSession, publicUser, requireMember, revokeSession } from './sessions.ts'

// The wording is the product's own (spec §5), so the sign-in and register forms can show it as is.
// A missing field reads as an empty one, so it gets the same sentence.
const email = v.optional(
  v.pipe(
    v.string('Email is invalid'),
    v.trim(),
    v.maxLength(254, 'Email is invalid'),
    v.email('Email is invalid'),
  ),
  '',
)
const password = v.optional(
  v.pipe(
    v.string('Password must have at least 6 characters'),
    v.minLength(6, 'Password must have at least 6 characters'),
    v.maxLength(128, 'Password must have at most 128 characters'),
  ),
  '',
)
const name = v.optional(
  v.pipe(
    v.string('Name must have at least 2 characters'),
    v.trim(),
    v.minLength(2, 'Name must have at least 2 characters'),
    v.maxLength(50, 'Name must have at most 50 characters'),
    v.regex(/^[^\p{Cc}]*$/u, 'Name must not contain control characters'),
  ),
  '',
)
const registerBody = v.object({ name, email, password })
const loginBody = v.object({
  email,
  password,
  remember: v.optional(v.boolean('Remember must be true or false'), false),
})

/** Form rules carry whole sentences, so the message is sent without a field prefix. */
function parseBody<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  // The contract takes JSON only; a form or text body is a client bug worth naming as such.
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'Unsupported content type')
  }
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object')
  }
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

const INCORRECT = 'Email or password is incorrect'

export function authRoutes(api: FastifyInstance, ctx: ServerContext) {
  const throttle = new LoginThrottle()
  const { db } = ctx

  // Nothing here may be kept by a browser or a CDN: the answers carry secrets.
  api.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.includes('/auth/')) reply.header('cache-control', 'no-store')
  })

  api.get('/auth/csrf_create/', { onRequest: ctx.writeLimit('csrf') }, async (request) =>
    success(issueCsrf(ctx, request)),
  )

  api.post('/auth/register', { config: { rateLimit: perAddress(10) } }, async (request, reply) => {
    const input = parseBody(registerBody, request)
    const passwordHash = await hashPassword(input.password)
    // The unique index is on lower(email): a duplicate in any letter case inserts nothing.
    const [member] = await db
      .insert(members)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: members.id, email: members.email, name: members.name })
    if (!member) throw new HttpError(409, 'Email is already registered')
    const session = await createSession(db, member.id, false)
    reply.status(201)
    return success({
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    })
  })

  api.post('/auth/login', { config: { rateLimit: perAddress(10) } }, async (request) => {
    const input = parseBody(loginBody, request)
    if (throttle.isLocked(input.email)) throw new HttpError(429, LOCKED_MESSAGE)
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
      throttle.fail(input.email)
      throw unauthorized(INCORRECT)
    }
    throttle.succeed(input.email)
    const session = await createSession(db, member.id, input.remember)
    return success({
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
    })
  })

  // Clients send their default JSON content type even with no body here; logout reads no body at all.
  api.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', (_request, _payload, done) => done(null, undefined))
    scope.post('/auth/logout', { onRequest: ctx.writeLimit('logout') }, async (request) => {
      const member = await requireMember(request, ctx)
      await revokeSession(db, member.sessionId)
      return success({ ok: true })
    })
  })

  api.get('/auth/me', async (request) => success(publicUser(await requireMember(request, ctx))))
}
