import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { like, rating, views } from '../../src/contract/endpoints/post-actions.ts'
import { postDetailPath } from '../../src/contract/paths.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { audienceOf, maySeePost } from '../audience/index.ts'
import { addressHash, addressKey, viewerKey } from '../auth/identity.ts'
import type { Member } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { requestMember } from '../http/write-limits.ts'
import { isPublishedP } from './published.ts'
import { rowsOf } from './rows.ts'
import { recordView } from './views.ts'

/** The slug of the post, or null when no post has that id and post type. */
async function findPost(tx: Pick<Db, 'execute'>, posttype: Posttype, id: number) {
  const [post] = await rowsOf<{ slug: string }>(
    tx,
    sql`select slug from posts p where id = ${id} and posttype = ${posttype} and ${isPublishedP}`,
  )
  return post ?? null
}

export function actionRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx

  serve(api, ctx, views, async ({ request, params: { posttype, id }, deviceId }) => {
    const member = await requestMember(request, ctx)
    // A post the asker may not see (server/audience/) is not there for them.
    if (!(await maySeePost(ctx, await audienceOf(request, ctx), id))) throw notFound()
    const post = await recordView(db, posttype, id, {
      viewer: viewerKey(member, deviceId),
      address: addressKey(addressHash(ctx, request)),
    })
    if (!post) throw notFound()
    return { views: post.views }
  })

  serve(
    api,
    ctx,
    rating,
    async ({ request, params: { posttype, id }, member, body: form }) => {
      if (!(await maySeePost(ctx, await audienceOf(request, ctx), id))) throw notFound()
      const result = await saveRating(db, posttype, id, member, form.rating, form.content)
      if (!result) throw notFound()
      ctx.cache.invalidate(postDetailPath(posttype, result.slug))
      const { rating_total, rating_count } = result
      const rating_avg = rating_count ? Math.round((rating_total / rating_count) * 100) / 100 : 0
      return { rating: form.rating, rating_total, rating_count, rating_avg }
    },
    { paramsFirst: true, signInMessage: 'You need to sign in to rate' },
  )

  serve(api, ctx, like, async ({ request, params: { posttype, id }, body: form, deviceId }) => {
    const member = await requestMember(request, ctx)
    const owner = { member, deviceId, addressHash: addressHash(ctx, request) }
    if (!(await maySeePost(ctx, await audienceOf(request, ctx), id))) throw notFound()
    const result = await toggleLike(db, posttype, id, owner, form.like === '1')
    if (!result) throw notFound()
    ctx.cache.invalidate(postDetailPath(posttype, result.slug))
    return { like_count: result.like_count, is_like: form.like === '1' }
  })
}

/**
 * Every counter write follows one order: the post is read without a lock, the rows behind the counter
 * change, and the counter moves last by the exact delta in one statement. Two writers then only ever
 * wait for each other on the counter row, at the end, which cannot make a cycle (a rare one left
 * between a device's rows is retried by inTransaction).
 */
async function saveRating(
  db: Db,
  posttype: Posttype,
  id: number,
  member: Member,
  rating: number,
  content: string,
) {
  return inTransaction(db, async (tx) => {
    const post = await findPost(tx, posttype, id)
    if (!post) return null
    const inserted = await rowsOf(
      tx,
      sql`insert into ratings (post_id, member_id, rating, content) values (${id}, ${member.id}, ${rating}, ${content})
          on conflict (post_id, member_id) do nothing returning rating`,
    )
    let delta = { total: rating, count: 1 }
    if (inserted.length === 0) {
      // The row exists: lock it (waiting for a concurrent rating by the same member), then replace it.
      const [previous] = await rowsOf<{ rating: number }>(
        tx,
        sql`select rating from ratings where post_id = ${id} and member_id = ${member.id} for update`,
      )
      await tx.execute(sql`
        update ratings set rating = ${rating}, content = ${content}, updated_at = now()
        where post_id = ${id} and member_id = ${member.id}`)
      delta = { total: rating - previous!.rating, count: 0 }
    }
    const [totals] = await rowsOf<{ rating_total: number; rating_count: number }>(
      tx,
      sql`update posts set rating_total = rating_total + ${delta.total}::int, rating_count = rating_count + ${delta.count}::int
          where id = ${id} returning rating_total, rating_count`,
    )
    return { slug: post.slug, ...totals! }
  })
}

interface LikeOwner {
  member: Member | null
  deviceId: string
  addressHash: string
}

/**
 * A like counts once per member; a visitor's once per device and once per address (unique indexes),
 * so the counter only moves when a row was really added or removed, and repeats and races leave it
 * equal to the rows. When a member likes, the anonymous like this device gave the post before
 * signing in is folded into the member's (removed, and the counter moved by the difference), so one
 * person on one device never counts twice; a member taking a like back takes back both.
 */
async function toggleLike(db: Db, posttype: Posttype, id: number, owner: LikeOwner, like: boolean) {
  const { member, deviceId } = owner
  return inTransaction(db, async (tx) => {
    const post = await findPost(tx, posttype, id)
    if (!post) return null
    const thisDevice = sql`(member_id is null and device_id = ${deviceId})`
    let delta: number
    if (like) {
      const added = await rowsOf(
        tx,
        sql`insert into likes (post_id, member_id, device_id, address_hash)
            values (${id}, ${member?.id ?? null}, ${member ? null : deviceId}, ${member ? null : owner.addressHash})
            on conflict do nothing returning id`,
      )
      const folded = member
        ? await rowsOf(tx, sql`delete from likes where post_id = ${id} and ${thisDevice} returning id`)
        : []
      delta = added.length - folded.length
    } else {
      const mine = member ? sql`(member_id = ${member.id} or ${thisDevice})` : thisDevice
      delta = -(await rowsOf(tx, sql`delete from likes where post_id = ${id} and ${mine} returning id`))
        .length
    }
    const [counts] = await rowsOf<{ like_count: number }>(
      tx,
      delta === 0
        ? sql`select like_count from posts where id = ${id}`
        : sql`update posts set like_count = greatest(like_count + ${delta}::int, 0) where id = ${id} returning like_count`,
    )
    return { slug: post.slug, like_count: counts!.like_count }
  })
}
