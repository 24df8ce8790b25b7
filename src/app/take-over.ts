import type { AnyRouter } from '@tanstack/react-router'
import { createElement, useLayoutEffect } from 'react'
import { setTakingOver } from '../shared/react/use-hydrated.ts'

/** The longest a link waits for a page to be taken over. */
const LONGEST_WAIT_MS = 1000

/**
 * Holds a link followed while the app takes a drawn page over until the page's innermost route is
 * taken over; until then, the screens draw as the server did (useHydrated).
 *
 * React takes a drawn page over boundary by boundary (each route's Suspense), the innermost last,
 * after the root's. A link followed meanwhile (React answers a click on a part already taken over)
 * changes the router's matches under a route not yet taken over, which then reads a match that is
 * gone (TanStack Router #8198): React recovers by drawing the page anew, and reports an error. The
 * link waits instead; should that route draw something else (an error screen), a second at most.
 */
export function holdLinksUntilTakenOver(router: AnyRouter): void {
  setTakingOver(true)
  let takenOver = () => {}
  const taken = new Promise<void>((resolve) => {
    takenOver = resolve
  })
  const release = router.history.block({
    blockerFn: () => Promise.race([taken, delay(LONGEST_WAIT_MS)]).then(() => false),
    enableBeforeUnload: false,
  })
  const done = () => {
    setTakingOver(false)
    takenOver()
    release()
  }
  const innermost = router.state.matches.at(-1)
  const route = innermost && router.routesById[innermost.routeId]
  const Page = route?.options.component
  if (!Page) {
    done()
    return
  }
  // The same page under another name: React takes over what the server drew of it unchanged.
  route.options.component = function TakenOver(props: object) {
    useLayoutEffect(done, [])
    return createElement(Page, props)
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
