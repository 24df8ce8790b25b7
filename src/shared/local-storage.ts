import * as v from 'valibot'

/**
 * Reading and writing one of the browser's storage areas without ever throwing: it can be disabled
 * or full (private windows, kiosk browsers), and then a value simply does not survive a reload.
 */
const forgiving = (area: () => Storage | undefined) => ({
  read(key: string): string | null {
    try {
      return area()?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  write(key: string, value: string | null) {
    try {
      if (value === null) area()?.removeItem(key)
      else area()?.setItem(key, value)
    } catch {
      // Nothing to do: the value is simply lost sooner.
    }
  },
})

const local = forgiving(() => globalThis.localStorage)
/** sessionStorage: what ends with the browser session (a sign-in without remember me). */
const session = forgiving(() => globalThis.sessionStorage)

export const readItem = local.read
export const writeItem = local.write
export const readSessionItem = session.read
export const writeSessionItem = session.write

/**
 * A JSON value kept in localStorage, read through `schema`. Storage is the device's, not the app's:
 * another version, an extension or a person may have written anything there. Missing, not JSON or
 * refused by the schema, the value is `fallback`; schemas that keep the good part of a value (fields
 * with their own fallback, `keptEntries`) say so themselves.
 */
export function readJson<S extends v.GenericSchema>(
  key: string,
  schema: S,
  fallback: v.InferOutput<S>,
): v.InferOutput<S> {
  const raw = readItem(key)
  if (raw === null) return fallback
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return fallback
  }
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback
}
