import * as v from 'valibot'
import { SEARCH_QUERY_MAX } from '../../contract/limits.ts'

/**
 * The finder's address: `?q=` is what the member looked for, so a found list can be linked, reloaded
 * and come back to from a profile. The router reads `?q=123` as a number: any plain value becomes
 * text; anything else is dropped rather than failing the page.
 */
export const finderSearchSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.transform((value) => String(value).trim().slice(0, SEARCH_QUERY_MAX) || undefined),
      ),
    ),
    undefined,
  ),
})
