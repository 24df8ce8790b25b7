import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import * as calls from '../../src/contract/endpoints/admin.ts'
import type { AnyEndpoint } from '../../src/contract/endpoints/endpoint.ts'
import type {
  adminCategoriesQuery,
  adminPeopleQuery,
  createCategoryForm,
  mergeForm,
  renameCategoryForm,
  renamePersonForm,
} from '../../src/contract/schemas/admin-taxonomy.ts'
import type { Member } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { categories, dashboardModules, type Localized, menuEntries, people } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { localized, messages, stillUsed } from '../http/messages.ts'
import { rowsOf } from '../posts/rows.ts'
import { slugOf } from '../posts/slug.ts'
import { audit } from './audit.ts'
import { containing, pageRows, sliced } from './paging.ts'
import { type Move, movedMenuEntry, movedModule } from './references.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A term's own columns: its stored search words stay out of answers and the audit log. */
const categoryColumns = {
  id: categories.id,
  posttype: categories.posttype,
  slug: categories.slug,
  name: categories.name,
}
const personColumns = { id: people.id, slug: people.slug, title: people.title }
type CategoryRow = { [K in keyof typeof categoryColumns]: (typeof categories.$inferSelect)[K] }
type PersonRow = { [K in keyof typeof personColumns]: (typeof people.$inferSelect)[K] }

/**
 * What tells categories and people apart; the calls themselves (list, create, rename, merge,
 * delete) are the same for both, in `termRoutes`. `Row` is the table's row, `Names` what a rename
 * sets (both names of a category, a person's one).
 */
interface TermKind<Row extends { id: number; slug: string }, Query, Created, Renamed, Names> {
  /** The audit log's word for it: `category.create`, `person:12`. */
  kind: 'category' | 'person'
  /** Its calls in the endpoint table, whose schemas read `Query`, `Created` and `Renamed`. */
  endpoints: Record<'list' | 'paged' | 'create' | 'rename' | 'merge' | 'delete', AnyEndpoint>
  notFound: Localized
  taken: Localized
  /** One page of them, with how many posts use each, narrowed by the list's query. */
  list(ctx: ServerContext, query: Query, page: number): Promise<unknown[]>
  /** The row a new one makes; its slug is made from `slugSource`. */
  insert(tx: Tx, form: Created, slug: string): Promise<Row | undefined>
  slugSource(form: Created): string
  /** What the audit log keeps of a new one. */
  created(row: Row): Record<string, unknown>
  names(form: Renamed): Names
  namesOf(row: Row): Names
  update(tx: Tx, id: number, names: Names): Promise<Row>
  /** Locked until the transaction ends: a merge and a rename of it wait for each other. */
  lock(tx: Tx, id: number): Promise<Row | undefined>
  remove(tx: Tx, id: number): Promise<void>
  /** How many posts use it. */
  posts(tx: Tx, id: number): Promise<number>
  /** Refuses a merge this kind cannot make (two categories of different post types). */
  mergeRefusal?(from: Row, into: Row): Localized | undefined
  /** Gives `into` every post `from` has. */
  movePosts(tx: Tx, from: Row, into: Row): Promise<void>
  /** The dashboard source and in-app links that named `from`, to name `into` instead. */
  moves(from: Row, into: Row): { category?: { posttype: string; from: string; into: string }; link: Move }
}

const countOf = async (tx: Tx, query: SQL) => {
  const [row] = await rowsOf<{ n: number }>(tx, query)
  return Number(row?.n ?? 0)
}

const categoryKind: TermKind<
  CategoryRow,
  v.InferOutput<typeof adminCategoriesQuery>,
  v.InferOutput<typeof createCategoryForm>,
  v.InferOutput<typeof renameCategoryForm>,
  { name: Localized }
