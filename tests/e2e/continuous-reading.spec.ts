import type { Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'

/** Continuous reading in the comic reader's vertical strip: the next chapter follows below. */

const story = 'kiem-si-may-troi'
const chapterUrl = (index: number, language = 'vi') => `/${language}/comic/${story}/${index}`
const atChapter = (index: number, language = 'vi') => new RegExp(`/${language}/comic/${story}/${index}$`)
const bar = (page: Page) => page.getByRole('navigation', { name: 'Chuyển chương' })
/** The reader's head: the chapter it is at. */
const chapterLine = (page: Page) => page.locator('.reader-head__chapter')
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Turns continuous reading on from the reading settings, as a reader does. */
async function turnOn(
  page: Page,
  texts = { settings: 'Cài đặt đọc', setting: 'Đọc liên tục', close: 'Đóng' },
) {
  await page.getByRole('button', { name: texts.settings }).click()
  const sheet = page.getByRole('dialog', { name: texts.settings })
  const setting = sheet.getByRole('switch', { name: texts.setting })
  await expect(setting).not.toBeChecked()
  await setting.check()
  await expect(setting).toBeChecked()
  await sheet.getByRole('button', { name: texts.close }).click()
  await expect(sheet).toBeHidden()
}

/** The device's setting, as a reader left it on another day. */
const withContinuousReading = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('comicContinuousReading', 'true'))

/** Brings a chapter's region to the top of the screen, as a scroll down to it does. */
const scrollToChapter = (page: Page, name: string) =>
  region(page, name).evaluate((section) => window.scrollBy({ top: section.getBoundingClientRect().top }))

/** Waits until the page has stopped scrolling (a smooth scroll ended), frame by frame. */
const scrollRests = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 3) resolve()
          else requestAnimationFrame(check)
        }
        check()
      }),
  )

