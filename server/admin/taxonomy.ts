import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  adminCategoriesPagedRoute,
  adminCategoriesRoute,
  adminCategoryDeleteRoute,
  adminCategoryMergeRoute,
  adminCategoryRenameRoute,
  adminPeoplePagedRoute,
  adminPeopleRoute,
  adminPersonDeleteRoute,
  adminPersonMergeRoute,
  adminPersonRenameRoute,
} from '../../src/contract/admin-paths.ts'
import {
  adminCategoriesQuery,
  adminPeopleQuery,
  adminTermParams,
  adminTermsPageParams,
  createCategoryForm,
  createPersonForm,
  deleteTermForm,
  mergeForm,
  renameCategoryForm,
  renamePersonForm,
} from '../../src/contract/schemas/admin-taxonomy.ts'
import { checkFormCsrf } from '../auth/csrf.ts'
import { readForm } from '../auth/form.ts'
import type { Member } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { categories, dashboardModules, menuEntries, people } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { slugOf } from '../demo/insert.ts'
import { success } from '../http/envelope.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { localized } from '../http/messages.ts'
import { parse } from '../http/validate.ts'
import { rowsOf } from '../posts/rows.ts'
import { audit } from './audit.ts'
import { requireAdmin } from './guard.ts'
import { containing, pageWindow, sliced } from './paging.ts'
import { type Move, movedMenuEntry, movedModule } from './references.ts'
import { siteMessages, stillUsed } from './site-messages.ts'

const conflict = (request: FastifyRequest, message: { vi: string; en: string }) =>
  new HttpError(409, localized(request, message))
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const actorOf = (admin: Member) => ({ memberId: admin.id, email: admin.email })

/**
 * The admin calls on categories and people: each listed with how many posts use it; created,
 * renamed, merged into another (its posts, and what named it, go to the other), or deleted when no
 * post uses it. Every change is audited in its transaction and clears the public answers.
 */
