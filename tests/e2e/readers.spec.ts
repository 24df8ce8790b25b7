import type { Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { expectDecoded } from './images.ts'
import { layoutShifts } from './layout-shifts.ts'
import { queryCacheHolds } from './query-cache.ts'

const comicChapter = (index: number) => `/vi/comic/kiem-si-may-troi/${index}`
const bar = (page: Page) => page.getByRole('navigation', { name: 'Chuyển chương' })
const barButton = (page: Page, name: string) => bar(page).getByRole('button', { name })
/** The reading settings sheet, where a comic's mode is chosen. */
async function withSettings(page: Page, act: (sheet: ReturnType<Page['getByRole']>) => Promise<void>) {
  await barButton(page, 'Cài đặt đọc').click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  await act(sheet)
  await sheet.getByRole('button', { name: 'Đóng' }).click()
  await expect(sheet).toBeHidden()
}
const chooseMode = (page: Page, mode: string) =>
  withSettings(page, async (sheet) => {
    await sheet.getByRole('button', { name: mode }).click()
    await expect(sheet.getByRole('button', { name: mode })).toHaveAttribute('aria-pressed', 'true')
  })
const expectMode = (page: Page, mode: string) =>
  withSettings(page, (sheet) =>
    expect(sheet.getByRole('button', { name: mode })).toHaveAttribute('aria-pressed', 'true'),
  )
/** The page on screen in paged mode, named 'Trang {n} / {count}'. */
const shownPage = (page: Page) => page.locator('.paged').getByRole('img')

test('a comic chapter opens by deep link, turns pages with the keyboard, moves on and resumes after a reload', async ({
  page,
}) => {
  await page.goto(comicChapter(1))
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(page.getByText('Chương 1: Thanh kiếm rơi')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Trang 1 \/ \d+$/ })).toBeVisible()
  await expect(barButton(page, 'Tập trước')).toBeDisabled()
  await expect(barButton(page, 'Tập tiếp theo')).toBeEnabled()

  // Paged, left to right; the choice is kept for the series.
  await chooseMode(page, 'Trái sang phải')
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
  const count = Number((await shownPage(page).getAttribute('alt'))?.split(' / ')[1])
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('PageDown')
  await expect(shownPage(page)).toHaveAttribute('alt', `Trang 3 / ${count}`)
  await page.keyboard.press('ArrowLeft')
  await expect(shownPage(page)).toHaveAttribute('alt', `Trang 2 / ${count}`)

  // A reload lands on the same page, in the same mode.
  await page.reload()
  await expect(shownPage(page)).toHaveAttribute('alt', `Trang 2 / ${count}`)
  await expectMode(page, 'Trái sang phải')

  // Past the last page comes the chapter's end card: the next chapter by its title (fetched ahead)
  // and the story's actions; then the next chapter, at its first page.
  for (let n = 2; n < count; n++) await page.keyboard.press('ArrowRight')
  await expect(shownPage(page)).toHaveAttribute('alt', `Trang ${count} / ${count}`)
  await page.keyboard.press('ArrowRight')
  const end = page.getByRole('region', { name: 'Hết chương 1' })
  await expect(end.getByRole('button', { name: 'Chương tiếp theo Chương 2: Thuyền bay' })).toBeVisible()
  await expect(end.getByRole('button', { name: /^Thích/ })).toBeVisible()
  await expect(end.getByRole('button', { name: /^Đánh giá/ })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/2\/?$/)
  await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
  await expect(barButton(page, 'Tập trước')).toBeEnabled()

  // Chapter 1 was read to its last page: the story's list says so, chapter 2 is under way, and
  // going on there is the page's main action.
  await page.goto('/vi/comic/kiem-si-may-troi')
  const list = page.getByRole('region', { name: 'Chương :' })
  // (The browser names a chip by its parts, a space between them: '1 , đã đọc'.)
  await expect(list.getByRole('link', { name: /^1 ?, đã đọc$/ })).toBeVisible()
  await expect(list.getByRole('link', { name: /^2 ?, đang đọc$/ })).toBeVisible()
  await expect(list.getByRole('link', { name: '3', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Đọc tiếp chương 2' })).toHaveClass('button')
})

test('right to left, the page count still reads “page / count”, as the page’s own name says', async ({
  page,
}) => {
  await page.goto(comicChapter(1))
  await chooseMode(page, 'Phải sang trái')
  // A page at a time: a key pressed while the last turn is still being drawn may be its own.
  await page.keyboard.press('ArrowLeft')
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 2 \/ \d+$/)
  await page.keyboard.press('ArrowLeft')
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 3 \/ \d+$/)
  const count = page.locator('.paged__count')
  // Where each number is drawn: the page's number must be left of the count, whatever the direction.
  const drawn = await count.evaluate((output) => {
    const text = output.firstChild!
    const rectOf = (start: number, end: number) => {
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, end)
      return range.getBoundingClientRect().left
    }
    const content = text.textContent ?? ''
    return { text: content, first: rectOf(0, 1), last: rectOf(content.length - 1, content.length) }
  })
  expect(drawn.text).toMatch(/^3 \/ \d+$/)
  expect(drawn.first).toBeLessThan(drawn.last)
})

