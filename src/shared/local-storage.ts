import * as v from 'valibot'

/** localStorage that never throws: it can be disabled or full (private windows, kiosk browsers). */
export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

/** sessionStorage, just as forgiving: what ends with the browser session (a sign-in without remember me). */
export function readSessionItem(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeSessionItem(key: string, value: string | null) {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key)
    else globalThis.sessionStorage?.setItem(key, value)
  } catch {
    // As above: the session simply ends sooner.
  }
}

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
