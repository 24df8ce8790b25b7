import { and, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { LockablePostField } from '../../src/contract/catalogue.ts'
import { rolesOfPosttype } from '../../src/contract/person-roles.ts'
import type { adminPostForm } from '../../src/contract/schemas/admin-posts.ts'
import type { Db } from '../db/client.ts'
import { categories, type Localized, postCategories, posts } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { HttpError } from '../http/errors.ts'
import { type messages, unknownCategory } from '../http/messages.ts'
import { saveCredits } from '../library/save.ts'
import { rowsOf } from '../posts/rows.ts'
import { type Actor, audit } from './audit.ts'
import { linksOf } from './post-read.ts'

export type PostForm = v.InferOutput<typeof adminPostForm>
type Tx = Parameters<Parameters<typeof inTransaction>[1]>[0]
/** A refusal in the page's language: the routes know the request, this module does not. */
/** A message in the request's language: one of messages.ts by name, or one made for the case. */
export type Say = (message: keyof typeof messages | Localized) => string

/** Adds fields to a locked list once each, in a stable order. */
export const withLocks = <F extends string>(locked: F[], fields: F[]) => [...new Set([...locked, ...fields])]

/**
 * Whether `path` is a page of one of the post's own chapters (in either language's content): the only
 * images a cover or banner may be picked from, so an edit cannot point at another post's files.
 */
export async function isOwnPage(db: Pick<Db, 'execute'>, postId: number, path: string) {
  const page = sql`jsonb_build_array(${path}::text)`
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from chapters where post_id = ${postId}
      and (content->'vi' @> ${page} or content->'en' @> ${page})) as found`,
  )
  return row?.found === true
}

/** JSON with object keys in order: jsonb gives a title's keys back in its own order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )

interface Difference {
  field: LockablePostField
  before: unknown
  after: unknown
}

/**
 * Applies the fields an admin sent: each one that differs from what is stored is written and locked
 * against the next rescan, in one transaction with its audit entry (the changed fields' values before
 * and after). Returns the fields changed; an edit that changes nothing writes nothing.
 */
export async function editPost(db: Db, actor: Actor, id: number, form: PostForm, say: Say) {
  return inTransaction(db, async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
    if (!post) throw new HttpError(404, say('postNotFound'))
    const links = await linksOf(tx, id)
    const changes: Partial<typeof posts.$inferInsert> = {}
    const differences: Difference[] = []
    const differ = (field: LockablePostField, before: unknown, after: unknown) => {
      if (canonical(before) === canonical(after)) return false
      differences.push({ field, before, after })
      return true
    }

    const title = { vi: form.title_vi ?? post.title.vi, en: form.title_en ?? post.title.en }
    if (differ('title', post.title, title)) changes.title = title
    const description = {
      vi: form.description_vi ?? post.description.vi,
      en: form.description_en ?? post.description.en,
    }
    if (differ('description', post.description, description)) changes.description = description
    if (form.release_year !== undefined && differ('releaseYear', post.releaseYear, form.release_year)) {
      changes.releaseYear = form.release_year
    }
    if (form.reading_mode !== undefined) {
      if (form.reading_mode !== null && post.posttype !== 'comic') {
        throw new HttpError(400, say('readingModeComicsOnly'))
      }
      if (differ('readingMode', post.readingMode, form.reading_mode)) changes.readingMode = form.reading_mode
    }
    if (form.age_rating !== undefined && differ('ageRating', post.ageRating, form.age_rating)) {
      changes.ageRating = form.age_rating
    }
    for (const field of ['feature', 'banner'] as const) {
      const path = form[field]
      if (path === undefined || path === (post[field] ?? '')) continue
      if (path !== '' && !(await isOwnPage(tx, id, path))) throw new HttpError(400, say('notOwnPage'))
      differ(field, post[field], path || null)
      changes[field] = path || null
    }
    if (form.categories !== undefined) {
      await replaceCategories(tx, post, links.categories, form.categories, differ, say)
    }
    if (form.people !== undefined) {
      // A comic has no actors, a film no artist, a game credits no one.
      const credited = rolesOfPosttype[post.posttype]
      if (form.people.some((p) => !credited.includes(p.role)))
        throw new HttpError(400, say('roleNotOfPosttype'))
      const before = links.people.map(({ name, role }) => ({ name, role }))
      if (differ('people', before, form.people)) {
        const people = form.people
        await saveCredits(
          tx,
          id,
          Object.fromEntries(
            credited.map((role) => [role, people.filter((p) => p.role === role).map((p) => p.name)]),
          ),
        )
      }
    }
    if (differences.length === 0) return []
    const fields = differences.map((d) => d.field)
    await tx
      .update(posts)
      .set({ ...changes, lockedFields: withLocks(post.lockedFields, fields), updatedAt: sql`now()` })
      .where(eq(posts.id, id))
    await audit(tx, actor, {
      action: 'post.edit',
      target: `post:${id}`,
      before: Object.fromEntries(differences.map((d) => [d.field, d.before])),
      after: Object.fromEntries(differences.map((d) => [d.field, d.after])),
    })
    return fields
  })
}

/** Sets the post's categories to `ids`, every one a category of its own type. */
async function replaceCategories(
  tx: Tx,
  post: typeof posts.$inferSelect,
  stored: { id: number; slug: string }[],
  ids: number[],
  differ: (field: LockablePostField, before: unknown, after: unknown) => boolean,
  say: Say,
) {
  const wanted =
    ids.length === 0
      ? []
      : await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(and(eq(categories.posttype, post.posttype), inArray(categories.id, ids)))
  if (wanted.length !== ids.length) {
    const missing = ids.filter((id) => !wanted.some((category) => category.id === id))
    throw new HttpError(400, say(unknownCategory(post.posttype, missing.join(', '))))
  }
  const slugs = (list: { slug: string }[]) => list.map((c) => c.slug).sort()
  if (!differ('categories', slugs(stored), slugs(wanted))) return
  await tx.delete(postCategories).where(eq(postCategories.postId, post.id))
  if (wanted.length > 0) {
    await tx.insert(postCategories).values(wanted.map((c) => ({ postId: post.id, categoryId: c.id })))
  }
}

/** Releases one lock: the next rescan may set the field from the library again. */
export async function releasePostLock(db: Db, actor: Actor, id: number, field: LockablePostField, say: Say) {
  return inTransaction(db, async (tx) => {
    const [post] = await tx
      .select({ lockedFields: posts.lockedFields })
      .from(posts)
      .where(eq(posts.id, id))
      .for('update')
    if (!post) throw new HttpError(404, say('postNotFound'))
    if (!post.lockedFields.includes(field)) return post.lockedFields
    const after = post.lockedFields.filter((f) => f !== field)
    await tx.update(posts).set({ lockedFields: after }).where(eq(posts.id, id))
    await audit(tx, actor, {
      action: 'post.unlock',
      target: `post:${id}`,
      before: { locked_fields: post.lockedFields },
      after: { locked_fields: after },
    })
    return after
  })
}

/** Publishes or unpublishes; says whether anything changed. */
export async function setPostStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: (typeof posts.$inferSelect)['status'],
  say: Say,
) {
  return inTransaction(db, async (tx) => {
    const [post] = await tx.select({ status: posts.status }).from(posts).where(eq(posts.id, id)).for('update')
    if (!post) throw new HttpError(404, say('postNotFound'))
    if (post.status === status) return false
    await tx.update(posts).set({ status, updatedAt: sql`now()` }).where(eq(posts.id, id))
    await audit(tx, actor, {
      action: status === 'published' ? 'post.publish' : 'post.unpublish',
      target: `post:${id}`,
      before: { status: post.status },
      after: { status },
    })
    return true
  })
}
