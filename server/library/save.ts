import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { orderBy } from 'natural-orderby'
import type { LockableChapterField, LockablePostField } from '../../src/contract/catalogue.ts'
import { type PersonRole, personRoles } from '../../src/contract/person-roles.ts'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import type { PostFacts } from '../../src/contract/schemas/facts.ts'
import type { Db } from '../db/client.ts'
import {
  type ChapterContent,
  chapters,
  type Localized,
  people,
  postCategories,
  postPeople,
  posts,
  type Subtitle,
  type VideoSource,
} from '../db/schema.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { slugOf } from '../posts/slug.ts'
import { queueChapterPushes } from '../push/queue.ts'
import { categoryIdsOf } from './categories.ts'

export type Counts = {
  added: number
  changed: number
  unchanged: number
  /** Chapters whose file left the library, or posts none of whose files are left. */
  hidden: number
}
export const noCounts = (): Counts => ({ added: 0, changed: 0, unchanged: 0, hidden: 0 })

/** A post's own columns as the library gives them. */
export type PostValues = Pick<
  typeof posts.$inferInsert,
  | 'slug'
  | 'posttype'
  | 'title'
  | 'description'
  | 'feature'
  | 'author'
  | 'releaseYear'
  | 'libraryPath'
  | 'playUrl'
  | 'readingMode'
  | 'origin'
  | 'status'
  | 'facts'
  | 'ageRating'
>

export interface StoredChapter {
  id: number
  index: number
  title: Localized
  content: Localized<ChapterContent> | null
  /** A comic chapter's page sizes: none for a chapter stored before they were recorded. */
  pageSizes?: PageSize[] | null
  /** A film episode's (read where its changes are compared). */
  source?: VideoSource[] | null
  subtitles?: Subtitle[] | null
  processing?: boolean
  libraryPath: string | null
  fingerprint: string | null
  hiddenAt: Date | null
  /** Fields an admin edited by hand: a rescan keeps them as they are. */
  lockedFields?: LockableChapterField[]
}

/** What is stored already for the post, read before its media are copied. */
export interface StoredPost {
  id: number
  values: PostValues & { banner?: string | null }
  chapters: StoredChapter[]
  /** Fields an admin edited by hand: a rescan keeps them as they are (src/contract/catalogue.ts). */
  lockedFields?: LockablePostField[]
}

/** The post's own columns an admin may lock, and so a rescan may not change while locked. */
const lockedColumns = ['title', 'description', 'releaseYear', 'readingMode', 'feature', 'ageRating'] as const

/** The library's values for the post, with the stored value of each field an admin locked. */
export function withLockedValues(values: PostValues, stored: StoredPost | undefined): PostValues {
  const locked = stored?.lockedFields ?? []
  if (!stored || locked.length === 0) return values
  const kept = lockedColumns.filter((field) => locked.includes(field))
  return { ...values, ...Object.fromEntries(kept.map((field) => [field, stored.values[field] ?? null])) }
}

const isLocked = (chapter: StoredChapter | undefined, field: LockableChapterField) =>
  chapter?.lockedFields?.includes(field) === true

/**
 * The plan with every chapter whose number an admin locked kept at that number; the others take the
 * free numbers in the plan's order. Without locks, nothing moves: the plan numbers 1..n already.
 */
export function withLockedIndexes<F extends FoundChapter>(plan: ChapterPlan<F>): ChapterPlan<F> {
  const entries = [
    ...plan.chapters.map((c) => ({ planned: c.index, stored: c.stored })),
    ...plan.missing.map((c) => ({ planned: c.index, stored: c as StoredChapter })),
  ]
  const pinned = new Set(entries.flatMap((e) => (isLocked(e.stored, 'index') ? [e.stored!.index] : [])))
  if (pinned.size === 0) return plan
  let next = 1
  const free = () => {
    while (pinned.has(next)) next++
    return next++
  }
  const order = [...entries].sort((a, b) => a.planned - b.planned)
  const numberOf = new Map<(typeof entries)[number], number>()
  for (const entry of order) {
    numberOf.set(entry, isLocked(entry.stored, 'index') ? entry.stored!.index : free())
  }
  return {
    chapters: plan.chapters.map((c, i) => ({ ...c, index: numberOf.get(entries[i]!)! })),
    missing: plan.missing.map((c, i) => ({ ...c, index: numberOf.get(entries[plan.chapters.length + i]!)! })),
  }
}

