import * as v from 'valibot'
import { postCardSchema } from './cards.ts'
import { successOf } from './envelope.ts'

/** One page of search results (spec §3: data, is_next, total). */
export const searchPageSchema = v.pipe(
  successOf(v.array(postCardSchema)),
  v.transform((body) => ({
    posts: body.data,
    isNext: body.is_next === true,
    total: typeof body.total === 'number' ? body.total : body.data.length,
  })),
)
export type SearchPage = v.InferOutput<typeof searchPageSchema>
