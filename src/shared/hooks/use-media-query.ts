import { useSyncExternalStore } from 'react'

const matcher = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null

/**
 * Whether a CSS media query matches now, following the window as it is resized or turned. On the
 * server, and while the app takes over the page it drew, it is `drawnAs` (no window to ask).
 */
export function useMediaQuery(query: string, drawnAs = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => matcher(query)?.matches ?? false,
    () => drawnAs,
  )
}

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
