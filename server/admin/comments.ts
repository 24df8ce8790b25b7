import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  adminCommentDelete,
  adminCommentDismiss,
  adminCommentHide,
  adminCommentMute,
  adminComments,
  adminCommentsPaged,
  adminCommentWords,
  adminCommentWordsSave,
} from '../../src/contract/endpoints/admin-comments.ts'
import { ADMIN_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { AdminCommentFilter } from '../../src/contract/schemas/comment-requests.ts'
import { commentMessages } from '../comments/messages.ts'
import { commentWords, setCommentWords } from '../comments/words.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { rowsOf } from '../posts/rows.ts'
import { audit } from './audit.ts'
import { sliced } from './paging.ts'

/*
 * The admin area's comments (issue 49, docs/api.md Admin: comments): reported ones first, hidden,
 * shown again or deleted, their writers muted, and the words refused in comments. Every change is
 * written to the audit log in the transaction that makes it, with what the comment said, so the log
 * still tells what was removed.
 */

interface AdminCommentRow {
  id: number
  body: string
  created_at: Date | string
  parent_id: number | null
  chapter_index: number
  like_count: number
  report_count: number
  reasons: string[] | null
  hidden_at: Date | string | null
  post_id: number
  slug: string
  posttype: 'movie' | 'comic' | 'novel' | 'game'
  title: { vi: string; en: string }
  member_id: number
  name: string
  email: string
  muted: boolean
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** A comment's own words in a log entry: enough to know it again, never the whole of a long one. */
const LOGGED_BODY = 500

const filters: Record<AdminCommentFilter, ReturnType<typeof sql>> = {
  all: sql`true`,
  reported: sql`c.report_count > 0`,
  hidden: sql`c.hidden_at is not null`,
}

export function adminCommentRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const gone = (request: FastifyRequest, message: Localized = commentMessages.commentNotFound) =>
    notFound(localized(request, message))

  for (const endpoint of [adminComments, adminCommentsPaged]) {
    serve(api, ctx, endpoint, async ({ params: { page }, query: { filter } }) => {
      const rows = await rowsOf<AdminCommentRow>(
        db,
        sql`select c.id, c.body, c.created_at, c.parent_id, c.chapter_index, c.like_count, c.report_count,
              c.hidden_at, p.id as post_id, p.slug, p.posttype, p.title, m.id as member_id, m.name, m.email,
              exists (select 1 from comment_mutes u where u.member_id = m.id) as muted,
              array(select r.reason from comment_reports r
                    where r.comment_id = c.id and r.reason is not null and r.reason <> ''
                    order by r.created_at desc limit 5) as reasons
            from comments c join posts p on p.id = c.post_id join members m on m.id = c.member_id
            where ${filters[filter]}
            order by (c.report_count > 0 and c.hidden_at is null) desc, c.report_count desc,
              c.created_at desc, c.id desc
            limit ${ADMIN_PAGE_SIZE + 1} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
      )
      const list = rows.map((row) => ({
        id: Number(row.id),
        body: row.body,
        created_at: iso(row.created_at),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
        chapter_index: Number(row.chapter_index),
        like_count: Number(row.like_count),
        report_count: Number(row.report_count),
        reasons: row.reasons ?? [],
        hidden_at: row.hidden_at === null ? null : iso(row.hidden_at),
        post: { id: Number(row.post_id), slug: row.slug, posttype: row.posttype, title: row.title },
        member: { id: Number(row.member_id), name: row.name, email: row.email, muted: Boolean(row.muted) },
      }))
      return sliced(list, page)
    })
  }

  /** What the log keeps of a comment: where it was, who wrote it, what it said. */
  const loggedComment = (row: {
    post_id: number
    chapter_index: number
    member_id: number
    body: string
    report_count: number
  }) => ({
    post_id: Number(row.post_id),
    chapter_index: Number(row.chapter_index),
    member_id: Number(row.member_id),
    body: row.body.slice(0, LOGGED_BODY),
    report_count: Number(row.report_count),
  })
  type Logged = Parameters<typeof loggedComment>[0] & { hidden_at: Date | string | null }
  const commentFor = (tx: Tx, id: number) =>
    rowsOf<Logged>(
      tx,
      sql`select post_id, chapter_index, member_id, body, report_count, hidden_at
          from comments where id = ${id} for update`,
    ).then((rows) => rows[0])

  serve(api, ctx, adminCommentHide, async ({ request, params: { id }, body: { hidden }, member: admin }) => {
    return inTransaction(db, async (tx) => {
      const comment = await commentFor(tx, id)
      if (!comment) throw gone(request)
      const was = comment.hidden_at !== null
      if (was !== hidden) {
        await tx.execute(
          sql`update comments set hidden_at = ${hidden ? sql`now()` : null}, updated_at = now() where id = ${id}`,
        )
        await audit(
          tx,
          { memberId: admin.id, email: admin.email },
          {
            action: hidden ? 'comment.hide' : 'comment.unhide',
            target: `comment:${id}`,
            before: { ...loggedComment(comment), hidden: was },
            after: { post_id: Number(comment.post_id), member_id: Number(comment.member_id), hidden },
          },
        )
      }
      return { id, hidden }
    })
  })

  serve(api, ctx, adminCommentDelete, async ({ request, params: { id }, member: admin }) => {
    return inTransaction(db, async (tx) => {
      const comment = await commentFor(tx, id)
      if (!comment) throw gone(request)
      const [replies] = await rowsOf<{ count: number }>(
        tx,
        sql`select count(*)::int as count from comments where parent_id = ${id}`,
      )
      await tx.execute(sql`delete from comments where id = ${id}`)
      await audit(
        tx,
        { memberId: admin.id, email: admin.email },
        {
          action: 'comment.delete',
          target: `comment:${id}`,
          before: {
            ...loggedComment(comment),
            hidden: comment.hidden_at !== null,
            replies: replies?.count ?? 0,
          },
        },
      )
      return { id, deleted: true as const }
    })
  })

  serve(api, ctx, adminCommentDismiss, async ({ request, params: { id }, member: admin }) => {
    return inTransaction(db, async (tx) => {
      const comment = await commentFor(tx, id)
      if (!comment) throw gone(request)
      if (Number(comment.report_count) > 0) {
        await tx.execute(sql`delete from comment_reports where comment_id = ${id}`)
        await tx.execute(sql`update comments set report_count = 0 where id = ${id}`)
        await audit(
          tx,
          { memberId: admin.id, email: admin.email },
          {
            action: 'comment.dismiss-reports',
            target: `comment:${id}`,
            before: loggedComment(comment),
            after: {
              post_id: Number(comment.post_id),
              member_id: Number(comment.member_id),
              report_count: 0,
            },
          },
        )
      }
      return { id, hidden: comment.hidden_at !== null }
    })
  })

  serve(api, ctx, adminCommentMute, async ({ request, params: { id }, body: { muted }, member: admin }) => {
    return inTransaction(db, async (tx) => {
      const [member] = await rowsOf<{ muted: boolean }>(
        tx,
        sql`select exists (select 1 from comment_mutes where member_id = ${id}) as muted
            from members where id = ${id} for update`,
      )
      if (!member) throw gone(request, messages.memberNotFound)
      if (Boolean(member.muted) !== muted) {
        await tx.execute(
          muted
            ? sql`insert into comment_mutes (member_id, muted_by) values (${id}, ${admin.id}) on conflict do nothing`
            : sql`delete from comment_mutes where member_id = ${id}`,
        )
        await audit(
          tx,
          { memberId: admin.id, email: admin.email },
          {
            action: muted ? 'member.comment-mute' : 'member.comment-unmute',
            target: `member:${id}`,
            before: { muted: Boolean(member.muted) },
            after: { muted },
          },
        )
      }
      return { id, muted }
    })
  })

  serve(api, ctx, adminCommentWords, async () => ({ words: await commentWords(db, { fresh: true }) }))

  serve(api, ctx, adminCommentWordsSave, async ({ body: { words }, member: admin }) => {
    const before = await commentWords(db, { fresh: true })
    await inTransaction(db, async (tx) => {
      await setCommentWords(tx, db, words)
      await audit(
        tx,
        { memberId: admin.id, email: admin.email },
        {
          action: 'site.comment-words',
          target: 'site:comment-words',
          before: { words: before },
          after: { words },
        },
      )
    })
    return { words }
  })
}
