import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** A demo film with one episode streamed as 8-second HLS and DASH clips. */
const film = '/vi/movie/tinh-yeu-o-da-lat'

const controlled = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true)

const stage = (page: Page) => page.getByRole('region', { name: 'Trình phát' })
const video = (page: Page) => page.getByRole('group', { name: /^Trình phát video: / }).locator('video')

async function playsFor(page: Page, seconds: number) {
  await stage(page).getByRole('button', { name: 'Phát' }).click()
  // Decoding starts late on a machine busy with other browsers: a bound, not a pace.
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => (v.paused ? -1 : v.currentTime)), {
      timeout: 60_000,
    })
    .toBeGreaterThan(seconds)
}

// Real video is stored and decoded, and the first visit precaches the shell.
test.describe.configure({ timeout: 300_000 })

test('a film episode downloaded for offline viewing is listed, opens and plays with the network off', async ({
  page,
  context,
}) => {
  await page.goto(film)
  await controlled(page)
  await playsFor(page, 0.3)

  await stage(page).getByRole('button', { name: 'Tải xuống để xem ngoại tuyến' }).click()
  await expect(
    stage(page)
      .getByRole('status')
      .filter({ hasText: /^Đã tải xong · / }),
  ).toBeVisible({
    timeout: 60_000,
  })

  await page.goto('/vi/downloads')
  const films = page.getByRole('region', { name: 'Phim' })
  const kept = films.getByRole('link', { name: /^Tình yêu ở Đà Lạt · / })
  await expect(kept).toBeVisible()
  await expect(films.getByText(/^Đã tải xong · \d/)).toBeVisible()

  // No network at all: the page, its answers, the player and the video come from this device.
  const streams: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/media/films/')) streams.push(request.url())
  })
  await context.setOffline(true)
  await kept.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  await playsFor(page, 0.5)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  await playsFor(page, 0.5)
  expect(streams).toEqual([])

  // Deleting it frees the stored copy: the downloads screen is empty again, shaka's database too.
  await context.setOffline(false)
  await page.goto('/vi/downloads')
  const left = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('shaka_offline_db')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const db = open.result
            const count = db.transaction('segment-v5').objectStore('segment-v5').count()
            count.onsuccess = () => {
              db.close()
              resolve(count.result)
            }
          }
        }),
    )
  expect(await left()).toBeGreaterThan(0)
  await films.getByRole('button', { name: 'Xoá tập 1' }).click()
  await expect(films).toBeHidden()
  await expect.poll(left).toBe(0)
})