export function adminTaxonomyRoutes(api: FastifyInstance, ctx: ServerContext) {
  const write = { onRequest: ctx.writeLimit('admin') }

  for (const route of [adminCategoriesRoute, adminCategoriesPagedRoute]) {
    api.get(route, async (request, reply) => {
      await requireAdmin(request, reply, ctx)
      const { page } = parse(adminTermsPageParams, request.params)
      const { type, q } = parse(adminCategoriesQuery, request.query)
      const named = q
        ? or(
            ilike(sql`${categories.name}->>'vi'`, containing(q)),
            ilike(sql`${categories.name}->>'en'`, containing(q)),
            ilike(categories.slug, containing(q)),
          )
        : undefined
      const rows = await ctx.db
        .select({
          id: categories.id,
          posttype: categories.posttype,
          slug: categories.slug,
          name: categories.name,
          // Written out: Drizzle leaves columns inside sql`` unqualified.
          posts: sql<number>`(select count(*)::int from post_categories
            where post_categories.category_id = categories.id)`,
        })
        .from(categories)
        .where(and(type ? eq(categories.posttype, type) : undefined, named))
        .orderBy(asc(categories.posttype), asc(categories.id))
        .limit(pageWindow(page).limit)
        .offset(pageWindow(page).offset)
      return sliced(
        rows.map((row) => ({ ...row, posts: Number(row.posts) })),
        page,
      )
    })
  }

  api.post(adminCategoriesRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const form = parse(createCategoryForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    const slug = slugOf(form.name_vi)
    if (!slug) throw badRequest(localized(request, siteMessages.nameWithoutSlug))
    const name = { vi: form.name_vi, en: form.name_en }
    const created = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ posttype: form.posttype, slug, name })
        .onConflictDoNothing()
        .returning()
      if (!row) throw conflict(request, siteMessages.categoryTaken)
      await audit(tx, actorOf(admin), {
        action: 'category.create',
        target: `category:${row.id}`,
        after: { posttype: row.posttype, slug: row.slug, name: row.name },
      })
      return row
    })
    ctx.cache.clear()
    return success({ ...created, posts: 0 })
  })

  api.post(adminCategoryRenameRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(renameCategoryForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    const name = { vi: form.name_vi, en: form.name_en }
    const renamed = await inTransaction(ctx.db, async (tx) => {
      const before = await categoryOf(tx, request, id)
      const [row] = await tx.update(categories).set({ name }).where(eq(categories.id, id)).returning()
      await audit(tx, actorOf(admin), {
        action: 'category.rename',
        target: `category:${id}`,
        before: { name: before.name },
        after: { name },
      })
      return row!
    })
    ctx.cache.clear()
    return success(renamed)
  })

  api.post(adminCategoryMergeRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(mergeForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    if (form.into === id) throw badRequest(localized(request, siteMessages.mergeIntoItself))
    const merged = await inTransaction(ctx.db, async (tx) => {
      const from = await categoryOf(tx, request, id)
      const into = await categoryOf(tx, request, form.into)
      if (from.posttype !== into.posttype) throw badRequest(localized(request, siteMessages.mergeAcrossTypes))
      await tx.execute(
        sql`insert into post_categories (post_id, category_id)
            select post_id, ${into.id}::int from post_categories where category_id = ${from.id}
            on conflict do nothing`,
      )
      const fromPosts = await countOf(
        tx,
        sql`select count(*)::int as n from post_categories where category_id = ${from.id}`,
      )
      const references = await moveReferences(
        tx,
        { posttype: from.posttype, from: from.slug, into: into.slug },
        { from: `/${from.posttype}/category/${from.slug}`, into: `/${into.posttype}/category/${into.slug}` },
      )
      await tx.delete(categories).where(eq(categories.id, from.id))
      const posts = await countOf(
        tx,
        sql`select count(*)::int as n from post_categories where category_id = ${into.id}`,
      )
      await audit(tx, actorOf(admin), {
        action: 'category.merge',
        target: `category:${from.id}`,
        before: { from: { ...from, posts: fromPosts }, into },
        after: { into: { ...into, posts }, ...references },
      })
      return { ...into, posts, ...references }
    })
    ctx.cache.clear()
    return success(merged)
  })

  api.post(adminCategoryDeleteRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(deleteTermForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    await inTransaction(ctx.db, async (tx) => {
      const category = await categoryOf(tx, request, id)
      const posts = await countOf(
        tx,
        sql`select count(*)::int as n from post_categories where category_id = ${id}`,
      )
      if (posts > 0) throw conflict(request, stillUsed('category', posts))
      await tx.delete(categories).where(eq(categories.id, id))
      await audit(tx, actorOf(admin), {
        action: 'category.delete',
        target: `category:${id}`,
        before: category,
      })
    })
    ctx.cache.clear()
    return success({ id, deleted: true })
  })

  for (const route of [adminPeopleRoute, adminPeoplePagedRoute]) {
    api.get(route, async (request, reply) => {
      await requireAdmin(request, reply, ctx)
      const { page } = parse(adminTermsPageParams, request.params)
      const { q } = parse(adminPeopleQuery, request.query)
      const rows = await ctx.db
        .select({
          id: people.id,
          slug: people.slug,
          title: people.title,
          posts: sql<number>`(select count(distinct post_people.post_id)::int from post_people
            where post_people.person_id = people.id)`,
        })
        .from(people)
        .where(q ? or(ilike(people.title, containing(q)), ilike(people.slug, containing(q))) : undefined)
        .orderBy(desc(people.id))
        .limit(pageWindow(page).limit)
        .offset(pageWindow(page).offset)
      return sliced(
        rows.map((row) => ({ ...row, posts: Number(row.posts) })),
        page,
      )
    })
  }

  api.post(adminPeopleRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const form = parse(createPersonForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    const slug = slugOf(form.title)
    if (!slug) throw badRequest(localized(request, siteMessages.nameWithoutSlug))
    const created = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(people)
        .values({ slug, title: form.title })
        .onConflictDoNothing()
        .returning()
      if (!row) throw conflict(request, siteMessages.personTaken)
      await audit(tx, actorOf(admin), {
        action: 'person.create',
        target: `person:${row.id}`,
        after: { slug: row.slug, title: row.title },
      })
      return row
    })
    ctx.cache.clear()
    return success({ ...created, posts: 0 })
  })

  api.post(adminPersonRenameRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(renamePersonForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    const renamed = await inTransaction(ctx.db, async (tx) => {
      const before = await personOf(tx, request, id)
      const [row] = await tx.update(people).set({ title: form.title }).where(eq(people.id, id)).returning()
      await audit(tx, actorOf(admin), {
        action: 'person.rename',
        target: `person:${id}`,
        before: { title: before.title },
        after: { title: form.title },
      })
      return row!
    })
    ctx.cache.clear()
    return success(renamed)
  })

  api.post(adminPersonMergeRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(mergeForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    if (form.into === id) throw badRequest(localized(request, siteMessages.mergeIntoItself))
    const merged = await inTransaction(ctx.db, async (tx) => {
      const from = await personOf(tx, request, id)
      const into = await personOf(tx, request, form.into)
      const credits = (person: number) =>
        countOf(
          tx,
          sql`select count(distinct post_id)::int as n from post_people where person_id = ${person}`,
        )
      const fromPosts = await credits(from.id)
      // Each credit keeps its role and place in the cast; a post crediting both in one role keeps
      // the one it had for the person who stays (the key is post, person and role).
      await tx.execute(
        sql`insert into post_people (post_id, person_id, role, position)
            select post_id, ${into.id}::int, role, position from post_people where person_id = ${from.id}
            on conflict do nothing`,
      )
      const references = await moveReferences(tx, undefined, {
        from: `/actor/${from.slug}`,
        into: `/actor/${into.slug}`,
      })
      await tx.delete(people).where(eq(people.id, from.id))
      const posts = await credits(into.id)
      await audit(tx, actorOf(admin), {
        action: 'person.merge',
        target: `person:${from.id}`,
        before: { from: { ...from, posts: fromPosts }, into },
        after: { into: { ...into, posts }, ...references },
      })
      return { ...into, posts, ...references }
    })
    ctx.cache.clear()
    return success(merged)
  })

  api.post(adminPersonDeleteRoute, write, async (request, reply) => {
    const admin = await requireAdmin(request, reply, ctx)
    const { id } = parse(adminTermParams, request.params)
    const form = parse(deleteTermForm, await readForm(request))
    checkFormCsrf(request, ctx, form.csrf_token)
    await inTransaction(ctx.db, async (tx) => {
      const person = await personOf(tx, request, id)
      const posts = await countOf(
        tx,
        sql`select count(distinct post_id)::int as n from post_people where person_id = ${id}`,
      )
      if (posts > 0) throw conflict(request, stillUsed('person', posts))
      await tx.delete(people).where(eq(people.id, id))
      await audit(tx, actorOf(admin), { action: 'person.delete', target: `person:${id}`, before: person })
    })
    ctx.cache.clear()
    return success({ id, deleted: true })
  })
}

