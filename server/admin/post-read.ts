import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { LockableChapterField, LockablePostField } from '../../src/contract/catalogue.ts'
import type { HiddenReason } from '../../src/contract/schemas/admin-posts-answers.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { categories, chapters, people, postCategories, postPeople, posts } from '../db/schema.ts'
import { imageOf, mediaLink } from '../posts/images.ts'
import { pageRows } from './paging.ts'

/** Escapes LIKE's wildcards, so `q` is matched as the text typed. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface AdminPostFilters {
  q: string
  type?: (typeof posts.$inferSelect)['posttype'] | undefined
  status?: (typeof posts.$inferSelect)['status'] | undefined
  origin?: (typeof posts.$inferSelect)['origin'] | undefined
}

/**
 * One page of every post, hidden and unpublished ones too, newest change first. `q` matches a title
 * in either language anywhere in it, without regard to case or accents (`da lat` finds `Đà Lạt`).
 */
export async function listAdminPosts(ctx: ServerContext, filters: AdminPostFilters, page: number) {
  const conditions: SQL[] = []
  if (filters.q) {
    const pattern = containing(filters.q)
    conditions.push(sql`(mot_fold(${posts.title}->>'vi') like mot_fold(${pattern})
      or mot_fold(${posts.title}->>'en') like mot_fold(${pattern}))`)
  }
  if (filters.type) conditions.push(eq(posts.posttype, filters.type))
  if (filters.status) conditions.push(eq(posts.status, filters.status))
  if (filters.origin) conditions.push(eq(posts.origin, filters.origin))
  const rows = await pageRows(
    ctx.db
      .select({
        id: posts.id,
        slug: posts.slug,
        posttype: posts.posttype,
        title: posts.title,
        status: posts.status,
        origin: posts.origin,
        feature: posts.feature,
        updatedAt: posts.updatedAt,
        chapterCount: sql<number>`(select count(*)::int from chapters where chapters.post_id = posts.id)`,
      })
      .from(posts)
      .where(and(...conditions))
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .$dynamic(),
    page,
  )
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    posttype: row.posttype,
    title: row.title,
    status: row.status,
    origin: row.origin,
    chapter_count: Number(row.chapterCount),
    updated_at: row.updatedAt.toISOString(),
    cover: imageOf(ctx, row.feature, 'cover'),
  }))
}

/** Why a chapter is hidden: an admin hid it (and locked it so), or its file left the library. */
export const hiddenBecause = (chapter: {
  hiddenAt: Date | null
  lockedFields: LockableChapterField[]
}): HiddenReason | null =>
  chapter.hiddenAt === null ? null : chapter.lockedFields.includes('hidden') ? 'admin' : 'file_gone'

/** The post's categories and credits as an edit compares them, in one shape for the audit log too. */
export async function linksOf(db: Pick<Db, 'select'>, postId: number) {
  const [categoryRows, credits] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(eq(postCategories.postId, postId))
      .orderBy(asc(categories.id)),
    db
      .select({ id: people.id, name: people.title, slug: people.slug, role: postPeople.role })
      .from(postPeople)
      .innerJoin(people, eq(people.id, postPeople.personId))
      .where(eq(postPeople.postId, postId))
      .orderBy(asc(postPeople.role), asc(postPeople.position), asc(people.id)),
  ])
  return { categories: categoryRows, people: credits }
}

/** Everything the edit form shows and offers, or null when no post has this id. */
export async function loadAdminPost(ctx: ServerContext, id: number) {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, id))
  if (!post) return null
  const [links, choices, chapterRows] = await Promise.all([
    linksOf(ctx.db, id),
    ctx.db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.posttype, post.posttype))
      .orderBy(asc(categories.id)),
    ctx.db
      .select({
        id: chapters.id,
        index: chapters.index,
        title: chapters.title,
        hiddenAt: chapters.hiddenAt,
        lockedFields: chapters.lockedFields,
        introStart: chapters.introStart,
        introEnd: chapters.introEnd,
        libraryPath: chapters.libraryPath,
        content: chapters.content,
      })
      .from(chapters)
      .where(eq(chapters.postId, id))
      .orderBy(asc(chapters.index)),
  ])
  return {
    id: post.id,
    slug: post.slug,
    posttype: post.posttype,
    title: post.title,
    description: post.description,
    status: post.status,
    origin: post.origin,
    library_path: post.libraryPath,
    release_year: post.releaseYear,
    reading_mode: post.readingMode,
    age_rating: post.ageRating,
    feature: post.feature,
    banner: post.banner,
    feature_image: imageOf(ctx, post.feature, 'cover'),
    banner_image: imageOf(ctx, post.banner, 'banner'),
    locked_fields: post.lockedFields as LockablePostField[],
    categories: links.categories,
    category_choices: choices,
    people: links.people,
    episode_total: post.episodeTotal,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    chapters: chapterRows.map((chapter) => ({
      id: chapter.id,
      index: chapter.index,
      title: chapter.title,
      hidden: chapter.hiddenAt !== null,
      hidden_because: hiddenBecause(chapter),
      locked_fields: chapter.lockedFields,
      // A film episode's opening titles, which the admin may set.
      intro:
        chapter.introStart === null || chapter.introEnd === null
          ? null
          : { start: chapter.introStart, end: chapter.introEnd },
      library_path: chapter.libraryPath,
      // A comic's first page, to pick as a cover or banner.
      first_page: firstPageOf(chapter.content, (path) => mediaLink(ctx, path)),
    })),
  }
}

function firstPageOf(content: unknown, link: (path: string) => string) {
  const pages = (content as { vi?: unknown } | null)?.vi
  if (!Array.isArray(pages) || typeof pages[0] !== 'string') return null
  return { path: pages[0] as string, link: link(pages[0] as string) }
}
