import { type HistoryState, useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { linkAddress } from '../../contract/page-address.ts'

interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Navigation state for the next page (an in-app path only), e.g. the card it can paint at once. */
  state?: HistoryState
}

/** A click that follows a link here: not one that opens it in a new tab or window, or saves it. */
export const isPlainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && event.button === 0

/**
 * A link to an address that comes from data (menus, modules) rather than from the route tree: an
 * in-app path navigates without a reload, in the form of the site's other links (however the data
 * wrote it), an absolute URL opens in a new tab (spec §2 banners).
 */
export function AppLink({ href: written, onClick, state, ...rest }: AppLinkProps) {
  const router = useRouter()
  if (/^https?:\/\//.test(written))
    return <a href={written} target="_blank" rel="noopener noreferrer" {...rest} />
  const href = linkAddress(written)
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event)) return
    event.preventDefault()
    router.navigate({ href, state })
  }
  return <a href={href} onClick={navigate} {...rest} />
}
