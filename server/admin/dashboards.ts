import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  dashboardPreview,
  dashboardRead,
  dashboardSave,
  menuRead,
  menuSave,
} from '../../src/contract/endpoints/admin.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { everyone } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import {
  categories,
  type DashboardPage,
  dashboardModules,
  menuEntries,
  posts,
  type StoredMenuEntry,
  type StoredModule,
} from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { servedModules, sourcesOf } from '../home/modules.ts'
import { loadNavbar } from '../home/navbar.ts'
import { narrowingOf, tabsOf } from '../home/routes.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest } from '../http/errors.ts'
import { localized, unknownCategory, unknownPosts } from '../http/messages.ts'
import { langOf } from '../posts/localize.ts'
import { audit } from './audit.ts'

/**
 * The admin calls on the dashboards (the home's, each section's, search's) and the side menu: read
 * what is stored, replace it whole in one transaction (audited with before and after), and preview
 * a dashboard as visitors would get it without saving.
 */
export function adminDashboardRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, dashboardRead, async ({ params: { page } }) => {
    return { page, modules: await storedModules(ctx, page) }
  })

  serve(api, ctx, dashboardSave, async ({ request, member: admin, params: { page }, body }) => {
    const modules = body.modules as StoredModule[]
    await checkReferences(ctx, request, modules)
    await inTransaction(ctx.db, async (tx) => {
      await oneWriterOf(tx, `dashboard:${page}`)
      const before = await tx.delete(dashboardModules).where(eq(dashboardModules.page, page)).returning({
        position: dashboardModules.position,
        id: dashboardModules.id,
        module: dashboardModules.module,
      })
      if (modules.length > 0)
        await tx
          .insert(dashboardModules)
          .values(modules.map((module, position) => ({ page, position, module })))
      await audit(
        tx,
        { memberId: admin.id, email: admin.email },
        {
          action: 'dashboard.save',
          target: `dashboard:${page}`,
          before: before.sort((a, b) => a.position - b.position || a.id - b.id).map((row) => row.module),
          after: modules,
        },
      )
    })
    ctx.cache.clear()
    return { page, modules: await storedModules(ctx, page) }
  })

  serve(api, ctx, dashboardPreview, async ({ request, params: { page }, body }) => {
    const modules = body.modules as StoredModule[]
    await checkReferences(ctx, request, modules)
    const lang = langOf(request)
    // Numbered as they would be listed: the ids saving gives are not known before it.
    const rows = modules.map((module, i) => ({ id: i + 1, module }))
    if (page === 'index') {
      const [navbar, served] = await Promise.all([
        loadNavbar(ctx, lang),
        servedModules(ctx, everyone, lang, rows),
      ])
      return { navbar, modules: served }
    }
    const narrowing = body.category === undefined ? undefined : await narrowingOf(ctx, page, body.category)
    const [served, tabs] = await Promise.all([
      servedModules(ctx, everyone, lang, rows, narrowing),
      page === 'search' ? [] : tabsOf(ctx, lang, page),
    ])
    return { modules: served, tabs }
  })

  serve(api, ctx, menuRead, async () => {
    return { entries: await storedMenu(ctx) }
  })

  serve(api, ctx, menuSave, async ({ member: admin, body }) => {
    const entries = body.entries as StoredMenuEntry[]
    await inTransaction(ctx.db, async (tx) => {
      await oneWriterOf(tx, 'menu')
      const before = await tx
        .delete(menuEntries)
        .returning({ position: menuEntries.position, id: menuEntries.id, entry: menuEntries.entry })
      if (entries.length > 0)
        await tx.insert(menuEntries).values(entries.map((entry, position) => ({ position, entry })))
      await audit(
        tx,
        { memberId: admin.id, email: admin.email },
        {
          action: 'menu.save',
          target: 'menu:side',
          before: before.sort((a, b) => a.position - b.position || a.id - b.id).map((row) => row.entry),
          after: entries,
        },
      )
    })
    ctx.cache.clear()
    return { entries: await storedMenu(ctx) }
  })
}

/**
 * Two saves of one page at once would each delete the rows they see and both insert theirs: the
 * second waits for the first to commit instead, then replaces what it saved.
 */
async function oneWriterOf(tx: Pick<Db, 'execute'>, what: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${what}))`)
}

async function storedModules(ctx: ServerContext, page: DashboardPage) {
  const rows = await ctx.db
    .select({ module: dashboardModules.module })
    .from(dashboardModules)
    .where(eq(dashboardModules.page, page))
    .orderBy(asc(dashboardModules.position), asc(dashboardModules.id))
  return rows.map((row) => row.module)
}

async function storedMenu(ctx: ServerContext) {
  const rows = await ctx.db
    .select({ entry: menuEntries.entry })
    .from(menuEntries)
    .orderBy(asc(menuEntries.position), asc(menuEntries.id))
  return rows.map((row) => row.entry)
}

/**
 * Every category a module names must be one of its post type's, and every chosen post must be a
 * post of the source's type: a dashboard never saves a source that lists nothing by mistake.
 */
async function checkReferences(ctx: ServerContext, request: FastifyRequest, modules: StoredModule[]) {
  const sources = modules.flatMap(sourcesOf)
  const named = sources.filter((source) => source.category !== undefined && !source.ids)
  if (named.length > 0) {
    const found = await ctx.db
      .select({ posttype: categories.posttype, slug: categories.slug })
      .from(categories)
      .where(
        or(
          ...named.map((source) =>
            and(eq(categories.posttype, source.posttype), eq(categories.slug, source.category ?? '')),
          ),
        ),
      )
    const known = new Set(found.map((row) => `${row.posttype}/${row.slug}`))
    const missing = named.find((source) => !known.has(`${source.posttype}/${source.category}`))
    if (missing)
      throw badRequest(localized(request, unknownCategory(missing.posttype, `'${missing.category ?? ''}'`)))
  }
  const chosen = new Map<Posttype, Set<number>>()
  for (const source of sources) {
    for (const id of source.ids ?? []) {
      const ids = chosen.get(source.posttype) ?? new Set<number>()
      chosen.set(source.posttype, ids.add(id))
    }
  }
  for (const [posttype, ids] of chosen) {
    const found = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.posttype, posttype), inArray(posts.id, [...ids])))
    const known = new Set(found.map((row) => row.id))
    const missing = [...ids].filter((id) => !known.has(id))
    if (missing.length > 0) throw badRequest(localized(request, unknownPosts(posttype, missing)))
  }
}
