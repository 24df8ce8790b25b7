import { eq, sql } from 'drizzle-orm'
import { forgetVerifiedKeys } from '../app-keys/verified.ts'
import type { Db } from '../db/client.ts'
import { auditLog, members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { rowsOf } from '../posts/rows.ts'

/**
 * Deletes a member and everything kept about them, in one transaction: the posts' like and rating
 * counters move back by exactly what this member gave (the counters always equal the rows behind
 * them), then the member row goes and takes their sessions, likes, ratings with their reviews and
 * anything else keyed to them (ON DELETE CASCADE). The audit log keeps that it happened, under the
 * member's number only: their email leaves the entries they wrote as an admin too. Answers the
 * avatar's path (its files are removed after the commit) and the posts whose answers changed, or
 * null when there was no such member.
 */
export async function deleteMember(db: Db, memberId: number) {
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update')
    if (!member) return null
    // One like and one rating per member and post (unique keys), so each post is matched once.
    const liked = await rowsOf<{ posttype: string; slug: string }>(
      tx,
      sql`update posts p set like_count = greatest(p.like_count - 1, 0)
          from likes l where l.post_id = p.id and l.member_id = ${memberId}
          returning p.posttype, p.slug`,
    )
    const rated = await rowsOf<{ posttype: string; slug: string }>(
      tx,
      sql`update posts p set rating_total = p.rating_total - r.rating, rating_count = greatest(p.rating_count - 1, 0)
          from ratings r where r.post_id = p.id and r.member_id = ${memberId}
          returning p.posttype, p.slug`,
    )
    // The likes and reports they gave others' comments, likewise (their own comments go with them).
    await tx.execute(
      sql`update comments c set like_count = greatest(c.like_count - 1, 0)
          from comment_likes l where l.comment_id = c.id and l.member_id = ${memberId} and c.member_id <> ${memberId}`,
    )
    await tx.execute(
      sql`update comments c set report_count = greatest(c.report_count - 1, 0)
          from comment_reports r where r.comment_id = c.id and r.member_id = ${memberId} and c.member_id <> ${memberId}`,
    )
    const who = `member:${memberId}`
    await tx
      .update(auditLog)
      .set({ actor: `deleted ${who}` })
      .where(eq(auditLog.memberId, memberId))
    await tx.delete(members).where(eq(members.id, memberId))
    // Its app keys went with it: no app keeps coming in on one this server verified lately.
    forgetVerifiedKeys()
    await tx.insert(auditLog).values({ memberId: null, actor: who, action: 'member.delete', target: who })
    return { avatar: member.avatar, posts: [...liked, ...rated] }
  })
}
