import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'

export const imageSchema = v.object({
  path: v.string(),
  resizable: v.optional(v.boolean(), false),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
})
export type Image = v.InferOutput<typeof imageSchema>

const termSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() })

/** A post as lists, modules, search and related posts show it (docs/api.md PostCard). */
export const postCardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  posttype: posttypeSchema,
  description: v.nullish(v.string(), ''),
  feature: v.nullish(imageSchema, null),
  banner: v.nullish(imageSchema, null),
  categories: v.optional(v.array(termSchema), []),
  release_year: v.optional(v.array(v.object({ name: v.string() })), []),
  like_count: v.optional(v.number(), 0),
  views: v.optional(v.number(), 0),
  rating_total: v.optional(v.number(), 0),
  rating_count: v.optional(v.number(), 0),
  rating_avg: v.optional(v.number(), 0),
  episode_total: v.optional(v.number(), 0),
  author: v.nullish(v.string(), null),
  lang: v.optional(v.string()),
})
export type PostCard = v.InferOutput<typeof postCardSchema>