test('turned on, the next chapter follows below the end card and becomes the reader’s chapter', async ({
  page,
}) => {
  await page.goto(chapterUrl(1))
  await expect(chapterLine(page)).toHaveText('Chương 1: Thanh kiếm rơi')
  const entries = await page.evaluate(() => history.length)
  await turnOn(page)
  await expect(region(page, 'Chương 1')).toBeVisible()

  // To the end of chapter 1: its card, then chapter 2's pages under it.
  const end = page.getByRole('region', { name: 'Hết chương 1' })
  await end.scrollIntoViewIfNeeded()
  await expect(region(page, 'Chương 2').getByRole('img', { name: /^Trang 1 \/ \d+$/ })).toBeAttached()
  await expect(page).toHaveURL(atChapter(1))
  await scrollToChapter(page, 'Chương 2')
  await expect(page).toHaveURL(atChapter(2))
  await expect(bar(page).getByRole('button', { name: 'Tập trước' })).toBeEnabled()
  await expect(chapterLine(page)).toHaveText('Chương 2: Thuyền bay')
  await expect(page).toHaveTitle(/^Chương 2: Thuyền bay · Kiếm sĩ mây trời/)
  // The reader stayed as it was: chapter 1 is still above, no new page was opened.
  await expect(region(page, 'Chương 1')).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

  // Each appended chapter is a named region, and the page is as accessible as one chapter.
  const { found } = await axeFindings(page)
  expect(found, readable(found)).toEqual([])

  // On to chapter 3: chapter 1 leaves the page once the scroll rests, without moving what is on screen,
  // even in a browser that does not anchor the scroll itself (Safari): the reader keeps it in place.
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none'
  })
  await page.getByRole('region', { name: 'Hết chương 2' }).scrollIntoViewIfNeeded()
  await expect(region(page, 'Chương 3')).toBeAttached()
  const before = await region(page, 'Chương 3').evaluate((section) => {
    window.scrollBy({ top: section.getBoundingClientRect().top })
    return section.getBoundingClientRect().top
  })
  await expect(page).toHaveURL(atChapter(3))
  await expect(region(page, 'Chương 1')).toHaveCount(0)
  const after = await region(page, 'Chương 3').evaluate((section) => section.getBoundingClientRect().top)
  expect(Math.abs(after - before)).toBeLessThan(2)
  await expect(region(page, 'Chương 2')).toBeAttached()
  // The address followed without piling up a history entry per chapter.
  expect(await page.evaluate(() => history.length)).toBe(entries)

  // A reload opens the chapter the reader had reached.
  await page.reload()
  await expect(page).toHaveURL(atChapter(3))
  await expect(chapterLine(page)).toHaveText('Chương 3: Thành phố mây')

  // Chapters scrolled through to their end are read: the story's list says so.
  await page.goto(`/vi/comic/${story}`)
  const list = page.getByRole('region', { name: 'Chương :' })
  await expect(list.getByRole('link', { name: /^1 ?, đã đọc$/ })).toBeVisible()
  await expect(list.getByRole('link', { name: /^2 ?, đã đọc$/ })).toBeVisible()
  await expect(list.getByRole('link', { name: /^3 ?, đang đọc/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Đọc tiếp chương 3' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(atChapter(3))
})

test('off, as by default, a chapter ends with its card and the next one opens from its button', async ({
  page,
}) => {
  // Its code is not even loaded: only a reader who turned it on pays for it.
  const loaded: string[] = []
  page.on('request', (request) => {
    if (/ContinuousStrip/.test(request.url())) loaded.push(request.url())
  })
  await page.goto(chapterUrl(1))
  await expect(chapterLine(page)).toHaveText('Chương 1: Thanh kiếm rơi')
  const end = page.getByRole('region', { name: 'Hết chương 1' })
  await end.scrollIntoViewIfNeeded()
  const next = end.getByRole('button', { name: 'Chương tiếp theo Chương 2: Thuyền bay' })
  await expect(next).toBeVisible()
  await expect(region(page, 'Chương 2')).toHaveCount(0)
  await expect(page).toHaveURL(atChapter(1))
  await next.click()
  await expect(page).toHaveURL(atChapter(2))
  await expect(chapterLine(page)).toHaveText('Chương 2: Thuyền bay')

  // The setting is offered with the vertical strip, off; a page at a time, it is not offered.
  await page.getByRole('button', { name: 'Cài đặt đọc' }).click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  await expect(sheet.getByRole('switch', { name: 'Đọc liên tục' })).not.toBeChecked()
  await expect(sheet.getByText('Chương tiếp theo hiện ngay bên dưới khi đọc theo chiều dọc.')).toBeVisible()
  await sheet.getByRole('button', { name: 'Trái sang phải' }).click()
  await expect(sheet.getByRole('switch', { name: 'Đọc liên tục' })).toHaveCount(0)
  await sheet.getByRole('button', { name: 'Cuộn dọc' }).click()
  await expect(sheet.getByRole('switch', { name: 'Đọc liên tục' })).not.toBeChecked()
  expect(loaded).toEqual([])
})

test('in English the setting says so, and chapters follow one another the same way', async ({ page }) => {
  await page.goto(chapterUrl(1, 'en'))
  await turnOn(page, { settings: 'Reading settings', setting: 'Continuous reading', close: 'Close' })
  await page.getByRole('region', { name: 'End of chapter 1' }).scrollIntoViewIfNeeded()
  await scrollToChapter(page, 'Chapter 2')
  await expect(page).toHaveURL(atChapter(2, 'en'))
  await expect(chapterLine(page)).toHaveText('Chapter 2: The Flying Ship')
})

test('the keys scroll on across a chapter’s end into the next one', async ({ page }) => {
  await withContinuousReading(page)
  await page.goto(chapterUrl(1))
  await expect(region(page, 'Chương 1')).toBeVisible()
  for (let press = 0; press < 80 && !atChapter(2).test(page.url()); press++) {
    await page.keyboard.press(press % 2 ? 'PageDown' : ' ')
    await scrollRests(page)
  }
  await expect(page).toHaveURL(atChapter(2))
  // The reader moved by scrolling, not by opening chapter 2 afresh: chapter 1 is still above.
  await expect(region(page, 'Chương 1')).toBeAttached()
  await expect(chapterLine(page)).toHaveText('Chương 2: Thuyền bay')
})

test('the zoom keys zoom the chapter on screen, not the one above it', async ({ page }) => {
  await withContinuousReading(page)
  await page.goto(chapterUrl(1))
  await page.getByRole('region', { name: 'Hết chương 1' }).scrollIntoViewIfNeeded()
  await scrollToChapter(page, 'Chương 2')
  await expect(page).toHaveURL(atChapter(2))
  const image = region(page, 'Chương 2').getByRole('img', { name: /^Trang 1 \// })
  await expect(image).toBeVisible()
  const width = async () => (await image.boundingBox())!.width
  const fitted = await width()
  await expect(async () => {
    await page.keyboard.press('+')
    expect(await width()).toBeGreaterThan(fitted * 1.2)
  }).toPass()
  await page.keyboard.press('0')
  await expect.poll(width).toBeCloseTo(fitted, 0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the chapters follow one another, and the last one says it is the latest', async ({ page }) => {
    await withContinuousReading(page)
    await page.goto(chapterUrl(63))
    await expect(chapterLine(page)).toHaveText('Chương 63')
    await page.getByRole('region', { name: 'Hết chương 63' }).scrollIntoViewIfNeeded()
    await scrollToChapter(page, 'Chương 64')
    await expect(page).toHaveURL(atChapter(64))
    await expect(bar(page).getByRole('button', { name: 'Tập tiếp theo' })).toBeDisabled()
    const last = page.getByRole('region', { name: 'Hết chương 64' })
    await last.scrollIntoViewIfNeeded()
    await expect(last.getByText('Bạn đã đọc đến chương mới nhất.')).toBeVisible()
    await expect(page.getByRole('region', { name: /^Chương 65/ })).toHaveCount(0)
    await last.getByRole('link', { name: 'Quay lại truyện' }).click()
    await expect(page).toHaveURL(new RegExp(`/vi/comic/${story}$`))
  })
})
