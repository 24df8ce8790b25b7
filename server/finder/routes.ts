import type { FastifyInstance } from 'fastify'
import { finderMember, finderMembers } from '../../src/contract/endpoints/finder.ts'
import { audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { langOf } from '../posts/localize.ts'
import { findMembers, readMemberProfile } from './members.ts'

export const MEMBER_NOT_FOUND = 'Member not found'

/** The finder's calls (docs/api.md "Finder"): a member looks for others and reads their profile. */
export function finderRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, finderMembers, async ({ member, query: { q, page } }) => {
    const found = await findMembers(ctx, member.id, q, page)
    return pageOf(found.members, page, found.isNext)
  })

  serve(api, ctx, finderMember, async ({ request, params: { username }, query: { page } }) => {
    const found = await readMemberProfile(
      ctx,
      await audienceOf(request, ctx),
      langOf(request),
      username,
      page,
    )
    if (!found) throw notFound(MEMBER_NOT_FOUND)
    return { data: found.profile, is_next: found.isNext, paged: page, page }
  })
}