> = {
  kind: 'category',
  endpoints: {
    list: calls.categoryList,
    paged: calls.categoryListPaged,
    create: calls.categoryCreate,
    rename: calls.categoryRename,
    merge: calls.categoryMerge,
    delete: calls.categoryDelete,
  },
  notFound: messages.categoryNotFound,
  taken: messages.categoryTaken,
  async list(ctx, { type, q }, page) {
    const named = q
      ? or(
          ilike(sql`${categories.name}->>'vi'`, containing(q)),
          ilike(sql`${categories.name}->>'en'`, containing(q)),
          ilike(categories.slug, containing(q)),
        )
      : undefined
    const rows = await pageRows(
      ctx.db
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
        .$dynamic(),
      page,
    )
    return rows.map((row) => ({ ...row, posts: Number(row.posts) }))
  },
  slugSource: (form) => form.name_vi,
  async insert(tx, form, slug) {
    const name = { vi: form.name_vi, en: form.name_en }
    const [row] = await tx
      .insert(categories)
      .values({ posttype: form.posttype, slug, name })
      .onConflictDoNothing()
      .returning(categoryColumns)
    return row
  },
  created: (row) => ({ posttype: row.posttype, slug: row.slug, name: row.name }),
  names: (form) => ({ name: { vi: form.name_vi, en: form.name_en } }),
  namesOf: (row) => ({ name: row.name }),
  async update(tx, id, names) {
    const [row] = await tx
      .update(categories)
      .set(names)
      .where(eq(categories.id, id))
      .returning(categoryColumns)
    return row!
  },
  async lock(tx, id) {
    const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update')
    return row
  },
  async remove(tx, id) {
    await tx.delete(categories).where(eq(categories.id, id))
  },
  posts: (tx, id) =>
    countOf(tx, sql`select count(*)::int as n from post_categories where category_id = ${id}`),
  mergeRefusal: (from, into) => (from.posttype === into.posttype ? undefined : messages.mergeAcrossTypes),
  async movePosts(tx, from, into) {
    await tx.execute(
      sql`insert into post_categories (post_id, category_id)
          select post_id, ${into.id}::int from post_categories where category_id = ${from.id}
          on conflict do nothing`,
    )
  },
  moves: (from, into) => ({
    category: { posttype: from.posttype, from: from.slug, into: into.slug },
    link: {
      from: `/${from.posttype}/category/${from.slug}`,
      into: `/${into.posttype}/category/${into.slug}`,
    },
  }),
}

// The form's own names for a person's name: `title`, as the catalogue calls it.
type PersonNames = v.InferOutput<typeof renamePersonForm>

const personKind: TermKind<
  PersonRow,
  v.InferOutput<typeof adminPeopleQuery>,
  PersonNames,
  PersonNames,
  { title: string }
> = {
  kind: 'person',
  endpoints: {
    list: calls.personList,
    paged: calls.personListPaged,
    create: calls.personCreate,
    rename: calls.personRename,
    merge: calls.personMerge,
    delete: calls.personDelete,
  },
  notFound: messages.personNotFound,
  taken: messages.personTaken,
  async list(ctx, { q }, page) {
    const rows = await pageRows(
      ctx.db
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
        .$dynamic(),
      page,
    )
    return rows.map((row) => ({ ...row, posts: Number(row.posts) }))
  },
  slugSource: (form) => form.title,
  async insert(tx, form, slug) {
    const [row] = await tx
      .insert(people)
      .values({ slug, title: form.title })
      .onConflictDoNothing()
      .returning(personColumns)
    return row
  },
  created: (row) => ({ slug: row.slug, title: row.title }),
  names: (form) => ({ title: form.title }),
  namesOf: (row) => ({ title: row.title }),
  async update(tx, id, names) {
    const [row] = await tx.update(people).set(names).where(eq(people.id, id)).returning(personColumns)
    return row!
  },
  async lock(tx, id) {
    const [row] = await tx.select(personColumns).from(people).where(eq(people.id, id)).for('update')
    return row
  },
  async remove(tx, id) {
    await tx.delete(people).where(eq(people.id, id))
  },
  posts: (tx, id) =>
    countOf(tx, sql`select count(distinct post_id)::int as n from post_people where person_id = ${id}`),
  async movePosts(tx, from, into) {
    // Each credit keeps its role and place in the cast; a post crediting both in one role keeps
    // the one it had for the person who stays (the key is post, person and role).
    await tx.execute(
      sql`insert into post_people (post_id, person_id, role, position)
          select post_id, ${into.id}::int, role, position from post_people where person_id = ${from.id}
          on conflict do nothing`,
    )
  },
  moves: (from, into) => ({ link: { from: `/actor/${from.slug}`, into: `/actor/${into.slug}` } }),
}

