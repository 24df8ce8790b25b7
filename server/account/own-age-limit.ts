import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type AgeRating, strictestAgeLimit } from '../../src/contract/age-ratings.ts'
import { ownAgeLimit, ownAgeLimitSave } from '../../src/contract/endpoints/account.ts'
import { audit } from '../admin/audit.ts'
import type { ServerContext } from '../context.ts'
import { members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest } from '../http/errors.ts'
import { localized } from '../http/messages.ts'

/** How a limit reads in a refusal: `Mọi lứa tuổi` / `All ages`, `13+`… */
const limitName = (limit: AgeRating) => ({
  vi: limit === 0 ? 'Mọi lứa tuổi' : `${limit}+`,
  en: limit === 0 ? 'All ages' : `${limit}+`,
})

const aboveAdmins = (limit: AgeRating) => {
  const name = limitName(limit)
  return {
    vi: `Bạn không thể chọn cao hơn giới hạn quản trị viên đã đặt (${name.vi}).`,
    en: `You cannot choose more than the limit an admin set (${name.en}).`,
  }
}

const answerOf = (row: { ageLimit: AgeRating | null; ownAgeLimit: AgeRating | null }) => {
  const either = row.ageLimit !== null || row.ownAgeLimit !== null
  return {
    age_limit: row.ageLimit,
    own_age_limit: row.ownAgeLimit,
    effective: either ? strictestAgeLimit(row.ageLimit, row.ownAgeLimit) : null,
  }
}

/**
 * The member's own age limit (docs/architecture.md, "What each member may see"): they may lower what
 * they see below an admin's limit, never raise it above. Each change is in the audit log, by the
 * member themselves.
 */
export function ownAgeLimitRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, ownAgeLimit, async ({ member }) => {
    const [row] = await ctx.db
      .select({ ageLimit: members.ageLimit, ownAgeLimit: members.ownAgeLimit })
      .from(members)
      .where(eq(members.id, member.id))
    return answerOf(row ?? { ageLimit: null, ownAgeLimit: null })
  })

  serve(api, ctx, ownAgeLimitSave, async ({ request, member, body }) =>
    inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .select({ ageLimit: members.ageLimit, ownAgeLimit: members.ownAgeLimit })
        .from(members)
        .where(eq(members.id, member.id))
        .for('update')
      const stored = row ?? { ageLimit: null, ownAgeLimit: null }
      const wanted = body.own_age_limit
      // None of their own under an admin's limit is that limit: only a higher choice is refused.
      if (stored.ageLimit !== null && wanted !== null && wanted > stored.ageLimit) {
        throw badRequest(localized(request, aboveAdmins(stored.ageLimit)))
      }
      if (wanted !== stored.ownAgeLimit) {
        await tx
          .update(members)
          .set({ ownAgeLimit: wanted, updatedAt: sql`now()` })
          .where(eq(members.id, member.id))
        await audit(
          tx,
          { memberId: member.id, email: member.email },
          {
            action: 'member.own-age-limit',
            target: `member:${member.id}`,
            before: { own_age_limit: stored.ownAgeLimit },
            after: { own_age_limit: wanted },
          },
        )
      }
      return answerOf({ ...stored, ownAgeLimit: wanted })
    }),
  )
}