test.describe('a page held back by the network', () => {
  // The page's own requests, not the service worker's: the test holds them.
  test.use({ serviceWorkers: 'block' })

  test('a jump by the slider keeps the page on screen, says it is loading, and shows the new one once drawn', async ({
    page,
  }) => {
    await page.goto(comicChapter(1))
    await chooseMode(page, 'Trái sang phải')
    await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
    await expectDecoded(shownPage(page))
    const count = Number((await shownPage(page).getAttribute('alt'))?.split(' / ')[1])
    expect(count).toBeGreaterThanOrEqual(8)
    // Page 7 is not among the pages fetched ahead of page 1: its image waits until let go.
    const seventh = /\/media\/comics\/kiem-si-may-troi\/001\/07\.svg/
    const held: (() => Promise<void>)[] = []
    let holding = true
    await page.route(seventh, (route) => (holding ? held.push(() => route.continue()) : route.continue()))
    await page.getByRole('slider', { name: 'Trang' }).fill('7')
    // The count and the slider are at page 7 at once; the stage still shows page 1, drawn, never blank.
    await expect(page.locator('.paged__count')).toHaveText(`7 / ${count}`)
    await expect(page.getByRole('slider', { name: 'Trang' })).toHaveAttribute(
      'aria-valuetext',
      `Trang 7 / ${count}`,
    )
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await expect(page.locator('.paged__turning')).toHaveText('Đang tải...')
    await expect(page.locator('.paged__turning .reader-spinner')).toBeVisible()
    await expect(shownPage(page)).toHaveCount(1)
    await expect(shownPage(page)).toHaveAttribute('alt', `Trang 1 / ${count}`)
    await expectDecoded(shownPage(page))
    await expect(shownPage(page)).toBeVisible()

    holding = false
    for (const release of held.splice(0)) await release()
    await expect(shownPage(page)).toHaveAttribute('alt', `Trang 7 / ${count}`)
    await expectDecoded(shownPage(page))
    await expect(page.locator('.paged__turning')).toHaveText('')
    // Turning on to pages fetched ahead does not wait: the keys turn as they did.
    await page.keyboard.press('ArrowRight')
    await expect(shownPage(page)).toHaveAttribute('alt', `Trang 8 / ${count}`)
  })
})

test('on a phone, nothing covers the reader’s bar: each of its buttons is the thing under its centre', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [comicChapter(1), '/vi/novel/bi-an-can-phong-so-7/1']) {
    await page.goto(path)
    const buttons = bar(page).getByRole('button')
    await expect(buttons.first()).toBeVisible()
    for (const button of await buttons.all()) {
      const name = await button.textContent()
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return top !== null && element.contains(top)
      })
      expect(onTop, `${path}: ${name}`).toBe(true)
    }
  }
})

test('a reader opened from a link reads its page with one call: the chapter, which brings its story', async ({
  page,
}) => {
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && pathname.includes('/api/v1/')) reads.push(pathname)
  })
  await page.goto(comicChapter(2))
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Trang 1 \/ \d+$/ })).toBeVisible()
  // Besides the menu every page loads (the home index), one read: no story first, no chapter after it.
  // (The shell's page hints preload that address, and Chromium names the preload and the app's call
  // that takes it over apart: the addresses are what is counted.)
  // The app asks once its API client has loaded, after the page it took over is on screen.
  await expect
    .poll(() => [...new Set(reads.filter((path) => !path.endsWith('/home/index/')))])
    .toEqual(['/vi/api/v1/posts/chapter/comic/slug/kiem-si-may-troi/2'])
})

/** The scroll position once it holds still for a few frames: the wheel's scrolling has ended. */
const stillScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 3) resolve(last)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )

test('the vertical strip keeps every page in its place and reopens where the reader scrolled to', async ({
  page,
}) => {
  await page.goto(comicChapter(3))
  await expect(page.getByText('Chương 3: Thành phố mây')).toBeVisible()
  await expectMode(page, 'Cuộn dọc')
  const slots = page.locator('.page-list__page')
  const count = await slots.count()
  expect(count).toBeGreaterThanOrEqual(8)
  // Every page holds its space before its image arrives.
  const heights = await slots.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))
  expect(Math.min(...heights)).toBeGreaterThan(100)

  await page.locator('.page-list__page').nth(4).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  await expect(page.getByRole('img', { name: `Trang 5 / ${count}` })).toBeVisible()
  const before = await stillScrollY(page)
  expect(before).toBeGreaterThan(1000)

  await page.reload()
  await expect(page.getByText('Chương 3: Thành phố mây')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60)
})

