import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectDecoded } from './images.ts'

/** Demo stories: a comic of 5 chapters (15 pages each), one of 8 chapters, and a novel of 3. */
const comic = '/vi/comic/robot-ban-banh-mi'
const longComic = '/vi/comic/cau-be-rong-lua'
const novel = '/vi/novel/bi-an-can-phong-so-7'

/** The first visit installs the service worker, which precaches the whole shell first: slow on a busy machine. */
const controlled = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true)

/** How many answers the app's persisted query cache holds (0 before its first write). */
const persistedQueryCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('mot-query-cache')
        // Not there yet: do not create it here, or the app would find it without its store.
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) {
            db.close()
            return resolve(0)
          }
          const read = db.transaction('queries').objectStore('queries').get('client')
          read.onsuccess = () => {
            db.close()
            resolve(
              (read.result as { clientState?: { queries?: unknown[] } } | undefined)?.clientState?.queries
                ?.length ?? 0,
            )
          }
          read.onerror = () => {
            db.close()
            resolve(0)
          }
        }
      }),
  )

// Downloads resize every page on the server the first time it is asked for.
test.describe.configure({ timeout: 180_000 })

/** Opens a story's download dialog and picks chapters: one, a range, or all. */
async function download(page: Page, story: string, pick: (dialog: Locator) => Promise<void>) {
  await page.goto(story)
  await controlled(page)
  await page.getByRole('button', { name: 'Tải xuống', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Tải xuống để đọc ngoại tuyến' })
  await expect(dialog.getByRole('radio', { name: 'Một chương' })).toBeChecked()
  await pick(dialog)
  await dialog.getByRole('button', { name: 'Tải xuống', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** How many page images the server gives these chapters of a comic. */
async function pageCounts(request: APIRequestContext, slug: string, indexes: number[]) {
  const detail = await request.get(`/vi/api/v1/posts/detail/comic/${slug}/`)
  const { data } = (await detail.json()) as { data: { id: number } }
  return Promise.all(
    indexes.map(async (index) => {
      const answer = await request.get(`/vi/api/v1/posts/chapter/comic/${data.id}/${index}`)
      return ((await answer.json()) as { data: { content: string[] } }).data.content.length
    }),
  )
}

/** Every page of the chapter on screen: each scrolled to, each image decoded with real pixels. */
async function expectEveryPage(page: Page, count: number) {
  const slots = page.getByRole('list', { name: 'Các trang' }).getByRole('listitem')
  await expect(slots).toHaveCount(count)
  for (let i = 0; i < count; i++) {
    const slot = slots.nth(i)
    await slot.scrollIntoViewIfNeeded()
    const image = slot.getByRole('img')
    await expect(image).toBeVisible()
    await expectDecoded(image)
  }
}

test('the service worker controls the page, and home, saved and history open again offline', async ({
  page,
  context,
}) => {
  await page.goto('/vi')
  await controlled(page)
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  // The home page's data is in the persisted query cache once written (throttled to a second).
  await expect.poll(() => persistedQueryCount(page), { timeout: 15_000 }).toBeGreaterThan(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
  await page.goto('/vi/saved')
  await expect(page.getByRole('heading', { level: 1, name: 'Đã lưu' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Truyện đã tải để đọc ngoại tuyến' })).toBeVisible()
  await page.goto('/vi/history')
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeVisible()
})

test('downloaded comic and novel chapters open offline with every page, and the reader moves between them', async ({
  page,
  context,
  request,
}) => {
  const [pages1 = 0, pages2 = 0] = await pageCounts(request, 'robot-ban-banh-mi', [1, 2])
  await download(page, comic, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Nhiều chương liên tiếp' }).check()
    await dialog.getByRole('spinbutton', { name: 'Từ chương' }).fill('1')
    await dialog.getByRole('spinbutton', { name: 'Đến chương' }).fill('2')
  })
  await expect(page.getByText('Đã tải xuống 2/5 chương')).toBeVisible({ timeout: 30_000 })
  await download(page, novel, async (dialog) => {
    await dialog.getByRole('spinbutton', { name: 'Số chương' }).fill('1')
  })
  await expect(page.getByText('Đã tải xuống 1/3 chương')).toBeVisible({ timeout: 30_000 })

  await context.setOffline(true)
  await page.goto(`${comic}/1/`)
  await expect(page.locator('.reader-head__chapter')).toHaveText('Chương 1')
  await expectEveryPage(page, pages1)

  // The next chapter was downloaded too: the reader moves to it with the network off.
  await page.getByRole('button', { name: 'Tập tiếp theo', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${comic}/2/?$`))
  await expect(page.locator('.reader-head__chapter')).toHaveText('Chương 2')
  await expectEveryPage(page, pages2)

  // Chapter 3 was not downloaded: the reader says so instead of spinning.
  await page.getByRole('button', { name: 'Tập tiếp theo', exact: true }).click()
  await expect(page.getByText('Bạn đang ngoại tuyến và chương này chưa được tải xuống.')).toBeVisible()

  await page.goto(`${novel}/1/`)
  await expect(page.getByText('Khách sạn Hoa Phượng có mười hai phòng', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Tập tiếp theo', exact: true }).click()
  await expect(page.getByText('Bạn đang ngoại tuyến và chương này chưa được tải xuống.')).toBeVisible()

  // The downloads screen lists both stories from the side menu's data kept offline.
  await page.goto('/vi/downloads')
  await expect(page.getByRole('heading', { level: 1, name: 'Tải xuống' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByText(/^2\/2 chương · /)).toBeVisible()
})

test('with continuous reading on, a downloaded next chapter follows below offline; one not downloaded does not', async ({
  page,
  context,
  request,
}) => {
  const [pages2 = 0] = await pageCounts(request, 'robot-ban-banh-mi', [2])
  await download(page, comic, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Nhiều chương liên tiếp' }).check()
    await dialog.getByRole('spinbutton', { name: 'Từ chương' }).fill('1')
    await dialog.getByRole('spinbutton', { name: 'Đến chương' }).fill('2')
  })
  await expect(page.getByText('Đã tải xuống 2/5 chương')).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => localStorage.setItem('comicContinuousReading', 'true'))

  await context.setOffline(true)
  await page.goto(`${comic}/1/`)
  await expect(page.locator('.reader-head__chapter')).toHaveText('Chương 1')
  await page.getByRole('region', { name: 'Hết chương 1' }).scrollIntoViewIfNeeded()
  const chapter2 = page.getByRole('region', { name: 'Chương 2', exact: true })
  await expect(chapter2.getByRole('listitem')).toHaveCount(pages2)
  await chapter2.evaluate((section) => window.scrollBy({ top: section.getBoundingClientRect().top }))
  await expect(page).toHaveURL(new RegExp(`${comic}/2/?$`))
  const first = chapter2.getByRole('img').first()
  await expect(first).toBeVisible()
  await expectDecoded(first)

  // Chapter 3 was not downloaded: nothing follows, and its card offers no way there but says why.
  const end = page.getByRole('region', { name: 'Hết chương 2' })
  await end.scrollIntoViewIfNeeded()
  await expect(
    end.getByText(/^Chương 3 chưa được tải xuống: chương sẽ mở khi bạn có mạng trở lại/),
  ).toBeVisible()
  await expect(end.getByRole('button', { name: /^Chương tiếp theo/ })).toHaveCount(0)
  await expect(end.getByRole('link', { name: 'Quản lý tải xuống' })).toHaveAttribute('href', '/vi/downloads')
  await expect(page.getByRole('region', { name: 'Chương 3', exact: true })).toHaveCount(0)
  // Back online, the way on is there again.
  await context.setOffline(false)
  await expect(end.getByRole('button', { name: /^Chương tiếp theo Chương 3/ })).toBeVisible()
})

test('a download interrupted by going offline goes on where it stopped when the network is back', async ({
  page,
  context,
}) => {
  await download(page, longComic, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Tất cả các chương (8)' }).check()
  })
  // Offline as soon as the first chapter is whole, with the others still to come.
  await page.waitForFunction(() => /Đã tải xuống [1-7]\/8 chương/.test(document.body.innerText), null, {
    polling: 'raf',
  })
  await context.setOffline(true)

  await page.getByRole('link', { name: 'Quản lý tải xuống' }).click()
  await expect(
    page.getByText('Bạn đang ngoại tuyến: việc tải xuống sẽ tiếp tục khi có mạng trở lại.'),
  ).toBeVisible()
  const summary = page.getByText(/^\d\/8 chương · /)
  const chapters = page.getByRole('list', { name: 'Các chương' }).getByRole('listitem')
  await expect(chapters).toHaveCount(8)
  // A chapter on its way when the network went lets go once its files already on their way have
  // landed (one was seen to add 86 kB) and waits for the network; with none downloading and the
  // network gone, nothing more can come.
  await expect(chapters.filter({ hasText: 'Đang tải xuống' })).toHaveCount(0)
  const stalled = await summary.textContent()
  expect(stalled).not.toMatch(/^8\//)

  await context.setOffline(false)
  await expect(page.getByText(/^8\/8 chương · /)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Bạn đang ngoại tuyến', { exact: false })).toHaveCount(0)
  await expect(chapters.filter({ hasText: 'Đã tải xong' })).toHaveCount(8)
})
