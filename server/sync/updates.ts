import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Language } from '../../src/contract/languages.ts'
import type { UpdatesAnswer } from '../../src/contract/schemas/updates.ts'
import { UPDATES_DAYS, UPDATES_PAGE } from '../../src/contract/schemas/updates.ts'
import { type Audience, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { chapters, libraryEntries, posts } from '../db/schema.ts'
import { cardColumns, cardOf } from '../posts/cards.ts'
import { localize } from '../posts/localize.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether the member has a place in the chapter (any device, any reader app): what marks it read. */
const readBy = (memberId: number) =>
  sql<boolean>`exists (select 1 from library_positions l where l.member_id = ${memberId}
    and l.post_id = ${chapters.postId} and l."index" = ${chapters.index})`

/**
 * The chapters and episodes of the posts a member follows that came lately, newest first (issue 49):
 * a page from `before` on, and how many are unread in all. A chapter that came before the member
 * followed its post is listed, read or not, but not counted: following a long series is not 900 news.
 */
export async function readUpdates(
  ctx: ServerContext,
  audience: Audience,
  memberId: number,
  lang: Language,
  before?: string,
): Promise<UpdatesAnswer> {
  const since = new Date(Date.now() - UPDATES_DAYS * DAY_MS)
  const followed = and(
    eq(libraryEntries.memberId, memberId),
    eq(libraryEntries.list, 'followed'),
    eq(libraryEntries.removed, false),
  )
  const lately = and(isNull(chapters.hiddenAt), gt(chapters.createdAt, since), seenBy(audience))
  const [at, id] = before ? before.split('_').map(Number) : []
  // Pages meet at the millisecond the cursor names (the database keeps microseconds).
  const came = sql`date_trunc('milliseconds', ${chapters.createdAt})`
  const from =
    at === undefined || id === undefined
      ? undefined
      : sql`(${came}, ${chapters.id}) < (${new Date(at).toISOString()}::timestamptz, ${id})`
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        ...cardColumns,
        chapterId: chapters.id,
        index: chapters.index,
        chapterTitle: chapters.title,
        came: chapters.createdAt,
        read: readBy(memberId),
      })
      .from(libraryEntries)
      .innerJoin(posts, eq(posts.id, libraryEntries.postId))
      .innerJoin(chapters, eq(chapters.postId, libraryEntries.postId))
      .where(and(followed, lately, from))
      .orderBy(desc(came), desc(chapters.id))
      .limit(UPDATES_PAGE + 1),
    ctx.db
      .select({ unread: sql<number>`count(*)::int` })
      .from(libraryEntries)
      .innerJoin(posts, eq(posts.id, libraryEntries.postId))
      .innerJoin(chapters, eq(chapters.postId, libraryEntries.postId))
      .where(
        and(
          followed,
          lately,
          sql`${chapters.createdAt} > to_timestamp(${libraryEntries.at} / 1000.0)`,
          sql`not ${readBy(memberId)}`,
        ),
      ),
  ])
  const page = rows.slice(0, UPDATES_PAGE)
  const last = page.at(-1)
  return {
    updates: page.map((row) => ({
      post: cardOf(ctx, lang, row),
      index: row.index,
      title: localize(row.chapterTitle, lang) ?? '',
      at: row.came.getTime(),
      read: row.read,
    })),
    unread: count?.unread ?? 0,
    next: rows.length > UPDATES_PAGE && last ? `${last.came.getTime()}_${last.chapterId}` : null,
  }
}