/** A chapter as found in the library: its identity is its path, or its content when it moved. */
export interface FoundChapter {
  path: string
  fingerprint: string
}

/** A found chapter and the stored one it is (if any), at the number it takes. */
export interface PlannedChapter<F extends FoundChapter> {
  found: F
  stored: StoredChapter | undefined
  index: number
  /** Stored with the same content: its media are there already. */
  same: boolean
}

export interface ChapterPlan<F extends FoundChapter> {
  chapters: PlannedChapter<F>[]
  /** Stored chapters no file stands for any more (hidden already or to hide), at their new number. */
  missing: (StoredChapter & { storedIndex: number })[]
}

/** The last part of a chapter's path (a file's name, or a book's chapter number): what orders it. */
const nameOf = (path: string) => path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('#')) + 1)

/**
 * Which stored chapter each found one is, and the numbers they all take. A chapter is its path, or
 * its content when its file was renamed or moved. Numbers follow the natural order of the names,
 * the missing chapters' names included: a removed file keeps its chapter's number (hidden), so a
 * returning file takes it back and the chapters after it never shift; a file added at the end takes
 * the next number; only a file added between others moves the ones after it.
 */
export function planChapters<F extends FoundChapter>(stored: StoredChapter[], found: F[]): ChapterPlan<F> {
  const unmatched = new Set(stored)
  const take = (test: (c: StoredChapter) => boolean) => {
    const match = [...unmatched].find(test)
    if (match) unmatched.delete(match)
    return match
  }
  const byPath = found.map((f) => take((c) => c.libraryPath === f.path))
  const matches = found.map(
    (f, i) => byPath[i] ?? take((c) => c.fingerprint === f.fingerprint && c.libraryPath !== null),
  )
  const missing = [...unmatched].filter((c) => c.libraryPath !== null)
  const entries = [
    ...found.map((f, i) => ({ name: nameOf(f.path), order: i, found: f, stored: matches[i] })),
    ...missing.map((c) => ({ name: nameOf(c.libraryPath!), order: -1, found: undefined, stored: c })),
  ]
  // Found chapters keep the order they were given (a book's spine); missing ones slot in by name.
  const ordered = orderBy(entries, [(e) => e.name], ['asc'])
  const given = ordered.filter((e) => e.found).sort((a, b) => a.order - b.order)
  const sequence = ordered.map((e) => (e.found ? given.shift()! : e))
  const chapters: PlannedChapter<F>[] = []
  for (const [position, entry] of sequence.entries()) {
    if (!entry.found) continue
    const same = entry.stored?.fingerprint === entry.found.fingerprint
    chapters.push({ found: entry.found, stored: entry.stored, index: position + 1, same })
  }
  const indexOfMissing = new Map(sequence.map((e, position) => [e.stored, position + 1]))
  return {
    chapters,
    missing: missing.map((c) => ({ ...c, storedIndex: c.index, index: indexOfMissing.get(c) ?? c.index })),
  }
}

/** What a chapter holds once its media are in place. */
export interface ChapterValues {
  title: Localized
  content: Localized<ChapterContent> | null
  /** A comic chapter's page sizes, in the order of its pages. */
  pageSizes?: PageSize[] | null
  /** A film episode's video, its captions, and whether it is still being packaged. */
  source?: VideoSource[]
  subtitles?: Subtitle[]
  processing?: boolean
}

