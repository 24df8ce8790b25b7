import { desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  auditLog as auditLogEndpoint,
  auditLogPaged,
  memberList,
  memberListPaged,
  memberRole,
  memberSessions,
} from '../../src/contract/endpoints/admin.ts'
import { revokeAllAppKeys } from '../app-keys/keys.ts'
import { forgetVerifiedKeys } from '../app-keys/verified.ts'
import { revokeMemberSessions } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { auditLog, members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { audit } from './audit.ts'
import { auditSubjects } from './audit-subjects.ts'
import { adminAudienceRoutes, hiddenCategoriesOf } from './member-audience.ts'
import { containing, pageRows, sliced } from './paging.ts'
import { setRole } from './roles.ts'

/** The admin area's calls: the audit log, and members with their roles and sessions. */
export function adminRoutes(api: FastifyInstance, ctx: ServerContext) {
  adminAudienceRoutes(api, ctx)
  for (const endpoint of [auditLogEndpoint, auditLogPaged]) {
    serve(api, ctx, endpoint, async ({ params: { page } }) => {
      const rows = await pageRows(
        ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(),
        page,
      )
      const subjects = await auditSubjects(ctx.db, rows)
      const entries = rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
        ...subjects(row),
      }))
      return sliced(entries, page)
    })
  }

  for (const endpoint of [memberList, memberListPaged]) {
    serve(api, ctx, endpoint, async ({ params: { page }, query: { q } }) => {
      const matching = q
        ? or(ilike(members.name, containing(q)), ilike(members.email, containing(q)))
        : undefined
      const rows = await pageRows(
        ctx.db
          .select({
            id: members.id,
            name: members.name,
            email: members.email,
            role: members.role,
            createdAt: members.createdAt,
            ageLimit: members.ageLimit,
            ownAgeLimit: members.ownAgeLimit,
            // Written out: Drizzle leaves columns inside sql`` unqualified, and both tables have id.
            liveSessions: sql<number>`(select count(*)::int from sessions
            where sessions.member_id = members.id and sessions.revoked_at is null
              and sessions.expires_at > now())`,
          })
          .from(members)
          .where(matching)
          .orderBy(desc(members.id))
          .$dynamic(),
        page,
      )
      const hidden = await hiddenCategoriesOf(
        ctx.db,
        rows.map((row) => row.id),
      )
      const list = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        created_at: row.createdAt.toISOString(),
        live_sessions: Number(row.liveSessions),
        age_limit: row.ageLimit,
        own_age_limit: row.ownAgeLimit,
        hidden_categories: hidden.get(row.id) ?? [],
      }))
      return sliced(list, page)
    })
  }

  serve(api, ctx, memberRole, async ({ request, member: admin, params: { id }, body: form }) => {
    // The last word on a site's admins stays with someone: an admin gives the role away only to
    // another admin's hand, never by dropping their own.
    if (id === admin.id && form.role !== 'admin') throw badRequest(localized(request, messages.ownRole))
    const [member] = await ctx.db.select({ email: members.email }).from(members).where(eq(members.id, id))
    if (!member) throw notFound(localized(request, messages.memberNotFound))
    const change = await setRole(ctx.db, member.email, form.role, { memberId: admin.id, email: admin.email })
    return { id, role: change.after, changed: change.changed }
  })

  // Signing a member out everywhere is what an admin does when the account is in the wrong hands:
  // their app keys go too, or a key the intruder made would keep opening the reader apps' doors.
  serve(api, ctx, memberSessions, async ({ request, member: admin, params: { id } }) => {
    const actor = { memberId: admin.id, email: admin.email }
    const revoked = await inTransaction(ctx.db, async (tx) => {
      const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, id))
      if (!member) throw notFound(localized(request, messages.memberNotFound))
      const ended = await revokeMemberSessions(tx, id)
      if (ended.length > 0) {
        await audit(tx, actor, {
          action: 'member.revoke-sessions',
          target: `member:${id}`,
          before: { live_sessions: ended.length },
          after: { live_sessions: 0 },
        })
      }
      // Audited on its own ('app-key.revoke-all', by this admin).
      await revokeAllAppKeys(tx, actor, id)
      return ended.length
    })
    // Again once committed: a key verified between the revocation and the commit is not kept.
    forgetVerifiedKeys()
    return { id, revoked }
  })
}