test("the chapter drawer lists the chapters, marks the current one, and 'Tập tiếp theo' stops at the last", async ({
  page,
}) => {
  await page.goto(comicChapter(57))
  await expect(page.locator('.reader-head__chapter')).toHaveText('Chương 57')
  await barButton(page, 'Danh sách tập').click()
  const drawer = page.getByRole('dialog', { name: 'Danh sách tập' })
  await expect(drawer.getByRole('link')).toHaveCount(14)
  await expect(drawer.locator('[aria-current="page"]')).toContainText('57')
  await drawer.getByRole('link', { name: '64 Chương 64' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/64\/?$/)
  await expect(barButton(page, 'Tập tiếp theo')).toBeDisabled()
  await expect(barButton(page, 'Tập trước')).toBeEnabled()
})

test('a scrolled chapter ends with its card: the next chapter, the story’s actions; the last one says so', async ({
  page,
}) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  const end = page.getByRole('region', { name: 'Hết chương 1' })
  await end.scrollIntoViewIfNeeded()
  // Liked from the card, as from the story's page.
  await end.getByRole('button', { name: /^Thích/ }).click()
  await expect(end.getByRole('button', { name: /^Đã Thích/ })).toBeVisible()
  await end.getByRole('button', { name: /^Chương tiếp theo Chương 2/ }).click()
  await expect(page).toHaveURL(/\/vi\/novel\/bi-an-can-phong-so-7\/2\/?$/)
  await expect(page.getByText(/^Chương 2: /)).toBeVisible()

  await page.goto(comicChapter(64))
  const last = page.getByRole('region', { name: 'Hết chương 64' })
  await last.scrollIntoViewIfNeeded()
  await expect(last.getByText('Bạn đã đọc đến chương mới nhất.')).toBeVisible()
  await expect(last.getByRole('button', { name: /^Chương tiếp theo/ })).toHaveCount(0)
  await last.getByRole('link', { name: 'Quay lại truyện' }).click()
  await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/?$/)
})

test('the end card does not move when the next chapter’s title arrives', async ({ page }) => {
  // The next chapter is held back: the card first names it by its number alone.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/api\/v1\/posts\/chapter\/novel\/slug\/bi-an-can-phong-so-7\/2$/, async (route) => {
    await held
    await route.continue()
  })
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  // The app has taken the page over (src/main.tsx): the card is laid out as it stays.
  await expect(page.locator('html')).toHaveAttribute('data-ready', '')
  const end = page.getByRole('region', { name: 'Hết chương 1' })
  await end.scrollIntoViewIfNeeded()
  const next = end.getByRole('button', { name: /^Chương tiếp theo Chương 2/ })
  await expect(next).toHaveAccessibleName('Chương tiếp theo Chương 2')
  // The reader's font in, too: its arrival redraws the card's lines, whatever the title does.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // And the card where it stays: the same box twice running (it once measured 7 px off what it
  // settled at, with the title still held back).
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await next.boundingBox())
      const same = box === last
      last = box
      return same
    })
    .toBe(true)
  const before = await next.boundingBox()
  release()
  await expect(next).toHaveAccessibleName(/^Chương tiếp theo Chương 2: \S/)
  expect(await next.boundingBox()).toEqual(before)
})

test('chapters replace each other in the history: Back returns to the story', async ({ page }) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  await page.getByRole('link', { name: 'Đọc truyện' }).first().click()
  await expect(page.getByText('Chương 1: Thanh kiếm rơi')).toBeVisible()
  await barButton(page, 'Tập tiếp theo').click()
  await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/?$/)
})

