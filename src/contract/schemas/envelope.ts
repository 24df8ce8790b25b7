import * as v from 'valibot'

/** Validates the success envelope of spec §7 around `data`; extra fields (is_next, page) pass through. */
export const successOf = <T extends v.GenericSchema>(data: T) =>
  v.looseObject({ status: v.literal('success'), data })

/**
 * What a page of a list carries beside `data` (spec §3): whether another page follows, and the
 * page's number under both names the spec gives it.
 */
export const pageExtras = v.object({ is_next: v.boolean(), paged: v.number(), page: v.number() })

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
