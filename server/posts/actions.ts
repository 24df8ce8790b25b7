import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { verifyCsrf } from '../auth/csrf.ts'
import { isPlainText, readForm } from '../auth/form.ts'
import { type Member, optionalMember, requireMember } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import type { Posttype } from '../db/schema.ts'
import { success } from '../http/envelope.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { idParam, parse, posttypeParam } from '../http/validate.ts'
import { recordView, rowsOf } from './views.ts'

const params = v.object({ posttype: posttypeParam, id: idParam })
const csrfField = v.optional(v.string())
const ratingForm = v.object({
  // A missing field reads as empty, so it gets the same message as a wrong one.
  rating: v.optional(
    v.pipe(
      v.string('must be a whole number from 1 to 10'),
      v.regex(/^(?:[1-9]|10)$/, 'must be a whole number from 1 to 10'),
      v.transform(Number),
    ),
    '',
  ),
  content: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000, 'must be at most 2000 characters'),
      v.check(isPlainText, 'must not contain control characters'),
    ),
    '',
  ),
  csrf_token: csrfField,
})
const likeForm = v.object({
  like: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(['1', '2'], 'must be 1 (like) or 2 (take the like back)'),
  ),
  csrf_token: csrfField,
})

/** The CSRF token of the form, checked against the X-Device-Id header when one is sent. */
function checkCsrf(request: FastifyRequest, ctx: ServerContext, token: string | undefined) {
  if (!token) throw forbidden('CSRF token is required')
  const header = request.headers['x-device-id']
  return verifyCsrf(token, ctx, header)
}

/** Locks the post row for the rest of the transaction; null when the post does not exist. */
async function lockPost(tx: Pick<Db, 'execute'>, posttype: Posttype, id: number) {
  const [post] = await rowsOf<{ slug: string }>(
    tx,
    sql`select slug from posts where id = ${id} and posttype = ${posttype} for update`,
  )
  return post ?? null
}

export function actionRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const detailPath = (posttype: string, slug: string) => `/posts/detail/${posttype}/${slug}/`

  api.post('/posts/action/views/:posttype/:id/', async (request) => {
    const { posttype, id } = parse(params, request.params)
    const form = await readForm(request)
    checkCsrf(request, ctx, form.csrf_token)
    const post = await recordView(db, posttype, id)
    if (!post) throw notFound()
    return success({ views: post.views })
  })

  api.post('/posts/action/rating/:posttype/:id/', async (request) => {
    const { posttype, id } = parse(params, request.params)
    const member = await requireMember(request, ctx, 'You need to sign in to rate')
    const form = parse(ratingForm, await readForm(request))
    checkCsrf(request, ctx, form.csrf_token)
    const result = await db.transaction(async (tx) => {
      // Every rating of a post waits for the one before it, so the totals move by exact deltas.
      const post = await lockPost(tx, posttype, id)
      if (!post) return null
      const [previous] = await rowsOf<{ rating: number }>(
        tx,
        sql`select rating from ratings where post_id = ${id} and member_id = ${member.id}`,
      )
      await tx.execute(sql`
        insert into ratings (post_id, member_id, rating, content) values (${id}, ${member.id}, ${form.rating}, ${form.content})
        on conflict (post_id, member_id)
        do update set rating = excluded.rating, content = excluded.content, updated_at = now()`)
      const [totals] = await rowsOf<{ rating_total: number; rating_count: number }>(
        tx,
        sql`update posts set rating_total = rating_total + ${form.rating - (previous?.rating ?? 0)},
              rating_count = rating_count + ${previous ? 0 : 1}
            where id = ${id} returning rating_total, rating_count`,
      )
      return { slug: post.slug, ...totals! }
    })
    if (!result) throw notFound()
    ctx.cache.invalidate(detailPath(posttype, result.slug))
    const { rating_total, rating_count } = result
    const rating_avg = rating_count ? Math.round((rating_total / rating_count) * 100) / 100 : 0
    return success({ rating: form.rating, rating_total, rating_count, rating_avg })
  })

  api.post('/posts/action/like/:posttype/:id', async (request) => {
    const { posttype, id } = parse(params, request.params)
    const member = await optionalMember(request, ctx)
    const form = parse(likeForm, await readForm(request))
    const deviceId = checkCsrf(request, ctx, form.csrf_token)
    const result = await toggleLike(db, posttype, id, member, deviceId, form.like === '1')
    if (!result) throw notFound()
    ctx.cache.invalidate(detailPath(posttype, result.slug))
    return success({ like_count: result.like_count, is_like: form.like === '1' })
  })
}

/**
 * A like counts once per member, or per device for a visitor (unique indexes): the counter only
 * moves when a row was really added or removed, so repeats and races leave it equal to the rows.
 */
async function toggleLike(
  db: Db,
  posttype: Posttype,
  id: number,
  member: Member | null,
  deviceId: string,
  like: boolean,
) {
  return db.transaction(async (tx) => {
    const [post] = await rowsOf<{ slug: string }>(
      tx,
      sql`select slug from posts where id = ${id} and posttype = ${posttype}`,
    )
    if (!post) return null
    const owner = member ? sql`member_id = ${member.id}` : sql`member_id is null and device_id = ${deviceId}`
    const changed = like
      ? await rowsOf(
          tx,
          sql`insert into likes (post_id, member_id, device_id)
              values (${id}, ${member?.id ?? null}, ${member ? null : deviceId})
              on conflict do nothing returning id`,
        )
      : await rowsOf(tx, sql`delete from likes where post_id = ${id} and ${owner} returning id`)
    const delta = changed.length === 0 ? 0 : like ? 1 : -1
    const [counts] = await rowsOf<{ like_count: number }>(
      tx,
      sql`update posts set like_count = greatest(like_count + ${delta}::int, 0) where id = ${id} returning like_count`,
    )
    return { slug: post.slug, like_count: counts!.like_count }
  })
}
