import { useLocation, useRouter } from '@tanstack/react-router'

/**
 * Builds the address of the current page (or of `pathname`) with some search values changed, for
 * tabs that are links: they can be opened in a new tab, shared, and survive a reload.
 */
export function useSearchHref() {
  const router = useRouter()
  const location = useLocation()
  return (patch: Record<string, unknown>, pathname = location.pathname) => {
    const merged: Record<string, unknown> = { ...location.search, ...patch }
    const search = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined))
    return `${pathname}${router.options.stringifySearch(search)}`
  }
}
