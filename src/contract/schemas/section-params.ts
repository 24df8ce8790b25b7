import * as v from 'valibot'
import { MAX_ID } from '../limits.ts'

/**
 * The search params of a section dashboard: `category`, the id of the chosen category tab. Anything
 * that is not a positive whole number is dropped, so a mistyped address shows 'All' instead of failing.
 */
const sectionSearchSchema = v.object({
  category: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(1),
        v.maxValue(MAX_ID),
      ),
    ),
    undefined,
  ),
})
export type SectionSearch = v.InferOutput<typeof sectionSearchSchema>

export const validateSectionSearch = (search: Record<string, unknown>): SectionSearch =>
  v.parse(sectionSearchSchema, search)
