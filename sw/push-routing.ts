/*
 * Where a tap on a notification goes (push.ts): apart from it, in types a window's code knows too, so
 * the unit tests run it as it is.
 */

/** A page of this site only: a tap never leaves it, whatever a push says. */
export function pageOf(url: unknown, origin: string): string {
  try {
    const page = new URL(typeof url === 'string' ? url : '/', origin)
    return page.origin === origin ? page.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}

/** What of a window client the routing uses. */
export interface AppWindow {
  focused: boolean
  navigate(url: string): Promise<AppWindow | null>
  focus(): Promise<unknown>
}

/** What of the service worker's clients the routing uses. */
export interface AppWindows {
  matchAll(options: { type: 'window' }): Promise<readonly unknown[]>
  openWindow(url: string): Promise<unknown>
}

/**
 * Opens `url` for a tap: in a window of the app already open (the one in front, else any), brought
 * forward; else in a new window. A window the service worker does not control cannot be sent
 * elsewhere: a new one opens then.
 */
export async function openPage(url: string, clients: AppWindows) {
  const windows = (await clients.matchAll({ type: 'window' })) as AppWindow[]
  const open = windows.find((client) => client.focused) ?? windows[0]
  if (open) {
    const shown = await open.navigate(url).catch(() => null)
    if (shown) {
      await shown.focus().catch(() => undefined)
      return shown
    }
  }
  return clients.openWindow(url)
}
