import * as v from 'valibot'
import { MAX_ID } from '../limits.ts'
import { posttypeSchema } from '../posttypes.ts'
import { listSortby } from '../sorts.ts'
import { postCardSchema } from './cards.ts'
import { personSchema } from './detail.ts'
import { successOf } from './envelope.ts'
import { pageParam, slugSchema } from './params.ts'

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

/** `GET /posts/lists/{posttype}/[{category}/][paged/{page}/]`; the category `related` lists a post's related posts. */
export const listParams = v.object({
  posttype: posttypeSchema,
  category: v.optional(slugSchema),
  page: v.optional(pageParam, '1'),
})
export const listQuery = v.object({ sortby: listSortby })
const relatedMessage = 'must be post_id__{id}, the post whose related posts to list'
export const relatedQuery = v.object({
  sortby: listSortby,
  filter: v.pipe(
    v.optional(v.string(relatedMessage), ''),
    v.regex(/^post_id__[1-9]\d{0,9}$/, relatedMessage),
    v.transform((filter) => Number(filter.slice('post_id__'.length))),
    v.maxValue(MAX_ID, relatedMessage),
  ),
})
/** `GET /posts/actor/{slug}/[paged/{page}/]?sortby=` */
export const actorParams = v.object({ slug: slugSchema, page: v.optional(pageParam, '1') })
/** `GET /{posttype}/lists/categories/` */
export const categoriesParams = v.object({ posttype: posttypeSchema })
