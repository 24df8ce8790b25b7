import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'
import { postCardSchema } from './cards.ts'
import { personSchema } from './detail.ts'
import { successOf } from './envelope.ts'

/** One page of a list (spec §3: data, is_next, paged/page); 20 posts a page. */
export const listPageSchema = v.pipe(
  successOf(v.array(postCardSchema)),
  v.transform((body) => ({ posts: body.data, isNext: body.is_next === true })),
)
export type ListPage = v.InferOutput<typeof listPageSchema>

/** One page of an actor's posts, with the actor it belongs to. */
export const actorPageSchema = v.pipe(
  v.looseObject({ ...successOf(v.array(postCardSchema)).entries, actor: personSchema }),
  v.transform((body) => ({ posts: body.data, isNext: body.is_next === true, actor: body.actor })),
)
export type ActorPage = v.InferOutput<typeof actorPageSchema>

/** A category tab (docs/api.md Category). */
export const categorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  posttype: posttypeSchema,
  post_count: v.optional(v.number(), 0),
  thumbnails: v.optional(v.array(v.string()), []),
})
export type Category = v.InferOutput<typeof categorySchema>

export const categoriesResponseSchema = successOf(v.array(categorySchema))