test('novel reader settings apply with Áp dụng and stay after a reload', async ({ page }) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Bí ẩn căn phòng số 7' })).toBeVisible()
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  const text = page.locator('.chapter-text')
  await expect(text).toHaveCSS('font-size', '18px')
  await expect(text).toHaveCSS('background-color', 'rgb(26, 26, 26)')

  await barButton(page, 'Bộ lọc').click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  await sheet.getByText('Không chân (sans-serif)').click()
  await sheet.getByRole('slider', { name: 'Cỡ chữ' }).fill('30')
  await sheet.getByRole('group', { name: 'Màu chữ' }).getByText('Đen', { exact: true }).click()
  await sheet.getByRole('group', { name: 'Màu nền' }).getByText('Xám nhạt').click()
  await sheet.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(sheet).toBeHidden()
  await expect(text).toHaveCSS('font-size', '30px')
  await expect(text).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(text).toHaveCSS('background-color', 'rgb(211, 211, 211)')
  await expect(text).toHaveCSS('font-family', /DejaVu Sans.*sans-serif$/)
  // The colours are the whole reader's: its bars and titles take them, not only the text.
  for (const part of [page.locator('.reader-bar'), page.locator('.reader-head')]) {
    await expect(part).toHaveCSS('background-color', 'rgb(211, 211, 211)')
    await expect(part).toHaveCSS('color', 'rgb(0, 0, 0)')
  }

  await page.reload()
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  await expect(text).toHaveCSS('font-size', '30px')
  await expect(text).toHaveCSS('background-color', 'rgb(211, 211, 211)')
})

test('a novel’s progress sits in the reader’s head, not on the words, and says 100% once the last line is above the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  const progress = page.locator('.reading-progress')
  await expect(progress).toHaveText(/^0% · còn \d+ phút$/)
  const head = (await page.locator('.reader-head').boundingBox())!
  const pill = (await progress.boundingBox())!
  expect(pill.y + pill.height).toBeLessThanOrEqual(head.y + head.height)
  // The text's end at the window's bottom is behind the reader's bar: its last lines are still to read.
  const scrollTextEndTo = (edge: 'window' | 'bar') =>
    page.evaluate((edge) => {
      const text = document.querySelector('.chapter-text')!.getBoundingClientRect()
      const bottom =
        edge === 'window'
          ? window.innerHeight
          : document.querySelector('.reader-bar')!.getBoundingClientRect().top
      window.scrollTo({ top: window.scrollY + text.bottom - bottom, behavior: 'instant' })
    }, edge)
  await scrollTextEndTo('window')
  await expect(progress).not.toHaveText(/^100%/)
  await expect(progress).not.toHaveText(/^0%/)
  await scrollTextEndTo('bar')
  await expect(progress).toHaveText(/^100%/)
})

test('a novel bookmark is added where the reader is, kept after a reload, jumped to and removed', async ({
  page,
}) => {
  // A phone's screen: the chapter is several screens long.
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  const bookmarks = page.getByRole('button', { name: 'Dấu trang' })
  const sheet = page.getByRole('dialog', { name: 'Dấu trang' })
  await bookmarks.click()
  await expect(sheet.getByText('Chưa có dấu trang nào trong chương này.')).toBeVisible()
  await sheet.getByRole('button', { name: 'Đóng' }).click()
  await expect(sheet).toBeHidden()

  // Halfway down the chapter, a paragraph at the top of the screen names the mark.
  const middle = await page.locator('.chapter-text').evaluate((text) => {
    const rect = text.getBoundingClientRect()
    const top = window.scrollY + rect.top + (rect.height - window.innerHeight) / 2
    window.scrollTo({ top, behavior: 'instant' })
    return window.scrollY
  })
  expect(middle).toBeGreaterThan(60)
  await bookmarks.click()
  await sheet.getByRole('button', { name: 'Thêm dấu trang' }).click()
  const mark = sheet.getByRole('listitem')
  await expect(mark).toHaveCount(1)
  await expect(mark.getByRole('button').first()).toHaveText(/^\d+%\S/)
  await expect(sheet.getByRole('status')).toHaveCount(0)

  await page.reload()
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await bookmarks.click()
  await mark.getByRole('button').first().click()
  await expect(sheet).toBeHidden()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(middle - 20)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(middle + 20)
  // Back from the list, the keyboard is on the button that opened it.
  await expect(bookmarks).toBeFocused()

  await page.keyboard.press('Enter')
  await mark.getByRole('button', { name: /^Xoá dấu trang: / }).click()
  await expect(sheet.getByText('Chưa có dấu trang nào trong chương này.')).toBeVisible()
  await page.reload()
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  await bookmarks.click()
  await expect(sheet.getByText('Chưa có dấu trang nào trong chương này.')).toBeVisible()
})

