import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { ReadablePosttype } from '../../src/contract/schemas/reader-apps.ts'
import { type Audience, seenBy, seenByP } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Localized, PlaceDevice } from '../db/schema.ts'
import { libraryEntries, people, posts } from '../db/schema.ts'
import { type CardRow, cardColumns } from '../posts/cards.ts'
import { rowsOf } from '../posts/rows.ts'

/*
 * What the reader apps' doors list, read for one member: the posts of a list, the people credited,
 * a post's chapters with where the member is in each, the member's saved posts and what they were
 * reading. Pages are numbered from 1, one row more than a page telling whether there is a next.
 */

export interface Paged<T> {
  rows: T[]
  isNext: boolean
}

const paged = <T>(rows: T[], size: number): Paged<T> => ({
  rows: rows.slice(0, size),
  isNext: rows.length > size,
})

/** A chapter as a reader app lists it, with the member's place in it. */
export interface ChapterRow {
  post_id: number
  slug: string
  posttype: ReadablePosttype
  post_title: Localized
  author: string | null
  feature: string | null
  index: number
  title: Localized
  /** A date as the driver gives a raw query's (a Date, or its text): read with `new Date()`. */
  updated_at: Date | string
  /** A comic chapter's pages; null for a novel's. */
  page_count: number | null
  /** The member's place (`{page?, fraction?}`) and when it was set, when they have read it. */
  place: { page?: number; fraction?: number } | null
  read_at: number | string | null
  /** The reader app that set the place; null when the site did (opds/progression.ts). */
  device: PlaceDevice | null
}

/** A post of a reader-app list: the readable types, published; read as a card is. */
export type PostRow = CardRow & { posttype: ReadablePosttype }

export async function findPost(
  ctx: ServerContext,
  audience: Audience,
  posttype: ReadablePosttype,
  slug: string,
) {
  const [post] = await ctx.db
    .select(cardColumns)
    .from(posts)
    .where(and(eq(posts.posttype, posttype), eq(posts.slug, slug), seenBy(audience)))
    .limit(1)
  return post as PostRow | undefined
}

/** The member's place in each chapter, joined by a chapter's post and index. */
const placeOf = (memberId: number) => sql`left join library_positions lp on lp.member_id = ${memberId}
  and lp.kind = 'chapter' and lp.post_id = c.post_id and lp.index = c.index`

const chapterColumns = (lang: Lang) => sql`p.id as post_id, p.slug, p.posttype, p.title as post_title,
  p.author, p.feature, c.index, c.title, c.updated_at,
  case when jsonb_typeof(coalesce(c.content->${lang}::text, c.content->'vi')) = 'array'
    then jsonb_array_length(coalesce(c.content->${lang}::text, c.content->'vi')) end as page_count,
  lp.place, lp.at as read_at, lp.device`

/** A page of a post's chapters, first to last. */
export async function chaptersOf(
  ctx: ServerContext,
  lang: Lang,
  memberId: number,
  postId: number,
  page: number,
  size = LIST_PAGE_SIZE,
) {
  const rows = await rowsOf<ChapterRow>(
    ctx.db,
    sql`select ${chapterColumns(lang)}
    from chapters c join posts p on p.id = c.post_id ${placeOf(memberId)}
    where c.post_id = ${postId} and c.hidden_at is null
    order by c.index limit ${size + 1} offset ${(page - 1) * size}`,
  )
  return paged(rows, size)
}

/** One chapter of a readable post, with the member's place in it. */
export async function findChapter(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  memberId: number,
  posttype: ReadablePosttype,
  slug: string,
  index: number,
) {
  const [row] = await rowsOf<ChapterRow & { content: Localized<unknown> | null }>(
    ctx.db,
    sql`select ${chapterColumns(lang)}, c.content
    from chapters c join posts p on p.id = c.post_id ${placeOf(memberId)}
    where p.posttype = ${posttype} and p.slug = ${slug} and c.index = ${index} and c.hidden_at is null
      and ${seenByP(audience)}`,
  )
  return row
}

/**
 * What the member was reading, latest first: the chapter each post of their history was left at
 * (its 'continue'), where that chapter is still there.
 */
export async function continueReading(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  memberId: number,
  page: number,
  size = LIST_PAGE_SIZE,
) {
  const rows = await rowsOf<ChapterRow>(
    ctx.db,
    sql`select ${chapterColumns(lang)}
    from library_entries e
      join posts p on p.id = e.post_id
      join chapters c on c.post_id = e.post_id and c.index = e.chapter and c.hidden_at is null
      ${placeOf(memberId)}
    where e.member_id = ${memberId} and e.list = 'history' and not e.removed
      and p.posttype in ('comic', 'novel') and ${seenByP(audience)}
    order by e.at desc, e.post_id desc limit ${size + 1} offset ${(page - 1) * size}`,
  )
  return paged(rows, size)
}

/** The member's saved comics and novels, latest saved first. */
export async function savedPosts(
  ctx: ServerContext,
  audience: Audience,
  memberId: number,
  page: number,
  size = LIST_PAGE_SIZE,
) {
  const rows: CardRow[] = await ctx.db
    .select(cardColumns)
    .from(posts)
    .innerJoin(
      libraryEntries,
      and(
        eq(libraryEntries.postId, posts.id),
        eq(libraryEntries.memberId, memberId),
        eq(libraryEntries.list, 'saved'),
        eq(libraryEntries.removed, false),
      ),
    )
    .where(and(seenBy(audience), inArray(posts.posttype, ['comic', 'novel'])))
    .orderBy(desc(libraryEntries.at), desc(posts.id))
    .limit(size + 1)
    .offset((page - 1) * size)
  return paged(rows, size)
}

/** The people credited on published posts of a type, by name. */
export async function peopleOf(
  ctx: ServerContext,
  audience: Audience,
  posttype: ReadablePosttype,
  page: number,
  size = 50,
) {
  const rows = await ctx.db
    .select({ id: people.id, slug: people.slug, name: people.title })
    .from(people)
    .where(
      sql`exists (select 1 from post_people pp join posts p on p.id = pp.post_id
        where pp.person_id = ${people.id} and p.posttype = ${posttype} and ${seenByP(audience)})`,
    )
    .orderBy(asc(people.title), asc(people.id))
    .limit(size + 1)
    .offset((page - 1) * size)
  return paged(rows, size)
}

export async function findPerson(ctx: ServerContext, slug: string) {
  const [person] = await ctx.db
    .select({ id: people.id, slug: people.slug, name: people.title })
    .from(people)
    .where(eq(people.slug, slug))
    .limit(1)
  return person
}
