import type { Page } from '@playwright/test'

/**
 * Runs the page's timers `ms` ahead at once (its clock must be installed), then makes sure every
 * request they made has been seen here: a request the page makes afterwards is reported after them,
 * since a page's requests are reported in the order it makes them. What was not asked for by then
 * was not asked for at all.
 */
export async function runTimersAndSettle(page: Page, ms: number) {
  await page.clock.runFor(ms)
  const marker = `/healthz?settled=${Math.random().toString(36).slice(2)}`
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ])
}
