import { and, asc, eq, sql } from 'drizzle-orm'
import { PAGE_IMAGE_WIDTH } from '../../src/contract/image-sizes.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { CHAPTER_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { type ChapterContent, chapters, type Localized, posts, type VideoSource } from '../db/schema.ts'
import { mediaLink, resizedLink } from './images.ts'
import { localize, localizedSql } from './localize.ts'
import { rowsOf } from './rows.ts'
import { sanitizeContent } from './sanitize.ts'

/** Whether a post of this type and id exists: an unknown post is a 404, not an empty list. */
async function postExists(ctx: ServerContext, posttype: Posttype, postId: number) {
  const found = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.posttype, posttype)))
    .limit(1)
  return found.length > 0
}

/** One page of a post's chapter list, served by the (post_id, index) unique index. */
export async function listChapters(
  ctx: ServerContext,
  lang: Lang,
  posttype: Posttype,
  postId: number,
  page: number,
) {
  if (!(await postExists(ctx, posttype, postId))) return null
  const rows = await ctx.db
    .select({
      id: chapters.id,
      index: chapters.index,
      novel_index: chapters.novelIndex,
      title: localizedSql(chapters.title, lang),
    })
    .from(chapters)
    .where(eq(chapters.postId, postId))
    .orderBy(asc(chapters.index))
    .limit(CHAPTER_PAGE_SIZE + 1)
    .offset((page - 1) * CHAPTER_PAGE_SIZE)
  return { rows: rows.slice(0, CHAPTER_PAGE_SIZE), isNext: rows.length > CHAPTER_PAGE_SIZE }
}

interface ChapterRow {
  id: number
  index: number
  novel_index: number | null
  title: Localized
  source: VideoSource[] | null
  content: Localized<ChapterContent> | null
  post_id: number
  post_slug: string
  post_title: Localized
  posttype: Posttype
  chapter_total: number
  prev_index: number | null
  next_index: number | null
}

/** A chapter with its neighbours and the chapter count, in one round trip. */
export async function loadChapter(
  ctx: ServerContext,
  lang: Lang,
  posttype: Posttype,
  postId: number,
  index: number,
) {
  const rows = await rowsOf<ChapterRow>(
    ctx.db,
    sql`
    select c.id, c.index, c.novel_index, c.title, c.source, c.content,
      p.id as post_id, p.slug as post_slug, p.title as post_title, p.posttype,
      (select count(*)::int from chapters where post_id = c.post_id) as chapter_total,
      (select max(index) from chapters where post_id = c.post_id and index < c.index) as prev_index,
      (select min(index) from chapters where post_id = c.post_id and index > c.index) as next_index
    from chapters c join posts p on p.id = c.post_id
    where c.post_id = ${postId} and c.index = ${index} and p.posttype = ${posttype}`,
  )
  const row = rows[0]
  if (!row) return null
  const content = localize(row.content, lang)
  return {
    id: row.id,
    index: row.index,
    novel_index: row.novel_index,
    title: localize(row.title, lang) ?? '',
    source: (row.source ?? []).map((source) => ({ ...source, link: mediaLink(ctx, source.link) })),
    content: content == null ? null : servedContent(ctx, content),
    comic: { id: row.post_id, slug: row.post_slug, title: localize(row.post_title, lang) ?? '', posttype },
    chapter_total: row.chapter_total,
    prev_index: row.prev_index,
    next_index: row.next_index,
  }
}

/** Page images become URLs at reading width; HTML is sanitized again in case storage was bypassed. */
function servedContent(ctx: ServerContext, content: ChapterContent): ChapterContent {
  if (Array.isArray(content)) return content.map((path) => resizedLink(ctx, path, PAGE_IMAGE_WIDTH))
  return sanitizeContent(content)
}
