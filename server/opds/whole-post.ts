import { sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import {
  WHOLE_COMIC_PAGES_MAX,
  WHOLE_NOVEL_TEXT_MAX,
  WHOLE_POST_CHAPTERS_MAX,
} from '../../src/contract/limits.ts'
import type { ReadablePosttype } from '../../src/contract/schemas/reader-apps.ts'
import type { Audience } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { rowsOf } from '../posts/rows.ts'
import { findPost, type PostRow } from './catalogue.ts'

/*
 * A short post read whole, for reader apps to download as one file (downloads.ts, sendPostFile): the
 * published post and every chapter visitors see, first to last, with what each holds; a post past
 * the limits of a short one (src/contract/limits.ts) is read by chapter instead.
 */

/** A chapter of a post downloaded whole, with its content in every language. */
export interface PostChapterRow {
  index: number
  title: Localized
  /** A date as the driver gives a raw query's (a Date, or its text): read with `new Date()`. */
  updated_at: Date | string
  content: Localized<unknown> | null
}

export interface WholePost {
  post: PostRow
  chapters: PostChapterRow[]
}

/** Why a post cannot be downloaded whole, in the words of the error envelope. */
export interface WholePostRefusal {
  refused: 'not-found' | 'no-chapters' | 'too-long'
  message: string
}

const refusal = (refused: WholePostRefusal['refused'], message: string): WholePostRefusal => ({
  refused,
  message,
})

const tooLong = (limit: string) =>
  refusal('too-long', `This post is too long to download whole (more than ${limit}): download its chapters`)
const tooManyChapters = () => tooLong(`${WHOLE_POST_CHAPTERS_MAX} chapters`)

/** The visible chapters, first to last: hidden ones (their file left the library) are not the post's. */
const visibleChapters = (postId: number) =>
  sql`from chapters c where c.post_id = ${postId} and c.hidden_at is null order by c.index`

/**
 * Whether the post is short enough to download whole, measured in the database without sending its
 * chapters' content here: its visible chapters (counted up to one past the limit), their pages (a
 * chapter of pictures, in the address's language, Vietnamese filling a gap as the files are built)
 * and their text as stored. Its chapters when it is; else the reason, for a feed to leave the link out.
 */
export async function measureWholePost(
  ctx: ServerContext,
  lang: Lang,
  postId: number,
): Promise<{ chapters: number } | WholePostRefusal> {
  const [size] = await rowsOf<{ chapters: number; pages: number; text: number }>(
    ctx.db,
    sql`select count(*)::int as chapters,
      coalesce(sum(case when jsonb_typeof(x) = 'array' then jsonb_array_length(x) else 0 end), 0)::float8 as pages,
      coalesce(sum(case when jsonb_typeof(x) = 'array' then 0 else octet_length(x::text) end), 0)::float8 as text
    from (select coalesce(c.content->${lang}::text, c.content->'vi') as x ${visibleChapters(postId)}
      limit ${WHOLE_POST_CHAPTERS_MAX + 1}) shown`,
  )
  const { chapters, pages, text } = {
    chapters: Number(size?.chapters ?? 0),
    pages: Number(size?.pages ?? 0),
    text: Number(size?.text ?? 0),
  }
  if (chapters === 0) return refusal('no-chapters', 'This post has no chapters to download')
  if (chapters > WHOLE_POST_CHAPTERS_MAX) return tooManyChapters()
  if (pages > WHOLE_COMIC_PAGES_MAX) return tooLong(`${WHOLE_COMIC_PAGES_MAX} pages`)
  if (text > WHOLE_NOVEL_TEXT_MAX) return tooLong(`${WHOLE_NOVEL_TEXT_MAX / 1024 / 1024} MB of text`)
  return { chapters }
}

/** Why the post cannot be downloaded whole; nothing when it can (measureWholePost). */
export async function wholePostRefusal(ctx: ServerContext, lang: Lang, postId: number) {
  const measured = await measureWholePost(ctx, lang, postId)
  return 'refused' in measured ? measured : undefined
}

/**
 * A published comic or novel of this type and slug, with its visible chapters and their content,
 * when it is short enough to download whole; else why not (not found: 404 'Post not found').
 */
export async function wholePostOf(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  posttype: ReadablePosttype,
  slug: string,
): Promise<WholePost | WholePostRefusal> {
  const post = await findPost(ctx, audience, posttype, slug)
  if (!post) return refusal('not-found', 'Post not found')
  const refused = await wholePostRefusal(ctx, lang, post.id)
  if (refused) return refused
  const chapters = await rowsOf<PostChapterRow>(
    ctx.db,
    sql`select c.index, c.title, c.updated_at, c.content ${visibleChapters(post.id)}
    limit ${WHOLE_POST_CHAPTERS_MAX + 1}`,
  )
  // Chapters added since it was measured: refused, rather than sent cut.
  if (chapters.length > WHOLE_POST_CHAPTERS_MAX) return tooManyChapters()
  if (chapters.length === 0) return refusal('no-chapters', 'This post has no chapters to download')
  return { post, chapters }
}
