import type { FastifyReply, FastifyRequest } from 'fastify'
import { adminTwoFactorRequired, hasTwoFactor, twoFactorMessages } from '../auth/admin-two-factor.ts'
import { type Member, requireMember } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { forbidden } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { requestMember } from '../http/write-limits.ts'

/**
 * The signed-in admin making the call: a visitor gets a 401, a member a 403, in the language of the
 * called address. Admin answers are one person's view of private data: never kept by a browser or
 * a shared cache, whatever the outcome.
 */
export async function requireAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
): Promise<Member> {
  reply.header('cache-control', 'no-store').header('vary', 'Authorization')
  // The write limit looked the member up already on a write; a read looks them up here.
  const member = (await requestMember(request, ctx)) ?? (await requireMember(request, ctx))
  if (member.role !== 'admin') throw forbidden(localized(request, messages.adminOnly))
  // Where the site requires it, an admin without two-factor sign-in enrols before anything else.
  if ((await adminTwoFactorRequired(ctx.db)) && !(await hasTwoFactor(ctx.db, member.id)))
    throw forbidden(localized(request, twoFactorMessages.adminNeedsTwoFactor))
  return member
}
