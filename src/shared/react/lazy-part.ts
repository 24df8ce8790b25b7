import { type ComponentType, lazy } from 'react'

const Missing = () => null

/**
 * `lazy` for a part a page can do without (its reviews, the side menu's entries): should its code not
 * come (the network went away after the page opened, before the part was asked for), the page stays
 * as it is, without the part, instead of giving way to the route's error screen. A failed import is
 * not tried again before the page is loaded anew (browsers keep the failure), so nothing retries.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Missing as ComponentType<P> }),
    ),
  )