/** Who a post credits, by name in credit order, role by role: a role left out credits no one. */
export type Credits = Partial<Record<PersonRole, string[]>>

// Compared field by field: jsonb gives keys back in its own order.
const filmKey = (c: { source?: VideoSource[] | null; subtitles?: Subtitle[] | null; processing?: boolean }) =>
  [
    c.source?.map((s) => `${s.type} ${s.link}`).join(' ') ?? '',
    c.subtitles?.map((s) => `${s.language} ${s.link}`).join(' ') ?? '',
    c.processing ?? false,
  ].join('|')

const sameLocalized = (a: Localized, b: Localized) => a.vi === b.vi && a.en === b.en

const sizesKey = (sizes: PageSize[] | null | undefined) =>
  sizes?.map((size) => `${size.width}x${size.height}`).join(' ') ?? ''

const samePost = (a: PostValues, b: PostValues) =>
  sameLocalized(a.title, b.title) &&
  sameLocalized(a.description, b.description) &&
  a.feature === b.feature &&
  a.libraryPath === b.libraryPath &&
  (a.playUrl ?? null) === (b.playUrl ?? null) &&
  (a.readingMode ?? null) === (b.readingMode ?? null) &&
  (a.author ?? null) === (b.author ?? null) &&
  (a.releaseYear ?? null) === (b.releaseYear ?? null) &&
  // A library that says no rating leaves the stored one (an admin's, say) as it is.
  (b.ageRating === undefined || a.ageRating === b.ageRating) &&
  sameFacts(a.facts ?? null, b.facts ?? null)

// Compared by content: jsonb gives keys back in its own order.
const sameFacts = (a: PostFacts | null, b: PostFacts | null) =>
  JSON.stringify(a && Object.entries(a).sort()) === JSON.stringify(b && Object.entries(b).sort())

/**
 * Writes a post and its chapters as planned, in one transaction, touching only what differs:
 * missing chapters are hidden (never deleted), a returning one is shown again in place. Its
 * categories are those of its type the library names (categories.ts), made when missing if
 * `makeCategories` says so (a ComicInfo.xml's genres and tags). What an admin edited by hand and
 * locked stays as the admin left it: the post's fields, its categories and credits (the library adds
 * none), a chapter's title, number, and whether it is hidden. `media` names the cover and banner the
 * post keeps, so a caller clearing old files keeps them.
 */
