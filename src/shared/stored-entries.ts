import * as v from 'valibot'

// Apart from local-storage.ts, which the first screen loads: only the readers and the player keep
// records of many entries.

/**
 * A record read entry by entry: an entry `entry` refuses is left out and the others are kept, so
 * one bad entry loses only itself. Keys such as `__proto__` never come through (valibot's record).
 */
export function keptEntries<S extends v.GenericSchema>(entry: S) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((input) => {
      const kept: [string, v.InferOutput<S>][] = []
      for (const [key, value] of Object.entries(input)) {
        const parsed = v.safeParse(entry, value)
        if (parsed.success) kept.push([key, parsed.output])
      }
      return Object.fromEntries(kept) as Record<string, v.InferOutput<S>>
    }),
  )
}

/** A number read from storage within the range given, which also keeps out Infinity (JSON's 1e999). */
export const storedNumber = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max))

/**
 * The `max` entries changed last (by their `at`), so that a record stays small enough for
 * localStorage; `kept` stays whatever its time (the entry just changed, when others share its
 * millisecond).
 */
export function newestEntries<T extends { at: number }>(
  entries: Record<string, T>,
  max: number,
  kept?: string,
): Record<string, T> {
  const list = Object.entries(entries)
  if (list.length <= max) return entries
  const first = (name: string) => Number(name === kept)
  return Object.fromEntries(list.sort((a, b) => first(b[0]) - first(a[0]) || b[1].at - a[1].at).slice(0, max))
}
