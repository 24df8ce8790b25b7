import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { dashboard } from '../../src/contract/endpoints/dashboards.ts'
import { homeIndex } from '../../src/contract/endpoints/home.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, audienceOf, everyone } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { categories } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { langOf, localize } from '../posts/localize.ts'
import { loadModules } from './modules.ts'
import { loadNavbar } from './navbar.ts'
import type { Narrowing } from './sources.ts'

/** The home dashboard with the side menu, and the section and search dashboards (spec §7). */
export function homeRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, homeIndex, async ({ request }) => {
    const lang = langOf(request)
    const audience = await audienceOf(request, ctx)
    const [navbar, modules] = await Promise.all([
      loadNavbar(ctx, lang),
      loadModules(ctx, audience, lang, 'index'),
    ])
    return { navbar, modules }
  })

  serve(api, ctx, dashboard, async ({ request, params: { type }, query: { filter } }) => {
    const lang = langOf(request)
    const audience = await audienceOf(request, ctx)
    const narrowing = filter === undefined ? undefined : await narrowingOf(ctx, type, filter, audience)
    const [modules, tabs] = await Promise.all([
      loadModules(ctx, audience, lang, type, narrowing),
      type === 'search' ? [] : tabsOf(ctx, lang, type, audience),
    ])
    return { modules, tabs }
  })
}

/** A section's category filter must name one of its categories; search takes any. */
export async function narrowingOf(
  ctx: ServerContext,
  section: string,
  categoryId: number,
  audience: Audience = everyone,
): Promise<Narrowing> {
  const [category] = await ctx.db
    .select({ posttype: categories.posttype })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1)
  if (
    !category ||
    (section !== 'search' && category.posttype !== section) ||
    audience.hiddenCategoryIds.includes(categoryId)
  )
    throw notFound('Category not found')
  return { posttype: category.posttype, categoryId }
}

/** The category tabs above a section dashboard; `filter` is what the app sends back to choose one. */
export async function tabsOf(ctx: ServerContext, lang: Lang, posttype: Posttype, audience = everyone) {
  const rows = await ctx.db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.posttype, posttype))
    .orderBy(asc(categories.id))
  return rows
    .filter((row) => !audience.hiddenCategoryIds.includes(row.id))
    .map((row) => ({
      id: row.id,
      name: localize(row.name, lang) ?? '',
      slug: row.slug,
      filter: `category__${row.id}`,
    }))
}
