import type { Page } from '@playwright/test'

/** The little of the page's DOM the wait below reads (the scripts are compiled without the DOM's types). */
interface PageDocument {
  querySelector(selector: string): unknown
  images: ArrayLike<{ complete: boolean; loading: string }>
}

/**
 * Waits until the page has loaded, drawn its screen and fetched the images it shows. Not Playwright's
 * 'networkidle': Chromium reports the home index the shell preloads (a Link header) as a second
 * request when the app's fetch takes it over, and that one never finishes.
 */
export async function settle(page: Page, pauseMs = 500) {
  await page.waitForLoadState('load')
  // A function, not a string: the site's CSP forbids evaluating strings in the page.
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: PageDocument }
    const images = Array.from(document.images)
    return (
      Boolean(document.querySelector('main')) &&
      images.every((image) => image.complete || image.loading === 'lazy')
    )
  })
  await page.waitForTimeout(pauseMs)
}
