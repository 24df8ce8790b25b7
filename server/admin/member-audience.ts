import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AgeRating } from '../../src/contract/age-ratings.ts'
import {
  memberAgeLimit,
  memberHiddenCategories,
  visitorAgeLimitRead,
  visitorAgeLimitSave,
} from '../../src/contract/endpoints/admin.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { setVisitorAgeLimit, visitorAgeLimit } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/handle.ts'
import { categories, memberHiddenCategories as hiddenTable, members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { audit } from './audit.ts'

/*
 * What each member may see, as admins set it (docs/architecture.md, "What each member may see"): the
 * highest age rating a member sees, the categories hidden from them, and the visitors' default.
 * The lists and pages apply them (server/audience/); these calls only set them, each audited with
 * its before and after.
 */

export interface HiddenCategory {
  id: number
  posttype: Posttype
  slug: string
  name: { vi: string; en: string }
}

/** The categories hidden from each of these members, by post type then name. */
export async function hiddenCategoriesOf(db: Pick<Db, 'select'>, memberIds: number[]) {
  const byMember = new Map<number, HiddenCategory[]>(memberIds.map((id) => [id, []]))
  if (memberIds.length === 0) return byMember
  const rows = await db
    .select({
      memberId: hiddenTable.memberId,
      id: categories.id,
      posttype: categories.posttype,
      slug: categories.slug,
      name: categories.name,
    })
    .from(hiddenTable)
    .innerJoin(categories, eq(categories.id, hiddenTable.categoryId))
    .where(inArray(hiddenTable.memberId, memberIds))
    .orderBy(asc(categories.posttype), asc(categories.slug))
  for (const { memberId, ...category } of rows) {
    byMember.get(memberId)?.push({ ...category, name: { vi: category.name.vi, en: category.name.en } })
  }
  return byMember
}

const unknownCategories = (ids: number[]) => ({
  vi: `Không có danh mục nào mang mã ${ids.join(', ')}.`,
  en: `There is no category with id ${ids.join(', ')}.`,
})

/** A hidden category as the audit log keeps it: enough to read once the category is gone. */
const kept = ({ id, posttype, slug }: HiddenCategory) => ({ id, posttype, slug })

export function adminAudienceRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, memberAgeLimit, async ({ request, member: admin, params: { id }, body: form }) =>
    inTransaction(ctx.db, async (tx) => {
      const [member] = await tx
        .select({ ageLimit: members.ageLimit })
        .from(members)
        .where(eq(members.id, id))
        .for('update')
      if (!member) throw notFound(localized(request, messages.memberNotFound))
      const after: AgeRating | null = form.age_limit
      const changed = member.ageLimit !== after
      if (changed) {
        await tx.update(members).set({ ageLimit: after, updatedAt: sql`now()` }).where(eq(members.id, id))
        await audit(
          tx,
          { memberId: admin.id, email: admin.email },
          {
            action: 'member.age-limit',
            target: `member:${id}`,
            before: { age_limit: member.ageLimit },
            after: { age_limit: after },
          },
        )
      }
      return { id, age_limit: after, changed }
    }),
  )

  serve(api, ctx, memberHiddenCategories, async ({ request, member: admin, params: { id }, body: form }) =>
    inTransaction(ctx.db, async (tx) => {
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, id))
        .for('update')
      if (!member) throw notFound(localized(request, messages.memberNotFound))
      const wanted = form.categories
      const found =
        wanted.length === 0
          ? []
          : await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted))
      if (found.length !== wanted.length) {
        const missing = wanted.filter((wantedId) => !found.some((category) => category.id === wantedId))
        throw badRequest(localized(request, unknownCategories(missing)))
      }
      const before = (await hiddenCategoriesOf(tx, [id])).get(id) ?? []
      const same = before.length === wanted.length && before.every((category) => wanted.includes(category.id))
      if (!same) {
        await tx.delete(hiddenTable).where(eq(hiddenTable.memberId, id))
        if (wanted.length > 0) {
          await tx.insert(hiddenTable).values(wanted.map((categoryId) => ({ memberId: id, categoryId })))
        }
      }
      const after = same ? before : ((await hiddenCategoriesOf(tx, [id])).get(id) ?? [])
      if (!same) {
        await audit(
          tx,
          { memberId: admin.id, email: admin.email },
          {
            action: 'member.hidden-categories',
            target: `member:${id}`,
            before: { categories: before.map(kept) },
            after: { categories: after.map(kept) },
          },
        )
      }
      return { id, hidden_categories: after, changed: !same }
    }),
  )

  serve(api, ctx, visitorAgeLimitRead, async () => ({
    limit: await visitorAgeLimit(ctx.db, { fresh: true }),
  }))
  serve(api, ctx, visitorAgeLimitSave, async ({ body, member: admin }) => {
    const before = await visitorAgeLimit(ctx.db, { fresh: true })
    if (before !== body.limit) {
      await setVisitorAgeLimit(ctx, body.limit)
      await audit(
        ctx.db,
        { memberId: admin.id, email: admin.email },
        {
          action: 'site.visitor-age-limit',
          target: 'site:visitor-age-limit',
          before: { limit: before },
          after: { limit: body.limit },
        },
      )
    }
    return { limit: body.limit }
  })
}
