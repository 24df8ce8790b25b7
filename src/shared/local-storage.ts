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
