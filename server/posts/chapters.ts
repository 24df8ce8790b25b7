import { sql } from 'drizzle-orm'
import { PAGE_IMAGE_WIDTH } from '../../src/contract/image-sizes.ts'
import { type Language as Lang, ownLanguageName } from '../../src/contract/languages.ts'
import { CHAPTER_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ReadingMode } from '../../src/contract/reading-modes.ts'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import type { ChapterOrder } from '../../src/contract/schemas/requests.ts'
import { type Audience, seenByP } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { ChapterContent, Localized, Subtitle, VideoSource } from '../db/schema.ts'
import { mediaLink, resizedLink } from './images.ts'
import { localize, localizedSql } from './localize.ts'
import { withMediaLinks } from './media-src.ts'
import { rowsOf } from './rows.ts'
import { sanitizeContent } from './sanitize.ts'

interface ChapterListItem {
  id: number
  index: number
  novel_index: number | null
  title: string
}

/**
 * One page of a post's chapter list, from its first chapter or its newest, served by the (post_id,
 * index) unique index (read either way), in one round trip:
 * no row means no such post (a 404), an empty page means a post with no chapters there. Chapters
 * whose file left the library (`hidden_at`) are neither listed nor served.
 */
export async function listChapters(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  posttype: Posttype,
  postId: number,
  page: number,
  order: ChapterOrder = 'asc',
) {
  // Newest first reads the same index backwards.
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc')
  const [found] = await rowsOf<{ chapters: ChapterListItem[] }>(
    ctx.db,
    sql`select (
      select coalesce(json_agg(json_build_object('id', ch.id, 'index', ch.index,
        'novel_index', ch.novel_index, 'title', ${localizedSql(sql.raw('ch.title'), lang)}) order by ch.index ${direction}), '[]')
      from (select id, index, novel_index, title from chapters where post_id = p.id and hidden_at is null
        order by index ${direction} limit ${CHAPTER_PAGE_SIZE + 1} offset ${(page - 1) * CHAPTER_PAGE_SIZE}) ch
    ) as chapters
    from posts p where p.id = ${postId} and p.posttype = ${posttype} and ${seenByP(audience)}`,
  )
  if (!found) return null
  const rows = found.chapters
  return { rows: rows.slice(0, CHAPTER_PAGE_SIZE), isNext: rows.length > CHAPTER_PAGE_SIZE }
}

interface ChapterRow {
  id: number
  index: number
  novel_index: number | null
  title: Localized
  source: VideoSource[] | null
  subtitles: Subtitle[] | null
  processing: boolean
  intro_start: number | null
  intro_end: number | null
  content: Localized<ChapterContent> | null
  page_sizes: PageSize[] | null
  post_id: number
  post_slug: string
  post_title: Localized
  posttype: Posttype
  chapter_total: number
  prev_index: number | null
  next_index: number | null
  reading_mode: ReadingMode | null
}

/** A chapter with its neighbours and the chapter count, in one round trip; its post by id or by slug. */
export async function loadChapter(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  posttype: Posttype,
  post: number | { slug: string },
  index: number,
) {
  const ofPost = typeof post === 'number' ? sql`c.post_id = ${post}` : sql`p.slug = ${post.slug}`
  const rows = await rowsOf<ChapterRow>(
    ctx.db,
    sql`
    select c.id, c.index, c.novel_index, c.title, c.source, c.subtitles, c.processing, c.intro_start,
      c.intro_end, c.content, c.page_sizes,
      p.id as post_id, p.slug as post_slug, p.title as post_title, p.posttype, p.reading_mode,
      (select count(*)::int from chapters where post_id = c.post_id and hidden_at is null) as chapter_total,
      (select max(index) from chapters where post_id = c.post_id and index < c.index and hidden_at is null) as prev_index,
      (select min(index) from chapters where post_id = c.post_id and index > c.index and hidden_at is null) as next_index
    from chapters c join posts p on p.id = c.post_id
    where ${ofPost} and c.index = ${index} and p.posttype = ${posttype} and c.hidden_at is null
      and ${seenByP(audience)}`,
  )
  const row = rows[0]
  if (!row) return null
  const content = localize(row.content, lang)
  return {
    id: row.id,
    index: row.index,
    novel_index: row.novel_index,
    title: localize(row.title, lang) ?? '',
    // An episode still being packaged has nothing to play yet; it says so instead.
    source: row.processing
      ? []
      : (row.source ?? []).map((source) => ({ ...source, link: mediaLink(ctx, source.link) })),
    processing: row.processing,
    subtitles: (row.subtitles ?? []).map((s) => ({
      language: s.language,
      label: ownLanguageName(s.language),
      link: mediaLink(ctx, s.link),
    })),
    // A film episode's opening titles, for the player's 'Skip intro'.
    intro:
      row.intro_start === null || row.intro_end === null
        ? null
        : { start: row.intro_start, end: row.intro_end },
    content: content == null ? null : servedContent(ctx, content),
    page_sizes: pageSizesOf(content, row.page_sizes),
    comic: { id: row.post_id, slug: row.post_slug, title: localize(row.post_title, lang) ?? '', posttype },
    chapter_total: row.chapter_total,
    prev_index: row.prev_index,
    next_index: row.next_index,
    reading_mode: row.reading_mode,
  }
}

/**
 * The pages' sizes, when there is one for each page the chapter serves: sizes that do not match its
 * pages (its content changed without them) would give pages the wrong boxes, so the reader is left
 * to learn each from its image instead.
 */
function pageSizesOf(content: ChapterContent | null | undefined, sizes: PageSize[] | null) {
  return Array.isArray(content) && sizes?.length === content.length ? sizes : null
}

/**
 * Page images become URLs at reading width, and so do a book's images in HTML; HTML is sanitized
 * again in case storage was bypassed.
 */
function servedContent(ctx: ServerContext, content: ChapterContent): ChapterContent {
  const atReadingWidth = (path: string) => resizedLink(ctx, path, PAGE_IMAGE_WIDTH)
  if (Array.isArray(content)) return content.map(atReadingWidth)
  if (typeof content === 'string') return sanitizeContent(withMediaLinks(content, atReadingWidth))
  return sanitizeContent(content)
}
