import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { categories, chapters, type Localized, postCategories, posts } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { fingerprintOf } from './media.ts'

export interface Counts {
  added: number
  changed: number
  unchanged: number
}
export const noCounts = (): Counts => ({ added: 0, changed: 0, unchanged: 0 })

/** A post's own columns as the library gives them. */
export type PostValues = Pick<
  typeof posts.$inferInsert,
  'slug' | 'posttype' | 'title' | 'description' | 'feature' | 'author' | 'releaseYear'
>

/** What is stored already for the post, read before its media are copied. */
export interface StoredPost {
  id: number
  values: PostValues
  chapters: { index: number; title: Localized; content: unknown }[]
}

export interface ChapterValues {
  title: Localized
  pages: string[]
  fingerprint: string
}

const sameLocalized = (a: Localized, b: Localized) => a.vi === b.vi && a.en === b.en

const samePost = (a: PostValues, b: PostValues) =>
  sameLocalized(a.title, b.title) &&
  sameLocalized(a.description, b.description) &&
  a.feature === b.feature &&
  (a.author ?? null) === (b.author ?? null) &&
  (a.releaseYear ?? null) === (b.releaseYear ?? null)

/**
 * Writes a post and its chapters (numbered 1… in the order given) in one transaction, touching
 * only what differs; its categories are the existing ones of its type the library names.
 */
export async function savePost(
  db: Db,
  stored: StoredPost | undefined,
  values: PostValues,
  list: ChapterValues[],
  categorySlugs: string[],
) {
  return inTransaction(db, async (tx) => {
    const now = new Date()
    let postId = stored?.id
    let postChanged = stored !== undefined && !samePost(stored.values, values)
    if (postId === undefined) {
      const [row] = await tx.insert(posts).values(values).returning({ id: posts.id })
      postId = row!.id
    } else if (postChanged) {
      await tx
        .update(posts)
        .set({ ...values, updatedAt: now })
        .where(eq(posts.id, postId))
    }
    const counts = noCounts()
    for (const [i, chapter] of list.entries()) {
      const index = i + 1
      const before = stored?.chapters.find((c) => c.index === index)
      const content = { vi: chapter.pages, en: chapter.pages }
      if (!before) {
        await tx.insert(chapters).values({ postId, index, title: chapter.title, content })
        counts.added++
      } else if (
        fingerprintOf((before.content as { vi?: string[] } | null)?.vi) !== chapter.fingerprint ||
        !sameLocalized(before.title, chapter.title)
      ) {
        await tx
          .update(chapters)
          .set({ title: chapter.title, content, updatedAt: now })
          .where(and(eq(chapters.postId, postId), eq(chapters.index, index)))
        counts.changed++
      } else counts.unchanged++
    }
    if (categorySlugs.length > 0) {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.posttype, values.posttype), inArray(categories.slug, categorySlugs)))
      if (found.length > 0) {
        await tx
          .insert(postCategories)
          .values(found.map((c) => ({ postId, categoryId: c.id })))
          .onConflictDoNothing()
      }
    }
    if (counts.added > 0 || counts.changed > 0) {
      // Cards show the chapter count; new or changed chapters make the post 'updated' in the lists.
      await tx
        .update(posts)
        .set({ updatedAt: now, episodeTotal: sql`(select count(*) from chapters where post_id = ${postId})` })
        .where(eq(posts.id, postId))
      postChanged ||= stored !== undefined
    }
    return { postId, postChanged, chapters: counts }
  })
}

/** A post and its chapters as stored, by slug. */
export async function storedPost(db: Db, slug: string): Promise<StoredPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug))
  if (!row) return undefined
  const list = await db
    .select({ index: chapters.index, title: chapters.title, content: chapters.content })
    .from(chapters)
    .where(eq(chapters.postId, row.id))
  return { id: row.id, values: row, chapters: list }
}
