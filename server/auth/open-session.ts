import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Role } from '../../src/contract/roles.ts'
import type { ServerContext } from '../context.ts'
import { rememberDevice } from './device-cookie.ts'
import { createSession, deviceOf, publicUser } from './sessions.ts'

/** A sign-in completed: a session, and the device cookie of a browser that signed in (device-cookie.ts). */
export async function openSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { id: number; email: string; name: string; role: Role },
  remember: boolean,
) {
  const session = await createSession(ctx.db, member.id, remember, deviceOf(request))
  rememberDevice(request, reply, member.id, ctx.secret)
  return { token: session.token, user: publicUser(member), expires_at: session.expiresAt.toISOString() }
}
