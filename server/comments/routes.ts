import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  COMMENT_LINKS_AFTER_MS,
  COMMENT_REPLIES_SHOWN,
  COMMENTS_PAGE_SIZE,
  forbiddenWord,
  holdsLink,
} from '../../src/contract/comments.ts'
import {
  commentDelete,
  commentLike,
  commentReport,
  comments as commentsEndpoint,
  commentWrite,
} from '../../src/contract/endpoints/comments.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { avatarImage } from '../account/profile.ts'
import { type Audience, audienceOf, seenByP } from '../audience/index.ts'
import type { Member } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import type { Localized } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { localized } from '../http/messages.ts'
import { requestMember } from '../http/write-limits.ts'
import { rowsOf } from '../posts/rows.ts'
import { commentMessages, refusedWord } from './messages.ts'
import { commentWords } from './words.ts'

/*
 * Comments on a chapter or a film's episode (issue 49, docs/api.md Comments): read by anyone, written,
 * liked, reported and taken back by members. A comment is plain text, kept as the contract's rules
 * make it (src/contract/comments.ts); the app draws it as text, never as HTML. Hidden comments (an
 * admin's, server/admin/comments.ts) and the replies under them are shown to no one here.
 */

interface CommentRow {
  id: number
  parent_id: number | null
  body: string
  created_at: Date | string
  like_count: number
  member_id: number
  name: string
  username: string | null
  avatar: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The columns a comment is answered with: its own and its author's. */
const commentColumns = sql.raw(
  'c.id, c.parent_id, c.body, c.created_at, c.like_count, c.member_id, m.name, m.username, m.avatar',
)

/** A comment others may see: itself not hidden, nor the comment it replies to, on a published post. */
const visibleComment = (id: number, audience: Audience) => sql`
  from comments c
  join posts p on p.id = c.post_id
  left join comments parent on parent.id = c.parent_id
  where c.id = ${id} and c.hidden_at is null and (parent.id is null or parent.hidden_at is null)
    and ${seenByP(audience)}`

export function commentRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const refuse = (request: FastifyRequest, status: 400 | 403 | 404, message: Localized) => {
    const text = localized(request, message)
    return status === 400 ? badRequest(text) : status === 403 ? forbidden(text) : notFound(text)
  }

  /** What a member sees of a comment: its text, its author by username or name, and what they did to it. */
  const answerOf = (row: CommentRow, member: Member | null, liked: ReadonlySet<number>) => ({
    id: Number(row.id),
    body: row.body,
    created_at: iso(row.created_at),
    author: {
      name: row.username ?? row.name,
      avatar: row.avatar ? avatarImage(ctx, row.avatar) : null,
    },
    like_count: Number(row.like_count),
    is_liked: liked.has(Number(row.id)),
    is_mine: member !== null && Number(row.member_id) === member.id,
  })

  /** The chapter (or episode) visitors can read, else a 404 in the address's language. */
  const mustShowChapter = async (request: FastifyRequest, posttype: Posttype, id: number, index: number) => {
    const [chapter] = await rowsOf(
      db,
      sql`select 1 from posts p join chapters ch on ch.post_id = p.id
          where p.id = ${id} and p.posttype = ${posttype} and ${seenByP(await audienceOf(request, ctx))}
            and ch.index = ${index} and ch.hidden_at is null`,
    )
    if (!chapter) throw refuse(request, 404, commentMessages.chapterNotFound)
  }

