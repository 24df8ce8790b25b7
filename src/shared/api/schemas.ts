import * as v from 'valibot'

/** Validates the success envelope of spec §7 around `data`; extra fields (is_next, page) pass through. */
export const successOf = <T extends v.GenericSchema>(data: T) =>
  v.looseObject({ status: v.literal('success'), data })

export const posttypes = ['movie', 'comic', 'novel', 'game'] as const
export const posttypeSchema = v.picklist(posttypes)
export type Posttype = v.InferOutput<typeof posttypeSchema>

export const imageSchema = v.object({
  path: v.string(),
  srcset: v.optional(v.string(), ''),
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

/**
 * A list where each entry is checked on its own: a malformed entry is left out and the rest still
 * show, so one bad card (or one bad module) never blanks a whole dashboard.
 */
export const lenientArray = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.nullish(v.array(v.unknown()), []),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = v.safeParse(item, entry)
        return parsed.success ? [parsed.output as v.InferOutput<T>] : []
      }),
    ),
  )
