import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { say } from '../../src/contract/schemas/reasons.ts'
import type { ServerContext } from '../context.ts'
import { categories, type PersonRole, people, postPeople } from '../db/schema.ts'
import { success } from '../http/envelope.ts'
import { parse } from '../http/validate.ts'
import { langOf, localize } from '../posts/localize.ts'

const taxonomies = ['category', 'director', 'actor'] as const
type Taxonomy = (typeof taxonomies)[number]
const filterMessage = say({
  vi: `phải là taxonomy__ theo sau là một trong ${taxonomies.join(', ')}`,
  en: `must be taxonomy__ followed by one of ${taxonomies.join(', ')}`,
})
const termsQuery = v.object({
  filter: v.optional(
    v.pipe(
      v.string(filterMessage),
      v.regex(new RegExp(`^(taxonomy__(${taxonomies.join('|')}))?$`), filterMessage),
      v.transform((filter) => (filter ? (filter.slice('taxonomy__'.length) as Taxonomy) : undefined)),
    ),
  ),
})

/** `GET /terms/lists/`: categories (with their post type), then directors and actors (no post type). */
export function termRoutes(api: FastifyInstance, ctx: ServerContext) {
  api.get(
    '/terms/lists/',
    { config: { publicCache: { query: termsQuery } } },
    async (request: FastifyRequest) => {
      const lang = langOf(request)
      const { filter } = parse(termsQuery, request.query, request)
      const wanted = filter ? [filter] : taxonomies
      const terms = []
      for (const taxonomy of wanted) {
        terms.push(
          ...(taxonomy === 'category' ? await categoryTerms(ctx, lang) : await personTerms(ctx, taxonomy)),
        )
      }
      return success(terms)
    },
  )
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

/** People credited in that role on at least one post. */
async function personTerms(ctx: ServerContext, role: PersonRole) {
  const rows = await ctx.db
    .select({ id: people.id, name: people.title, slug: people.slug })
    .from(people)
    .where(
      sql`exists (select 1 from ${postPeople} where ${postPeople.personId} = ${people.id} and ${eq(postPeople.role, role)})`,
    )
    .orderBy(asc(people.title), asc(people.id))
  return rows.map((row) => ({ ...row, taxonomy: role, posttype: null }))
}