  serve(api, ctx, commentsEndpoint, async ({ request, params: { posttype, id, chapterIndex }, query }) => {
    await mustShowChapter(request, posttype, id, chapterIndex)
    const member = await requestMember(request, ctx)
    const { page } = query
    const ofChapter = sql`c.post_id = ${id} and c.chapter_index = ${chapterIndex}`
    const [top, [counted]] = await Promise.all([
      rowsOf<CommentRow & { reply_count: number }>(
        db,
        sql`select ${commentColumns},
              (select count(*)::int from comments r where r.parent_id = c.id and r.hidden_at is null) as reply_count
            from comments c join members m on m.id = c.member_id
            where ${ofChapter} and c.parent_id is null and c.hidden_at is null
            order by c.created_at desc, c.id desc
            limit ${COMMENTS_PAGE_SIZE + 1} offset ${(page - 1) * COMMENTS_PAGE_SIZE}`,
      ),
      rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total
            from comments c left join comments parent on parent.id = c.parent_id
            where ${ofChapter} and c.hidden_at is null and (parent.id is null or parent.hidden_at is null)`,
      ),
    ])
    const shown = top.slice(0, COMMENTS_PAGE_SIZE)
    const ids = shown.map((row) => Number(row.id))
    const replies = ids.length
      ? await rowsOf<CommentRow>(
          db,
          sql`select * from (
                select ${commentColumns},
                  row_number() over (partition by c.parent_id order by c.created_at, c.id) as n
                from comments c join members m on m.id = c.member_id
                where c.parent_id in (${sql.join(
                  ids.map((one) => sql`${one}`),
                  sql`, `,
                )}) and c.hidden_at is null
              ) r where r.n <= ${COMMENT_REPLIES_SHOWN} order by r.created_at, r.id`,
        )
      : []
    const everyId = [...ids, ...replies.map((row) => Number(row.id))]
    const liked = new Set(
      member && everyId.length
        ? (
            await rowsOf<{ comment_id: number }>(
              db,
              sql`select comment_id from comment_likes where member_id = ${member.id}
                  and comment_id in (${sql.join(
                    everyId.map((one) => sql`${one}`),
                    sql`, `,
                  )})`,
            )
          ).map((row) => Number(row.comment_id))
        : [],
    )
    const list = shown.map((row) => ({
      ...answerOf(row, member, liked),
      replies: replies
        .filter((reply) => Number(reply.parent_id) === Number(row.id))
        .map((reply) => answerOf(reply, member, liked)),
      reply_count: Number(row.reply_count),
    }))
    return pageOf(list, page, top.length > COMMENTS_PAGE_SIZE, { total: Number(counted?.total ?? 0) })
  })

  serve(
    api,
    ctx,
    commentWrite,
    async ({ request, params: { posttype, id, chapterIndex }, body, member }) => {
      await mustShowChapter(request, posttype, id, chapterIndex)
      const [state] = await rowsOf<{ muted: boolean; created_at: Date | string }>(
        db,
        sql`select exists (select 1 from comment_mutes where member_id = ${member.id}) as muted, created_at
            from members where id = ${member.id}`,
      )
      if (!state || state.muted) throw refuse(request, 403, commentMessages.muted)
      const text = body.body
      if (holdsLink(text) && Date.now() - new Date(state.created_at).getTime() < COMMENT_LINKS_AFTER_MS)
        throw refuse(request, 400, commentMessages.newMemberLinks)
      const word = forbiddenWord(text, await commentWords(db))
      if (word !== undefined) throw refuse(request, 400, refusedWord(word))
      const parentId = body.parent_id ?? null
      if (parentId !== null) {
        const [parent] = await rowsOf<{ parent_id: number | null }>(
          db,
          sql`select c.parent_id ${visibleComment(parentId, await audienceOf(request, ctx))}
              and c.post_id = ${id} and c.chapter_index = ${chapterIndex}`,
        )
        if (!parent) throw refuse(request, 404, commentMessages.parentNotFound)
        if (parent.parent_id !== null) throw refuse(request, 400, commentMessages.replyToReply)
      }
      const [row] = await rowsOf<CommentRow>(
        db,
        sql`with c as (
              insert into comments (post_id, chapter_index, member_id, parent_id, body)
              values (${id}, ${chapterIndex}, ${member.id}, ${parentId}, ${text})
              returning *
            )
            select ${commentColumns} from c join members m on m.id = c.member_id`,
      )
      return { ...answerOf(row!, member, new Set()), parent_id: parentId }
    },
    { paramsFirst: true, signInMessage: commentMessages.signIn },
  )

  serve(
    api,
    ctx,
    commentLike,
    async ({ request, params: { id }, body, member }) => {
      const result = await likeComment(db, await audienceOf(request, ctx), id, member, body.like === '1')
      if (!result) throw refuse(request, 404, commentMessages.commentNotFound)
      return { id, like_count: result.like_count, is_liked: body.like === '1' }
    },
    { paramsFirst: true, signInMessage: commentMessages.signIn },
  )

  serve(
    api,
    ctx,
    commentReport,
    async ({ request, params: { id }, body, member }) => {
      const [comment] = await rowsOf<{ member_id: number }>(
        db,
        sql`select c.member_id ${visibleComment(id, await audienceOf(request, ctx))}`,
      )
      if (!comment) throw refuse(request, 404, commentMessages.commentNotFound)
      if (Number(comment.member_id) === member.id) throw refuse(request, 400, commentMessages.ownComment)
      await inTransaction(db, async (tx) => {
        const added = await rowsOf(
          tx,
          sql`insert into comment_reports (comment_id, member_id, reason)
              values (${id}, ${member.id}, ${body.reason || null})
              on conflict do nothing returning comment_id`,
        )
        if (added.length)
          await tx.execute(sql`update comments set report_count = report_count + 1 where id = ${id}`)
      })
      return { id, reported: true as const }
    },
    { paramsFirst: true, signInMessage: commentMessages.signIn },
  )

  serve(
    api,
    ctx,
    commentDelete,
    async ({ request, params: { id }, member }) => {
      const gone = await rowsOf(
        db,
        sql`delete from comments where id = ${id} and member_id = ${member.id} returning id`,
      )
      if (!gone.length) throw refuse(request, 404, commentMessages.commentNotFound)
      return { id, deleted: true as const }
    },
    { paramsFirst: true, signInMessage: commentMessages.signIn },
  )
}

/**
 * A like counts once per member: the counter moves only when a row was really added or removed, and
 * last, by that delta, so repeats and races leave it equal to the rows (as a post's like does).
 */
async function likeComment(db: Db, audience: Audience, id: number, member: Member, like: boolean) {
  return inTransaction(db, async (tx) => {
    const [comment] = await rowsOf(tx, sql`select c.id ${visibleComment(id, audience)}`)
    if (!comment) return null
    const changed = like
      ? await rowsOf(
          tx,
          sql`insert into comment_likes (comment_id, member_id) values (${id}, ${member.id})
              on conflict do nothing returning comment_id`,
        )
      : await rowsOf(
          tx,
          sql`delete from comment_likes where comment_id = ${id} and member_id = ${member.id} returning comment_id`,
        )
    const delta = changed.length * (like ? 1 : -1)
    const [counted] = await rowsOf<{ like_count: number }>(
      tx,
      sql`update comments set like_count = like_count + ${delta}::int where id = ${id} returning like_count`,
    )
    return { like_count: Number(counted!.like_count) }
  })
}
