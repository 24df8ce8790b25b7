import { createContext, startTransition, useContext, useEffect, useState } from 'react'

/**
 * Whether the app is taking over a page the server drew: from the app's start (main.tsx) until the
 * page's innermost route, which React takes over last, is taken over (src/app/take-over.ts).
 */
let takingOver = false
export const setTakingOver = (now: boolean) => {
  takingOver = now
}
/** Whether this render is the server's, or the app's taking over what the server drew. */
export const isDrawnByServer = () => import.meta.env.SSR || takingOver

/**
 * Around a part of a drawn page that React takes over late, on its own (its code comes after the
 * page's, in a Suspense boundary: the docked side menu): true when the server drew it. The page is
 * taken over by then, and the device's state may have changed meanwhile (a member signed in with a
 * tap), so the part draws as the server did first, whenever its code comes, and then as the device is.
 */
export const DrawnPart = createContext(false)

/**
 * False while the app takes over a page the server drew (and on the server), true once it has. What
 * only the device knows (its library, its reading style) is drawn after that, so the first draw
 * matches the server's page; a page the app draws itself is true from the start.
 *
 * The change is drawn as a transition, in slices with the browser free between them. Read from
 * useSyncExternalStore with a server value instead, it was drawn at once: React draws a store that
 * differs from the server's in one task, which for the parts of a page that ask (the banner, a
 * detail's body) held a slow phone's main thread for 60 ms just after the takeover.
 */
export function useHydrated(): boolean {
  const inDrawnPart = useContext(DrawnPart)
  const [hydrated, setHydrated] = useState(() => !isDrawnByServer() && !inDrawnPart)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
