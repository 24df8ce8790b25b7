import type { Page } from '@playwright/test'

/**
 * A page the server drew is on screen before the app runs in it, and a click or a key then is the
 * browser's alone (a form would be sent as a plain one). What a test or an attack does on a page
 * starts once the app has taken it over (`data-ready` on <html>, src/main.tsx), as a person would
 * see the page answer.
 */
export async function untilReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('page-state') || document.documentElement.hasAttribute('data-ready'),
  )
}
