import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { terms as termsEndpoint } from '../../src/contract/endpoints/search.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { PersonRole } from '../../src/contract/person-roles.ts'
import { taxonomies } from '../../src/contract/schemas/terms.ts'
import { type Audience, audienceOf, seenBy, seesAll } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { categories, people, postPeople } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { langOf, localize } from '../posts/localize.ts'

/** `GET /terms/lists/`: categories (with their post type), then the people credited, role by role (no post type). */
export function termRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, termsEndpoint, async ({ request, query: { filter } }) => {
    const lang = langOf(request)
    const wanted = filter ? [filter] : taxonomies
    const audience = await audienceOf(request, ctx)
    const { hiddenCategoryIds } = audience
    const terms = []
    for (const taxonomy of wanted) {
      terms.push(
        ...(taxonomy === 'category'
          ? // A category hidden from the asker (server/audience/) is not listed to them.
            (await categoryTerms(ctx, lang)).filter((term) => !hiddenCategoryIds.includes(term.id))
          : await personTerms(ctx, audience, taxonomy)),
      )
    }
    return terms
  })
}

async function categoryTerms(ctx: ServerContext, lang: Lang) {
  const rows = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      posttype: categories.posttype,
    })
    .from(categories)
    .orderBy(asc(categories.posttype), asc(categories.id))
  return rows.map((row) => ({ ...row, name: localize(row.name, lang) ?? '', taxonomy: 'category' as const }))
}

/** People credited in that role on at least one post the asker may see (server/audience/). */
async function personTerms(ctx: ServerContext, audience: Audience, role: PersonRole) {
  const rows = await ctx.db
    .select({ id: people.id, name: people.title, slug: people.slug })
    .from(people)
    .where(
      seesAll(audience)
        ? sql`exists (select 1 from ${postPeople} where ${postPeople.personId} = ${people.id} and ${eq(postPeople.role, role)})`
        : sql`exists (select 1 from ${postPeople} join posts on posts.id = ${postPeople.postId}
            where ${postPeople.personId} = ${people.id} and ${eq(postPeople.role, role)} and ${seenBy(audience)})`,
    )
    .orderBy(asc(people.title), asc(people.id))
  return rows.map((row) => ({ ...row, taxonomy: role, posttype: null }))
}
