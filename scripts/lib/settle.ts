import type { Page } from '@playwright/test'

/**
 * Waits until the page has loaded, drawn its screen and fetched the images it shows. Not Playwright's
 * 'networkidle': Chromium reports the home index the shell preloads (a Link header) as a second
 * request when the app's fetch takes it over, and that one never finishes.
 */
export async function settle(page: Page, pauseMs = 500) {
  await page.waitForLoadState('load')
  // Run in the page, as a string: the scripts are compiled without the browser's types.
  await page.waitForFunction(
    "document.querySelector('main') && [...document.images].every((image) => image.complete || image.loading === 'lazy')",
  )
  await page.waitForTimeout(pauseMs)
}
