import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** A demo comic whose cover is also in the home's lists, so the home draws it from memory. */
const comic = '/vi/comic/robot-ban-banh-mi'

/** The first visit installs the service worker, which precaches the whole shell first: slow on a busy machine. */
const controlled = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true)

/** The address the image drew, once it drew real pixels from the media server (not a stand-in). */
const drawnFrom = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/media/') ? img.currentSrc : '',
  )

const drawn = (image: Locator) => expect.poll(() => drawnFrom(image)).not.toBe('')

/** Whether the service worker's caches hold this address (it stores it a moment after asking). */
const stored = (page: Page, url: string) =>
  expect
    .poll(() => page.evaluate(async (address) => (await caches.match(address)) !== undefined, url))
    .toBe(true)

test("offline, the home's 'Xem tiếp' covers and the hero banner still show their images", async ({
  page,
  context,
}) => {
  // The home's images load before the service worker controls the page: only memory has them.
  await page.goto('/vi')
  await controlled(page)
  await page.getByRole('main').locator(`a[href="${comic}"]`).first().click()
  // The story's page, drawn: the visit is in the reader's history.
  await expect(page).toHaveURL(/\/vi\/comic\/robot-ban-banh-mi\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Robot bán bánh mì' })).toBeVisible()
  await page.getByRole('link', { name: 'Mọt', exact: true }).click()
  const covers = page.getByRole('region', { name: 'Xem tiếp' }).getByRole('listitem').locator('img')
  await expect(covers).toHaveCount(1)
  const hero = page.getByRole('region', { name: 'Nổi bật' }).locator('img.banner__image').first()
  for (const image of [hero, ...(await covers.all())]) {
    await drawn(image)
    await stored(page, await drawnFrom(image))
  }

  // The browser's own cache keeps these images a day; a reader back later has only what the service
  // worker kept.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await context.setOffline(true)
  await page.reload()
  await expect(covers).toHaveCount(1)
  for (const cover of await covers.all()) await drawn(cover)
  await drawn(hero)
})
