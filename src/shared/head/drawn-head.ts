import type { PageHeadOf } from './page-head-of.ts'

let named: PageHeadOf | undefined

/**
 * Names the head of the page being drawn on the server, as its screen is drawn (usePageHead,
 * NotFound); the page renderer takes it once the page is whole (src/app/render-page.tsx). Pages are
 * drawn one at a time, so one place holds it. The app's build leaves every call out: in the browser
 * the head is shown by usePageHead's effect.
 */
export const nameDrawnHead = (head: PageHeadOf) => {
  named = head
}

/** Names it only if the screens drawn so far named none: a page's own head wins over its tab's name. */
export const nameDrawnHeadUnlessNamed = (head: PageHeadOf) => {
  named ??= head
}

/** The head the page just drawn named, if any; the next page starts with none. */
export function takeDrawnHead(): PageHeadOf | undefined {
  const head = named
  named = undefined
  return head
}
