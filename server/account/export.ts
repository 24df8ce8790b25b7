import { sql } from 'drizzle-orm'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../posts/rows.ts'

/**
 * One part of "download my data": a name in the file and what the site keeps under it for one
 * member. Whatever else comes to be kept about a member is one more entry in `exportParts`.
 */
interface ExportPart {
  name: string
  read: (db: Db, memberId: number, ctx: ServerContext) => Promise<unknown>
}

const rows = (query: (memberId: number) => ReturnType<typeof sql>) => (db: Db, memberId: number) =>
  rowsOf(db, query(memberId))

export const exportParts: ExportPart[] = [
  {
    name: 'profile',
    read: async (db, memberId, ctx) => {
      const [member] = await rowsOf<Record<string, unknown> & { avatar: string | null }>(
        db,
        sql`select id, email, name, full_name, username, avatar, about, role, created_at, updated_at
            from members where id = ${memberId}`,
      )
      return member && { ...member, avatar: member.avatar ? ctx.mediaUrl(member.avatar) : null }
    },
  },
  {
    name: 'sessions',
    read: rows(
      (id) => sql`select id, user_agent, address, created_at, last_used_at, expires_at, revoked_at
                  from sessions where member_id = ${id} order by created_at`,
    ),
  },
  {
    // The keys' names and use, never their hashes.
    name: 'app_keys',
    read: rows(
      (id) => sql`select id, name, created_at, last_used_at, last_used_from
                  from app_keys where member_id = ${id} order by created_at`,
    ),
  },
  {
    name: 'likes',
    read: rows(
      (id) => sql`select p.id as post_id, p.slug, p.posttype, l.created_at
                  from likes l join posts p on p.id = l.post_id where l.member_id = ${id} order by l.created_at`,
    ),
  },
  {
    name: 'ratings',
    read: rows(
      (
        id,
      ) => sql`select p.id as post_id, p.slug, p.posttype, r.rating, r.content as review, r.created_at, r.updated_at
                  from ratings r join posts p on p.id = r.post_id where r.member_id = ${id} order by r.created_at`,
    ),
  },
  {
    name: 'library',
    read: rows(
      (id) => sql`select p.id as post_id, p.slug, p.posttype, e.list, e.shelf, e.removed, e.chapter,
                    to_timestamp(e.at / 1000.0) as at
                  from library_entries e join posts p on p.id = e.post_id
                  where e.member_id = ${id} order by e.list, e.at desc`,
    ),
  },
  {
    name: 'positions',
    read: rows(
      (id) => sql`select p.id as post_id, p.slug, p.posttype, l.kind, l.index, l.place,
                    to_timestamp(l.at / 1000.0) as at
                  from library_positions l join posts p on p.id = l.post_id
                  where l.member_id = ${id} order by l.at desc`,
    ),
  },
  {
    // The browsers told of new chapters: named by their User-Agent, never their push address or keys.
    name: 'push_devices',
    read: rows(
      (id) => sql`select id, user_agent, language, created_at, updated_at, last_sent_at
                  from push_subscriptions where member_id = ${id} order by created_at`,
    ),
  },
  {
    name: 'push_settings',
    read: async (db, memberId) => {
      const [settings] = await rowsOf(
        db,
        sql`select enabled, lists, quiet_start, quiet_end, time_zone, updated_at
            from push_settings where member_id = ${memberId}`,
      )
      return settings ?? null
    },
  },
  {
    // The chapters the member was told of.
    name: 'push_sent',
    read: rows(
      (id) => sql`select p.id as post_id, p.slug, p.posttype, c.index as chapter, s.created_at
                  from push_sent s join chapters c on c.id = s.chapter_id join posts p on p.id = c.post_id
                  where s.member_id = ${id} order by s.created_at`,
    ),
  },
  {
    // What the member wrote under chapters and episodes, hidden ones too (hidden_at says so).
    name: 'comments',
    read: rows(
      (id) => sql`select c.id, p.id as post_id, p.slug, p.posttype, c.chapter_index, c.parent_id, c.body,
                    c.like_count, c.hidden_at, c.created_at, c.updated_at
                  from comments c join posts p on p.id = c.post_id
                  where c.member_id = ${id} order by c.created_at`,
    ),
  },
  {
    name: 'comment_likes',
    read: rows(
      (id) =>
        sql`select comment_id, created_at from comment_likes where member_id = ${id} order by created_at`,
    ),
  },
  {
    name: 'comment_reports',
    read: rows(
      (id) => sql`select comment_id, reason, created_at from comment_reports
                  where member_id = ${id} order by created_at`,
    ),
  },
  {
    // Where KOReader says the member is in each of its documents (its progress sync).
    name: 'e_reader_positions',
    read: rows(
      (id) => sql`select document, progress, percentage, device, device_id, to_timestamp(at / 1000.0) as at
                  from kosync_progress where member_id = ${id} order by at desc`,
    ),
  },
]

/** Everything the site keeps about the member, as one JSON document. */
export async function exportMember(ctx: ServerContext, memberId: number) {
  const data: Record<string, unknown> = { exported_at: new Date().toISOString() }
  for (const part of exportParts) data[part.name] = await part.read(ctx.db, memberId, ctx)
  return data
}