/**
 * The admin calls on categories and people: each listed with how many posts use it; created,
 * renamed, merged into another (its posts, and what named it, go to the other), or deleted when no
 * post uses it. Every change is audited in its transaction and clears the public answers.
 */
export function adminTaxonomyRoutes(api: FastifyInstance, ctx: ServerContext) {
  termRoutes(api, ctx, categoryKind)
  termRoutes(api, ctx, personKind)
}

function termRoutes<Row extends { id: number; slug: string }, Query, Created, Renamed, Names>(
  api: FastifyInstance,
  ctx: ServerContext,
  term: TermKind<Row, Query, Created, Renamed, Names>,
) {
  const { endpoints } = term
  const actorOf = (admin: Member) => ({ memberId: admin.id, email: admin.email })
  const target = (id: number) => `${term.kind}:${id}`
  const conflict = (request: FastifyRequest, message: Localized) =>
    new HttpError(409, localized(request, message))
  const locked = async (tx: Tx, request: FastifyRequest, id: number) => {
    const row = await term.lock(tx, id)
    if (!row) throw notFound(localized(request, term.notFound))
    return row
  }
  for (const endpoint of [endpoints.list, endpoints.paged]) {
    serve(api, ctx, endpoint, async ({ params: { page }, query }) =>
      sliced(await term.list(ctx, query as Query, page), page),
    )
  }

  serve(api, ctx, endpoints.create, async ({ request, member, body }) => {
    const actor = actorOf(member)
    const fields = body as Created
    const slug = slugOf(term.slugSource(fields))
    if (!slug) throw badRequest(localized(request, messages.nameWithoutSlug))
    const created = await inTransaction(ctx.db, async (tx) => {
      const row = await term.insert(tx, fields, slug)
      if (!row) throw conflict(request, term.taken)
      await audit(tx, actor, {
        action: `${term.kind}.create`,
        target: target(row.id),
        after: term.created(row),
      })
      return row
    })
    ctx.cache.clear()
    return { ...created, posts: 0 }
  })

  serve(api, ctx, endpoints.rename, async ({ request, member, params: { id }, body }) => {
    const actor = actorOf(member)
    const fields = body as Renamed
    const names = term.names(fields)
    const renamed = await inTransaction(ctx.db, async (tx) => {
      const before = await locked(tx, request, id)
      const row = await term.update(tx, id, names)
      await audit(tx, actor, {
        action: `${term.kind}.rename`,
        target: target(id),
        before: term.namesOf(before),
        after: names,
      })
      return row
    })
    ctx.cache.clear()
    return renamed
  })

  serve(api, ctx, endpoints.merge, async ({ request, member, params: { id }, body }) => {
    const actor = actorOf(member)
    const fields = body as v.InferOutput<typeof mergeForm>
    if (fields.into === id) throw badRequest(localized(request, messages.mergeIntoItself))
    const merged = await inTransaction(ctx.db, async (tx) => {
      const from = await locked(tx, request, id)
      const into = await locked(tx, request, fields.into)
      const refusal = term.mergeRefusal?.(from, into)
      if (refusal) throw badRequest(localized(request, refusal))
      const fromPosts = await term.posts(tx, from.id)
      await term.movePosts(tx, from, into)
      const { category, link } = term.moves(from, into)
      const references = await moveReferences(tx, category, link)
      await term.remove(tx, from.id)
      const posts = await term.posts(tx, into.id)
      await audit(tx, actor, {
        action: `${term.kind}.merge`,
        target: target(from.id),
        before: { from: { ...from, posts: fromPosts }, into },
        after: { into: { ...into, posts }, ...references },
      })
      return { ...into, posts, ...references }
    })
    ctx.cache.clear()
    return merged
  })

  serve(api, ctx, endpoints.delete, async ({ request, member, params: { id } }) => {
    const actor = actorOf(member)
    await inTransaction(ctx.db, async (tx) => {
      const row = await locked(tx, request, id)
      const posts = await term.posts(tx, id)
      if (posts > 0) throw conflict(request, stillUsed(term.kind, posts))
      await term.remove(tx, id)
      await audit(tx, actor, { action: `${term.kind}.delete`, target: target(id), before: row })
    })
    ctx.cache.clear()
    return { id, deleted: true }
  })
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