test('a novel chapter read a page at a time turns with the keys and taps, and opens on its page after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  await barButton(page, 'Bộ lọc').click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  const ways = sheet.getByRole('group', { name: 'Cách đọc' })
  await expect(ways.getByRole('radio', { name: 'Cuộn' })).toBeChecked()
  await ways.getByText('Lật trang').click()
  // Large letters: the chapter is several pages long.
  await sheet.getByRole('slider', { name: 'Cỡ chữ' }).fill('30')
  await sheet.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(sheet).toBeHidden()

  const text = page.locator('.chapter-text')
  await expect(text).toHaveClass(/chapter-text--paged/)
  const pageShown = () => text.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))
  const pages = await text.evaluate((element) => Math.round(element.scrollWidth / element.clientWidth))
  expect(pages).toBeGreaterThan(2)
  // The text is as high as the screen between the bars: all of it on screen (the chapter's end card,
  // with the story's actions, list and comments, follows below it).
  const textBox = await text.boundingBox()
  expect(textBox!.y).toBeGreaterThanOrEqual(0)
  expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight))
  const progress = page.locator('.reading-progress')
  await expect(progress).toHaveText(/^0% /)

  await page.keyboard.press('ArrowRight')
  await expect.poll(pageShown).toBe(1)
  // A tap on the right third turns forward, on the left third back.
  const box = await text.boundingBox()
  if (!box) throw new Error('no text on screen')
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2)
  await expect.poll(pageShown).toBe(2)
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2)
  await expect.poll(pageShown).toBe(1)
  await expect(progress).not.toHaveText(/^0% /)
  const shown = await progress.textContent()

  await page.reload()
  await expect(text).toHaveClass(/chapter-text--paged/)
  await expect.poll(pageShown).toBe(1)
  await expect(progress).toHaveText(shown ?? '')
  await page.keyboard.press('ArrowLeft')
  await expect.poll(pageShown).toBe(0)
  await expect(progress).toHaveText(/^0% /)

  // A bookmark keeps the page, named by the words at its top, and turns back to it.
  await page.keyboard.press('ArrowRight')
  await expect.poll(pageShown).toBe(1)
  await page.getByRole('button', { name: 'Dấu trang' }).click()
  const marks = page.getByRole('dialog', { name: 'Dấu trang' })
  await marks.getByRole('button', { name: 'Thêm dấu trang' }).click()
  const mark = marks.getByRole('listitem').getByRole('button').first()
  await expect(mark).toHaveText(/^\d+%\s*\S{2,}/)
  await marks.getByRole('button', { name: 'Đóng' }).click()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(pageShown).toBe(0)
  await page.getByRole('button', { name: 'Dấu trang' }).click()
  await mark.click()
  await expect.poll(pageShown).toBe(1)
})

test('a novel chapter without a story says so, and an unknown chapter too', async ({ page }) => {
  // The server's answer says so too, for search engines (the first visit: no service worker yet).
  const answer = await page.goto('/en/novel/khong-co-truyen-nay/1')
  expect(answer?.status()).toBe(404)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByText('Story information not found.')).toBeVisible()
  await page.goto('/en/novel/bi-an-can-phong-so-7/99')
  await expect(page.getByText('Chapter content not found.')).toBeVisible()
  // The 404 page, also in the tab: not the chapter's name.
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page).toHaveTitle('Chapter content not found · Mọt')
  await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
    'href',
    '/en/novel/bi-an-can-phong-so-7',
  )
})

test('a chapter read before opens again with the network off', async ({ page, context }) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7/2')
  await expect(page.getByText(/^Chương 2: /)).toBeVisible()
  const chapterText = await page.locator('.chapter-text').textContent()
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true)
  await expect.poll(() => page.evaluate(queryCacheHolds('"chapter","novel"'))).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/^Chương 2: /)).toBeVisible()
  expect(await page.locator('.chapter-text').textContent()).toBe(chapterText)
})

/**
 * 'mười' drawn as 'mư ời' is one word drawn from two faces: the chosen face lacks 'ờ', and the browser
 * borrows it from another with other metrics. Chromium says which platform faces drew a node's text
 * (CSS.getPlatformFontsForNode): a Vietnamese sentence in the reader's text, drawn by one face alone,
 * has no borrowed letter, so each word is laid out as one.
 */
test('each reader font draws Vietnamese from one face, with no letter borrowed from another', async ({
  page,
}) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.getByText(/^Chương 1: /)).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const faces: Record<string, string[]> = {}
  for (const choice of ['Có chân (serif)', 'Không chân (sans-serif)', 'Đơn cách (monospace)']) {
    await barButton(page, 'Bộ lọc').click()
    const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
    await sheet.getByText(choice).click()
    await sheet.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(sheet).toBeHidden()
    // A sentence with the letters a face most often lacks (ư, ờ, ợ, ữ, ế, ề, ồ, ạ, đ), in the text's own font.
    await page.locator('.chapter-text').evaluate((text) => {
      text.querySelector('#font-probe')?.remove()
      const probe = document.createElement('span')
      probe.id = 'font-probe'
      probe.textContent = 'Mười một người được thưởng những chiếc thuyền rồng đẹp nhất'
      text.append(probe)
      return probe.offsetWidth
    })
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#font-probe' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    faces[choice] = fonts.map((font) => font.familyName)
  }
  expect(faces, 'the faces that drew the sentence, for each font choice').toEqual({
    'Có chân (serif)': [expect.any(String)],
    'Không chân (sans-serif)': [expect.any(String)],
    'Đơn cách (monospace)': [expect.any(String)],
  })
})