/** The category, locked until the transaction ends (a merge and a rename of it wait for each other). */
async function categoryOf(tx: Tx, request: FastifyRequest, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
  if (!row) throw notFound(localized(request, siteMessages.categoryNotFound))
  return row
}

async function personOf(tx: Tx, request: FastifyRequest, id: number) {
  const [row] = await tx.select().from(people).where(eq(people.id, id)).for('update')
  if (!row) throw notFound(localized(request, siteMessages.personNotFound))
  return row
}

async function countOf(tx: Tx, query: SQL) {
  const [row] = await rowsOf<{ n: number }>(tx, query)
  return Number(row?.n ?? 0)
}

/**
 * Renames what pointed at a merged category or person: dashboards' sources and links, the menu's
 * links. Says how many modules and menu entries changed.
 */
async function moveReferences(
  tx: Tx,
  category: { posttype: string; from: string; into: string } | undefined,
  link: Move,
) {
  let dashboards = 0
  for (const row of await tx.select().from(dashboardModules)) {
    const module = movedModule(row.module, category, link)
    if (module === row.module) continue
    await tx.update(dashboardModules).set({ module }).where(eq(dashboardModules.id, row.id))
    dashboards++
  }
  let menu = 0
  for (const row of await tx.select().from(menuEntries)) {
    const entry = movedMenuEntry(row.entry, link)
    if (entry === row.entry) continue
    await tx.update(menuEntries).set({ entry }).where(eq(menuEntries.id, row.id))
    menu++
  }
  return { dashboards_changed: dashboards, menu_changed: menu }
}
