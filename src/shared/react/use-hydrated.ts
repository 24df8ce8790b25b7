import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * False while the app takes over a page the server drew (and on the server), true once it has. What
 * only the device knows (its library, its reading style) is drawn after that, so the first draw
 * matches the server's page; a page the app draws itself is true from the start.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