test.describe('reading takes the whole screen', () => {
  test.use({ viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true })

  test('the site’s bars give way, and a tap in the centre hides and shows the reader’s own without moving the page', async ({
    page,
  }) => {
    await page.goto(comicChapter(2))
    await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
    await expect(page.locator('header.header')).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeHidden()

    // In the strip, the first page starts under the reader's head, not behind it.
    const head = await page.locator('.reader-head').boundingBox()
    const first = await page.locator('.page-list__page').first().boundingBox()
    expect(first!.y).toBeGreaterThanOrEqual(head!.y + head!.height - 1)

    await chooseMode(page, 'Trái sang phải')
    await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
    const figure = page.locator('.paged__page')
    const before = await figure.boundingBox()
    // The page fills the screen but for its slider (today's layout left it about 60 %).
    expect(before!.height).toBeGreaterThan(860 * 0.9)
    const shiftBefore = await layoutShifts(page)

    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeHidden()
    await expect(page.locator('.reader-head')).toHaveCount(0)
    // Nothing floats over the chapter: the way back for a keyboard shows only with the focus.
    const show = page.getByRole('button', { name: 'Hiện giao diện' })
    expect(await show.evaluate((button) => getComputedStyle(button).clipPath)).toBe('inset(50%)')
    expect(await figure.boundingBox()).toEqual(before)

    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kiếm sĩ mây trời' })).toBeVisible()
    expect(await figure.boundingBox()).toEqual(before)
    await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
    expect(await layoutShifts(page)).toBe(shiftBefore)

    // The story's title in the reader's head is the way back to the story.
    await page.getByRole('link', { name: 'Kiếm sĩ mây trời' }).click()
    await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/?$/)
    await expect(page.locator('header.header')).toBeVisible()
  })
})

