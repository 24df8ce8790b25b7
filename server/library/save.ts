import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  categories,
  chapters,
  type Localized,
  type PersonRole,
  people,
  postCategories,
  postPeople,
  posts,
  type Subtitle,
  type VideoSource,
} from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { slugOf } from '../demo/insert.ts'
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
  chapters: {
    index: number
    title: Localized
    content: unknown
    source?: VideoSource[] | null
    subtitles?: Subtitle[] | null
    processing?: boolean
  }[]
}

export interface ChapterValues {
  title: Localized
  pages: string[]
  fingerprint: string
}

/** A film episode: its video, its captions, and whether it is still being packaged. */
export interface EpisodeValues {
  title: Localized
  source: VideoSource[]
  subtitles: Subtitle[]
  processing: boolean
  fingerprint: string
}

/** A film's directors and actors, by name, in credit order. */
export type Credits = Record<PersonRole, string[]>

/** The fingerprint a stored chapter carries in its page paths, or in its video's path. */
const storedFingerprint = (c: StoredPost['chapters'][number]) =>
  fingerprintOf((c.content as { vi?: string[] } | null)?.vi) ?? fingerprintOf(c.source?.map((s) => s.link))

// Compared field by field: jsonb gives keys back in its own order.
const filmKey = (c: { source?: VideoSource[] | null; subtitles?: Subtitle[] | null; processing?: boolean }) =>
  [
    c.source?.map((s) => `${s.type} ${s.link}`).join(' ') ?? '',
    c.subtitles?.map((s) => `${s.language} ${s.link}`).join(' ') ?? '',
    c.processing ?? false,
  ].join('|')

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
  list: (ChapterValues | EpisodeValues)[],
  categorySlugs: string[],
  credits?: Credits,
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
      const content = 'pages' in chapter ? { vi: chapter.pages, en: chapter.pages } : null
      const film =
        'pages' in chapter
          ? { source: null, subtitles: null, processing: false }
          : { source: chapter.source, subtitles: chapter.subtitles, processing: chapter.processing }
      if (!before) {
        await tx.insert(chapters).values({ postId, index, title: chapter.title, content, ...film })
        counts.added++
      } else if (
        storedFingerprint(before) !== chapter.fingerprint ||
        !sameLocalized(before.title, chapter.title) ||
        filmKey(before) !== filmKey(film)
      ) {
        await tx
          .update(chapters)
          .set({ title: chapter.title, content, ...film, updatedAt: now })
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
    if (credits && (await saveCredits(tx, postId, credits))) postChanged ||= stored !== undefined
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

type Tx = Parameters<Parameters<typeof inTransaction>[1]>[0]

/** Replaces a post's directors and actors when they differ from those stored; says whether they did. */
async function saveCredits(tx: Tx, postId: number, credits: Credits) {
  const wanted = (['director', 'actor'] as const)
    .flatMap((role) =>
      credits[role].map((title, position) => ({ role, title, slug: slugOf(title), position })),
    )
    .filter((c, i, all) => c.slug && all.findIndex((o) => o.role === c.role && o.slug === c.slug) === i)
  const stored = await tx
    .select({ role: postPeople.role, slug: people.slug, position: postPeople.position })
    .from(postPeople)
    .innerJoin(people, eq(people.id, postPeople.personId))
    .where(eq(postPeople.postId, postId))
  const key = (c: { role: string; slug: string; position: number }) => `${c.role} ${c.position} ${c.slug}`
  const same = new Set(stored.map(key))
  if (stored.length === wanted.length && wanted.every((c) => same.has(key(c)))) return false
  await tx.delete(postPeople).where(eq(postPeople.postId, postId))
  // A person is one row across posts, found by slug: a name already known is reused.
  const named = wanted.filter((c, i) => wanted.findIndex((o) => o.slug === c.slug) === i)
  if (named.length > 0) {
    await tx
      .insert(people)
      .values(named.map(({ title, slug }) => ({ title, slug })))
      .onConflictDoNothing()
    const rows = await tx
      .select({ id: people.id, slug: people.slug })
      .from(people)
      .where(
        inArray(
          people.slug,
          named.map((c) => c.slug),
        ),
      )
    const idOf = new Map(rows.map((r) => [r.slug, r.id]))
    await tx
      .insert(postPeople)
      .values(
        wanted.map((c) => ({ postId, personId: idOf.get(c.slug)!, role: c.role, position: c.position })),
      )
  }
  return true
}

/** A post and its chapters as stored, by slug. */
export async function storedPost(db: Db, slug: string): Promise<StoredPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug))
  if (!row) return undefined
  const list = await db
    .select({
      index: chapters.index,
      title: chapters.title,
      content: chapters.content,
      source: chapters.source,
      subtitles: chapters.subtitles,
      processing: chapters.processing,
    })
    .from(chapters)
    .where(eq(chapters.postId, row.id))
  return { id: row.id, values: row, chapters: list }
}