export async function savePost<F extends FoundChapter>(
  db: Db,
  stored: StoredPost | undefined,
  libraryValues: PostValues,
  libraryPlan: ChapterPlan<F>,
  valuesOf: (chapter: PlannedChapter<F>) => ChapterValues,
  categoryNames: string[],
  credits?: Credits,
  makeCategories = false,
) {
  const values = withLockedValues(libraryValues, stored)
  const plan = withLockedIndexes(libraryPlan)
  const lockedPost = new Set(stored?.lockedFields ?? [])
  const media = [values.feature, stored?.values.banner].filter((path) => typeof path === 'string')
  let addedIds: number[] = []
  const saved = await inTransaction(db, async (tx) => {
    const now = new Date()
    // The chapters this commit adds: their post's followers are told of them once it is in.
    addedIds = []
    let postId = stored?.id
    let postChanged = stored !== undefined && !samePost(stored.values, values)
    if (postId === undefined) {
      // Where a post comes from, and whether it starts published, are settled once, when it is made.
      const [row] = await tx
        .insert(posts)
        .values({ origin: 'library', ...values })
        .returning({ id: posts.id })
      postId = row!.id
    } else if (postChanged) {
      const { origin: _origin, status: _status, ...changes } = values
      await tx
        .update(posts)
        .set({ ...changes, slug: stored!.values.slug, updatedAt: now })
        .where(eq(posts.id, postId))
    }
    const counts = noCounts()
    const moving = [
      ...plan.chapters.flatMap((c) => (c.stored && c.stored.index !== c.index ? [c.stored] : [])),
      ...plan.missing.filter((c) => c.index !== c.storedIndex),
    ]
    // Numbers are unique per post: the moving chapters step aside first, then take their places.
    for (const { id } of moving) {
      await tx.update(chapters).set({ index: -id }).where(eq(chapters.id, id))
    }
    for (const chapter of plan.chapters) {
      const { title: libraryTitle, content, pageSizes = null, ...film } = valuesOf(chapter)
      const { path, fingerprint } = chapter.found
      const before = chapter.stored
      const title = isLocked(before, 'title') ? before!.title : libraryTitle
      const hiddenAt = isLocked(before, 'hidden') ? before!.hiddenAt : null
      const video = {
        source: film.source ?? null,
        subtitles: film.subtitles ?? null,
        processing: film.processing ?? false,
      }
      const row = {
        index: chapter.index,
        title,
        content,
        pageSizes,
        ...video,
        libraryPath: path,
        fingerprint,
        hiddenAt,
      }
      if (!before) {
        const [added] = await tx
          .insert(chapters)
          .values({ postId, ...row })
          .returning({ id: chapters.id })
        addedIds.push(added!.id)
        counts.added++
      } else if (
        !chapter.same ||
        before.index !== chapter.index ||
        before.libraryPath !== path ||
        (before.hiddenAt === null) !== (hiddenAt === null) ||
        !sameLocalized(before.title, title) ||
        filmKey(before) !== filmKey(video)
      ) {
        await tx
          .update(chapters)
          .set({ ...row, updatedAt: now })
          .where(eq(chapters.id, before.id))
        counts.changed++
      } else {
        // A chapter stored before its pages' sizes were recorded is given them by a rescan, and stays
        // unchanged to its readers: its post does not come up as updated for it.
        if (sizesKey(before.pageSizes) !== sizesKey(pageSizes)) {
          await tx.update(chapters).set({ pageSizes }).where(eq(chapters.id, before.id))
        }
        counts.unchanged++
      }
    }
    for (const chapter of plan.missing) {
      // An admin who showed a chapter by hand keeps it shown, file or not.
      const hiddenAt = isLocked(chapter, 'hidden') ? chapter.hiddenAt : (chapter.hiddenAt ?? now)
      if (!chapter.hiddenAt && hiddenAt) counts.hidden++
      if (chapter.hiddenAt === hiddenAt && chapter.index === chapter.storedIndex) continue
      await tx.update(chapters).set({ index: chapter.index, hiddenAt }).where(eq(chapters.id, chapter.id))
    }
    if (categoryNames.length > 0 && !lockedPost.has('categories')) {
      const found = await categoryIdsOf(tx, values.posttype, categoryNames, makeCategories)
      if (found.length > 0) {
        await tx
          .insert(postCategories)
          .values(found.map((categoryId) => ({ postId, categoryId })))
          .onConflictDoNothing()
      }
    }
    if (credits && !lockedPost.has('people') && (await saveCredits(tx, postId, credits))) {
      postChanged ||= stored !== undefined
    }
    if (counts.added > 0 || counts.changed > 0 || counts.hidden > 0) {
      // Cards show the chapter count; new or changed chapters make the post 'updated' in the lists.
      await tx
        .update(posts)
        .set({ updatedAt: now, episodeTotal: visibleChapterCount(postId) })
        .where(eq(posts.id, postId))
      postChanged ||= stored !== undefined
    }
    return { postId, postChanged, chapters: counts }
  })
  // Never on the request's path nor in the import's transaction: queued jobs, run by any server.
  // The post is in whatever comes of this: a failure to queue its news is the pushes' loss, not the import's.
  if (stored && addedIds.length > 0)
    await queueChapterPushes(db, saved.postId, addedIds).catch((error: unknown) =>
      console.error(`the news of post ${saved.postId}'s new chapters could not be queued:`, error),
    )
  return { ...saved, media }
}

