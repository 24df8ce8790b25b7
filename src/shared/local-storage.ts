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
