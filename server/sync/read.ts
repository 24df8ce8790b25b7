import { createHash } from 'node:crypto'
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Language } from '../../src/contract/languages.ts'
import { LIBRARY_SAVED_MAX } from '../../src/contract/limits.ts'
import type { SyncedPosition } from '../../src/contract/schemas/library-sync.ts'
import { type Audience, audienceKey, seenBy, seesAll } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { libraryEntries, libraryPositions, likes, posts } from '../db/schema.ts'
import { cardColumns, cardOf } from '../posts/cards.ts'
import { rowsOf } from '../posts/rows.ts'

/** The member's likes, and those this device gave before signing in (they count as the member's). */
const likedBy = (memberId: number, deviceId: string) =>
  or(eq(likes.memberId, memberId), and(isNull(likes.memberId), eq(likes.deviceId, deviceId)))

/**
 * What the member's library is at now, in a few characters: it changes whenever an entry, a position
 * or a like does (a row's `at` only ever grows, and trims change the counts), so a device that has it
 * already gets a 304 from one small query.
 */
export async function libraryTag(
  ctx: ServerContext,
  audience: Audience,
  memberId: number,
  deviceId: string,
  lang: Language,
) {
  const [row] = await rowsOf<{ tag: string }>(
    ctx.db,
    sql`select concat_ws('/',
      (select count(*) || '.' || coalesce(sum(at), 0) from library_entries where member_id = ${memberId}),
      (select count(*) || '.' || coalesce(sum(at), 0) from library_positions where member_id = ${memberId}),
      (select count(*) || '.' || coalesce(max(id), 0) from likes
        where member_id = ${memberId} or (member_id is null and device_id = ${deviceId})),
      (select count(*) || '.' || coalesce(max(c.id), 0) from chapters c
        where c.hidden_at is null and c.post_id in (select post_id from library_entries
          where member_id = ${memberId} and list in ('followed', 'shelf') and not removed))) as tag`,
  )
  const hash = createHash('sha256')
    .update(`${row?.tag}:${lang}${audienceKey(audience)}`)
    .digest('base64url')
    .slice(0, 22)
  return `"${hash}"`
}

/** Followed and shelved posts: when their last chapter came, and how many follow the furthest read. */
const chapterNews = (memberId: number) => ({
  updated: sql<number | null>`case when ${libraryEntries.list} in ('followed', 'shelf') then
    (select (extract(epoch from max(c.created_at)) * 1000)::float8 from chapters c
      where c.post_id = ${posts.id} and c.hidden_at is null) end`,
  unread: sql<number | null>`case when ${libraryEntries.list} in ('followed', 'shelf') then
    (select count(*)::int from chapters c where c.post_id = ${posts.id} and c.hidden_at is null
      and c.index > coalesce((select max(l.index) from library_positions l
        where l.member_id = ${memberId} and l.post_id = ${posts.id}), -1)) end`,
})

/** The member's library: published posts only, as cards in the call's language, newest first. */
export async function readLibrary(
  ctx: ServerContext,
  audience: Audience,
  memberId: number,
  deviceId: string,
  lang: Language,
) {
  const { db } = ctx
  const [entries, liked, positions] = await Promise.all([
    db
      .select({
        ...cardColumns,
        list: libraryEntries.list,
        at: libraryEntries.at,
        chapter: libraryEntries.chapter,
        shelf: libraryEntries.shelf,
        ...chapterNews(memberId),
      })
      .from(libraryEntries)
      .innerJoin(posts, eq(posts.id, libraryEntries.postId))
      .where(and(eq(libraryEntries.memberId, memberId), eq(libraryEntries.removed, false), seenBy(audience)))
      .orderBy(desc(libraryEntries.at), desc(libraryEntries.postId)),
    db
      .select({ ...cardColumns, likedAt: likes.createdAt })
      .from(likes)
      .innerJoin(posts, eq(posts.id, likes.postId))
      .where(and(likedBy(memberId, deviceId), seenBy(audience)))
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(LIBRARY_SAVED_MAX),
    db
      .select()
      .from(libraryPositions)
      .where(
        and(
          eq(libraryPositions.memberId, memberId),
          // A position names its post: only those of posts the member may see (server/audience/).
          seesAll(audience)
            ? undefined
            : sql`exists (select 1 from posts where posts.id = ${libraryPositions.postId} and ${seenBy(audience)})`,
        ),
      )
      .orderBy(desc(libraryPositions.at)),
  ])
  const post = (row: (typeof entries)[number]) => ({
    ...cardOf(ctx, lang, row),
    at: row.at,
    ...(row.chapter === null ? {} : { chapter: row.chapter }),
    ...(row.shelf === null ? {} : { shelf: row.shelf }),
    ...(row.updated === null ? {} : { updated: Math.round(row.updated) }),
    ...(row.unread === null ? {} : { unread: row.unread }),
  })
  // A post liked both as the member and from this device before signing in is listed once.
  const seen = new Set<number>()
  return {
    saved: entries.filter((row) => row.list === 'saved').map(post),
    history: entries.filter((row) => row.list === 'history').map(post),
    followed: entries.filter((row) => row.list === 'followed').map(post),
    shelves: entries.filter((row) => row.list === 'shelf').map(post),
    liked: liked.flatMap((row) => {
      if (seen.has(row.id)) return []
      seen.add(row.id)
      return [{ ...cardOf(ctx, lang, row), at: row.likedAt.getTime() }]
    }),
    positions: positions.map(
      (row) =>
        ({ kind: row.kind, post: row.postId, index: row.index, at: row.at, ...row.place }) as SyncedPosition,
    ),
  }
}