/** Replaces a post's credits when they differ from those stored; says whether they did. */
export async function saveCredits(tx: Tx, postId: number, credits: Credits) {
  const wanted = personRoles
    .flatMap((role) =>
      (credits[role] ?? []).map((title, position) => ({ role, title, slug: slugOf(title), position })),
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

const visibleChapterCount = (postId: number) =>
  sql<number>`(select count(*) from chapters where post_id = ${postId} and hidden_at is null)`

/**
 * Hides every chapter of a library post whose folder or file is gone: the post stays (its likes,
 * ratings and links), with no chapter to list until its files come back. Returns how many it hid.
 */
export async function hidePost(db: Db, postId: number) {
  return inTransaction(db, async (tx) => {
    const hidden = await tx
      .update(chapters)
      .set({ hiddenAt: new Date() })
      .where(and(eq(chapters.postId, postId), isNull(chapters.hiddenAt)))
      .returning({ id: chapters.id })
    if (hidden.length > 0) {
      await tx
        .update(posts)
        .set({ updatedAt: new Date(), episodeTotal: visibleChapterCount(postId) })
        .where(eq(posts.id, postId))
    }
    return hidden.length
  })
}

const storedChapterColumns = {
  id: chapters.id,
  index: chapters.index,
  title: chapters.title,
  content: chapters.content,
  pageSizes: chapters.pageSizes,
  source: chapters.source,
  subtitles: chapters.subtitles,
  processing: chapters.processing,
  libraryPath: chapters.libraryPath,
  fingerprint: chapters.fingerprint,
  hiddenAt: chapters.hiddenAt,
  lockedFields: chapters.lockedFields,
}

async function storedOf(db: Db, row: typeof posts.$inferSelect): Promise<StoredPost> {
  const list = await db.select(storedChapterColumns).from(chapters).where(eq(chapters.postId, row.id))
  return { id: row.id, values: row, chapters: list, lockedFields: row.lockedFields }
}

/** A post and its chapters as stored, by slug. */
export async function storedPost(db: Db, slug: string): Promise<StoredPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug))
  return row ? storedOf(db, row) : undefined
}

/** The library post that comes from `libraryPath`. */
export async function storedLibraryPost(db: Db, libraryPath: string): Promise<StoredPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.libraryPath, libraryPath))
  return row ? storedOf(db, row) : undefined
}

/**
 * A post of this type whose folder or file has left the library and that holds one of these
 * chapters: the same series, renamed or moved. It keeps its address, likes and history.
 */
export async function storedMovedPost(
  db: Db,
  posttype: PostValues['posttype'],
  origin: 'library' | 'upload',
  fingerprints: string[],
  isGone: (libraryPath: string) => Promise<boolean>,
): Promise<StoredPost | undefined> {
  if (fingerprints.length === 0) return undefined
  const candidates = await db
    .selectDistinct({ id: posts.id, libraryPath: posts.libraryPath })
    .from(posts)
    .innerJoin(chapters, eq(chapters.postId, posts.id))
    .where(
      and(
        eq(posts.posttype, posttype),
        eq(posts.origin, origin),
        inArray(chapters.fingerprint, fingerprints),
      ),
    )
  for (const candidate of candidates) {
    if (candidate.libraryPath && (await isGone(candidate.libraryPath))) {
      const [row] = await db.select().from(posts).where(eq(posts.id, candidate.id))
      if (row) return storedOf(db, row)
    }
  }
  return undefined
}

/**
 * The posts of a type made from one origin's folder (the library's or the uploads'), with their
 * keys: candidates for hiding when their files are gone. A scan of one never sees the other's.
 */
export async function libraryPostsOf(
  db: Db,
  posttype: PostValues['posttype'],
  origin: 'library' | 'upload' = 'library',
) {
  return db
    .select({ id: posts.id, libraryPath: posts.libraryPath })
    .from(posts)
    .where(and(eq(posts.posttype, posttype), eq(posts.origin, origin), sql`${posts.libraryPath} is not null`))
}
