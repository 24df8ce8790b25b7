import type { Page } from '@playwright/test'

/**
 * A page the server drew is on screen before the app runs in it, and a click or a key then is the
 * browser's alone (a form would be sent as a plain one). What a test or an attack does on a page
 * starts once the app has taken it over (`data-ready` on <html>, src/main.tsx), as a person would
 * see the page answer. A page the app drew itself (no `#page-state` from the server) is ready as it is.
 * A selector, not code run in the page: the site's CSP allows no evaluated strings.
 */
export async function untilReady(page: Page) {
  await page.locator(READY).waitFor({ state: 'attached' })
}

/** The page is ready: taken over by the app, or drawn by it. */
export const READY = 'html[data-ready], html:not(:has(#page-state))'
