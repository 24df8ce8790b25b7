import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'

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