for (const viewport of [
  { width: 412, height: 860 },
  { width: 1440, height: 900 },
]) {
  test(`a page at a time (${viewport.width} px): the slider and its count sit above the reader's bar, not under it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(comicChapter(2))
    await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
    await chooseMode(page, 'Trái sang phải')
    const slider = page.locator('.paged__slider')
    await expect(slider).toBeVisible()
    const sliderBox = (await slider.boundingBox())!
    const barBox = (await bar(page).boundingBox())!
    expect(sliderBox.y + sliderBox.height).toBeLessThanOrEqual(barBox.y + 1)
    // What a tap on the slider's middle reaches is the slider.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('paged__slider') ?? false,
      { x: sliderBox.x + sliderBox.width / 2, y: sliderBox.y + sliderBox.height / 2 },
    )
    expect(hit).toBe(true)
    await expect(page.locator('.paged__count')).toBeVisible()
  })
}

test.describe('hiding the bars in the strip', () => {
  test.use({ viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true })

  test('leaves no band at the chapter’s top, and further down does not move the page being read', async ({
    page,
  }) => {
    await page.goto(comicChapter(2))
    await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
    const first = page.locator('.page-list__page').first()
    const head = await page.locator('.reader-head').boundingBox()
    const underHead = head!.y + head!.height - 1
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(underHead)

    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeHidden()
    await expect.poll(async () => (await first.boundingBox())!.y).toBeLessThan(1)
    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeVisible()
    await expect.poll(async () => (await first.boundingBox())!.y).toBeGreaterThanOrEqual(underHead)

    const third = page.locator('.page-list__page').nth(2)
    await third.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    const before = await third.boundingBox()
    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeHidden()
    expect(await third.boundingBox()).toEqual(before)
    await page.touchscreen.tap(206, 430)
    await expect(bar(page)).toBeVisible()
    expect(await third.boundingBox()).toEqual(before)
  })
})

test('on a wide screen two pages lie side by side, the first on the reading side; standing up, one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(comicChapter(1))
  await withSettings(page, async (sheet) => {
    await sheet.getByRole('button', { name: 'Trái sang phải' }).click()
    // The choices are drawn as pills: a tap lands on the label.
    await sheet.locator('label', { hasText: 'Hai trang khi màn hình ngang' }).click()
    await expect(sheet.getByRole('radio', { name: 'Hai trang khi màn hình ngang' })).toBeChecked()
    await expect(sheet.getByRole('checkbox', { name: 'Trang bìa đứng riêng' })).toBeChecked()
  })
  // The cover alone, then the pages two by two.
  await expect(shownPage(page)).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  const left = page.getByRole('img', { name: /^Trang 2 \// })
  const right = page.getByRole('img', { name: /^Trang 3 \// })
  await expect(left).toBeVisible()
  await expect(right).toBeVisible()
  const x = async (image: typeof left) => (await image.boundingBox())!.x
  expect(await x(left)).toBeLessThan(await x(right))
  await expect(page.locator('.paged__count')).toHaveText(/^2–3 \/ \d+$/)

  // Manga: the first page of a pair is on the right.
  await chooseMode(page, 'Phải sang trái')
  await expect(left).toBeVisible()
  expect(await x(left)).toBeGreaterThan(await x(right))

  // A screen standing up shows one page, the same.
  await page.setViewportSize({ width: 700, height: 1000 })
  await expect(shownPage(page)).toHaveCount(1)
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 2 \//)
})

test.describe('zooming a comic page', () => {
  /** The size the page on screen is drawn at. */
  const drawnWidth = async (image: ReturnType<Page['getByRole']>) => (await image.boundingBox())!.width

  test('Ctrl + wheel zooms the page about the pointer, the keys zoom and reset, and the browser stays at 100 %', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(comicChapter(1))
    await chooseMode(page, 'Trái sang phải')
    const image = shownPage(page)
    await expect(image).toHaveAttribute('alt', /^Trang 1 \//)
    const fitted = await drawnWidth(image)
    const box = (await image.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
    // The gestures' code comes just after the first screen: the wheel is tried until it answers.
    await expect(async () => {
      await page.keyboard.down('Control')
      await page.mouse.wheel(0, -200)
      await page.keyboard.up('Control')
      expect(await drawnWidth(image)).toBeGreaterThan(fitted * 1.2)
    }).toPass()
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
    // The spot of the page under the pointer is still under it.
    const zoomed = (await image.boundingBox())!
    expect(box.width / 2 / box.width).toBeCloseTo((box.x + box.width / 2 - zoomed.x) / zoomed.width, 2)
    expect(box.height / 3 / box.height).toBeCloseTo((box.y + box.height / 3 - zoomed.y) / zoomed.height, 2)
    const reset = page.getByRole('button', { name: 'Về 100%' })
    await expect(reset).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Thu phóng \d+%/ })).toBeVisible()
    const target = (await reset.boundingBox())!
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44)
    // Zoomed, the reader is as accessible as fitted: the level and the way back have names and contrast.
    const { found } = await axeFindings(page)
    expect(found, readable(found)).toEqual([])

    await page.keyboard.press('0')
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)
    await expect(reset).toBeHidden()

    await page.keyboard.press('+')
    await page.keyboard.press('+')
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted * 1.5625, 0)
    await page.keyboard.press('-')
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted * 1.25, 0)
    // The way back is a button too, for a keyboard as for a finger.
    await reset.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)

    // Turning the page brings the zoom back to 1×.
    await page.keyboard.press('+')
    await expect.poll(() => drawnWidth(image)).toBeGreaterThan(fitted * 1.2)
    await page.keyboard.press('ArrowRight')
    await expect(image).toHaveAttribute('alt', /^Trang 2 \//)
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)
  })

  test('in the vertical strip Ctrl + wheel zooms the pages and 0 brings them back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(comicChapter(3))
    const image = page.getByRole('img', { name: /^Trang 1 \// })
    await expect(image).toBeVisible()
    const fitted = await drawnWidth(image)
    const box = (await image.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 100)
    await expect(async () => {
      await page.keyboard.down('Control')
      await page.mouse.wheel(0, -200)
      await page.keyboard.up('Control')
      expect(await drawnWidth(image)).toBeGreaterThan(fitted * 1.2)
    }).toPass()
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
    await page.keyboard.press('0')
    await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)
  })

  test.describe('on a tablet lying down', () => {
    test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true })

    test('a double tap zooms both pages of a spread together, and back', async ({ page }) => {
      await page.goto(comicChapter(1))
      await withSettings(page, async (sheet) => {
        await sheet.getByRole('button', { name: 'Trái sang phải' }).click()
        await sheet.locator('label', { hasText: 'Hai trang' }).first().click()
        await expect(sheet.getByRole('radio', { name: 'Hai trang', exact: true })).toBeChecked()
      })
      await page.keyboard.press('ArrowRight')
      const spread = page.locator('.paged__page--spread')
      await expect(spread.getByRole('img')).toHaveCount(2)
      const fitted = await drawnWidth(spread.getByRole('img').first())
      await expect(async () => {
        await page.touchscreen.tap(590, 400)
        await page.touchscreen.tap(590, 400)
        expect(await drawnWidth(spread.getByRole('img').first())).toBeCloseTo(fitted * 2, 0)
      }).toPass()
      expect(await drawnWidth(spread.getByRole('img').last())).toBeCloseTo(fitted * 2, 0)
      await page.touchscreen.tap(590, 400)
      await page.touchscreen.tap(590, 400)
      await expect.poll(() => drawnWidth(spread.getByRole('img').first())).toBeCloseTo(fitted, 0)
      await expect(page.locator('.paged__count')).toHaveText(/^2–3 \/ \d+$/)
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true })

    test('a double tap zooms to 2× and back, taps do not turn a zoomed page, and at 1× the right third turns', async ({
      page,
    }) => {
      await page.goto(comicChapter(1))
      await chooseMode(page, 'Trái sang phải')
      const image = shownPage(page)
      await expect(image).toHaveAttribute('alt', /^Trang 1 \//)
      const fitted = await drawnWidth(image)
      const doubleTap = async (x: number, y: number) => {
        await page.touchscreen.tap(x, y)
        await page.touchscreen.tap(x, y)
      }
      await expect(async () => {
        await doubleTap(206, 430)
        expect(await drawnWidth(image)).toBeCloseTo(fitted * 2, 0)
      }).toPass()
      // Neither tap of the two showed or hid the bars.
      const reset = page.getByRole('button', { name: 'Về 100%' })
      await expect(reset).toBeVisible()
      await expect(bar(page)).toBeVisible()

      // Zoomed, the right third is part of the page, not a way to the next one.
      await page.touchscreen.tap(380, 430)
      await doubleTap(206, 430)
      await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)
      await expect(reset).toBeHidden()
      await expect(bar(page)).toBeVisible()
      await expect(image).toHaveAttribute('alt', /^Trang 1 \//)

      // At 1× the right third turns, as before.
      await page.touchscreen.tap(380, 430)
      await expect(image).toHaveAttribute('alt', /^Trang 2 \//)
    })

    test('in the strip a finger still scrolls at 1×, and a double tap zooms the pages and back', async ({
      page,
    }) => {
      await page.goto(comicChapter(3))
      const image = page.getByRole('img', { name: /^Trang 1 \// })
      await expect(image).toBeVisible()
      const fitted = await drawnWidth(image)
      const cdp = await page.context().newCDPSession(page)
      const scrolled = () => page.evaluate(() => window.scrollY)
      // A finger dragged up the page, as the touch screen sends it.
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y = 0) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: 206, y, id: 1 }],
        })
      await finger('touchStart', 700)
      for (let y = 680; y >= 300; y -= 20) await finger('touchMove', y)
      await finger('touchEnd')
      await expect.poll(scrolled).toBeGreaterThan(100)
      const doubleTap = async () => {
        await page.touchscreen.tap(206, 430)
        await page.touchscreen.tap(206, 430)
      }
      await expect(async () => {
        await doubleTap()
        expect(await drawnWidth(image)).toBeCloseTo(fitted * 2, 0)
      }).toPass()
      await expect(bar(page)).toBeVisible()
      await doubleTap()
      await expect.poll(() => drawnWidth(image)).toBeCloseTo(fitted, 0)
      await expect(bar(page)).toBeVisible()
    })

    test('two fingers spreading zoom the page, up to 4×', async ({ page }) => {
      await page.goto(comicChapter(1))
      await chooseMode(page, 'Trái sang phải')
      const image = shownPage(page)
      await expect(image).toHaveAttribute('alt', /^Trang 1 \//)
      const fitted = await drawnWidth(image)
      const cdp = await page.context().newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints:
            type === 'touchEnd'
              ? []
              : [
                  { x: 206 - spread, y: 430, id: 1 },
                  { x: 206 + spread, y: 430, id: 2 },
                ],
        })
      await expect(async () => {
        await touch('touchStart', 40)
        for (let spread = 50; spread <= 200; spread += 10) await touch('touchMove', spread)
        await touch('touchEnd', 0)
        expect(await drawnWidth(image)).toBeGreaterThan(fitted * 2)
      }).toPass()
      expect(await drawnWidth(image)).toBeLessThanOrEqual(fitted * 4 + 1)
      await expect(page.getByRole('button', { name: 'Về 100%' })).toBeVisible()

      // One finger moves the zoomed page, and is no tap: the page does not turn.
      const before = (await image.boundingBox())!
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y: 430, id: 1 }],
        })
      await finger('touchStart', 150)
      for (let x = 160; x <= 300; x += 20) await finger('touchMove', x)
      await finger('touchEnd')
      await expect.poll(async () => (await image.boundingBox())!.x).toBeGreaterThan(before.x + 100)
      await expect(image).toHaveAttribute('alt', /^Trang 1 \//)
    })
  })
})
