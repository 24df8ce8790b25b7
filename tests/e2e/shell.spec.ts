import type { Locator, Page, Response } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectDecoded } from './images.ts'
import { homeModuleLabels, visitorMenuLabels } from './menu.ts'

test('/ opens the Vietnamese home', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
})

test('/vi shows the logo and the menu of a visitor, in Vietnamese', async ({ page, request }) => {
  const labels = await visitorMenuLabels(request, 'vi')
  await page.goto('/vi')
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  const menu = page.getByRole('navigation', { name: 'Menu chính' })
  await expect(menu).toBeAttached()
  for (const label of labels) await expect(menu.getByText(label, { exact: true }).first()).toBeVisible()
})

test('/en shows the menu in English', async ({ page, request }) => {
  const labels = await visitorMenuLabels(request, 'en')
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeAttached()
  for (const label of labels) await expect(menu.getByText(label, { exact: true }).first()).toBeVisible()
})

test("an unknown page inside /vi shows 'Trang không tồn tại' and leads home", async ({ page }) => {
  await page.goto('/vi/khong-co-trang-nay')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trang không tồn tại' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Quay lại trang chủ' }).click()
  await expect(page).toHaveURL(/\/vi$/)
})

test('an unsupported language opens the Vietnamese home', async ({ page }) => {
  await page.goto('/fr')
  await expect(page).toHaveURL(/\/vi$/)
})

test("the home shows the labels of the server's modules", async ({ page, request }) => {
  const labels = await homeModuleLabels(request, 'vi')
  await page.goto('/vi')
  const main = page.getByRole('main')
  for (const label of labels)
    await expect(main.getByRole('heading', { name: label, exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0)
})

test('the home is drawn with its own messages only, and a screen opened from it has all of its words', async ({
  page,
}) => {
  const catalogues: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/messages-[^/]+\.js$/.test(request.url())) catalogues.push(request.url())
  })
  await page.goto('/vi')
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeAttached()
  // The messages of the app's script first; the rest of the catalogue once the home is drawn.
  await expect.poll(() => catalogues.length).toBe(2)
  await page.getByRole('banner').getByRole('link', { name: 'Tìm kiếm' }).click()
  await expect(page.getByPlaceholder('Tìm phim, truyện tranh, truyện chữ, trò chơi')).toBeVisible()
})

// The first Intl.NumberFormat of a page costs tens of milliseconds of main thread (number-format.ts).
test("the home writes its cards' numbers without building a number formatter", async ({ page }) => {
  const numberFormatsBuilt = await countNumberFormats(page)
  await page.goto('/vi')
  const parts = page.locator('.post-meta__part')
  // A compact count is written with a no-break space before its unit ('9,4 N'), as Intl writes it.
  await expect(parts.filter({ hasText: /^[\d,]+(\u00a0(N|Tr|T))? lượt xem$/ }).first()).toBeVisible()
  await expect(parts.filter({ hasText: /^\d+ (tập|chương)$/ }).first()).toBeVisible()
  await expect(parts.filter({ hasText: /^★ \d+,\d\/10$/ }).first()).toBeVisible()
  expect(await numberFormatsBuilt()).toBe(0)
})

test('a detail page writes its counts and rating without building a number formatter', async ({ page }) => {
  const numberFormatsBuilt = await countNumberFormats(page)
  await page.goto('/vi/comic/robot-ban-banh-mi')
  const stats = page.locator('.detail-stats')
  await expect(stats.getByRole('definition').filter({ hasText: /^\d+,\d\/10$/ })).toBeVisible()
  await expect(
    stats
      .getByRole('definition')
      .filter({ hasText: /^[\d.]+$/ })
      .first(),
  ).toBeVisible()
  expect(await numberFormatsBuilt()).toBe(0)
})

/** Counts the number formatters the page builds, from its first script on. */
async function countNumberFormats(page: Page) {
  await page.addInitScript(() => {
    const Native = Intl.NumberFormat
    const built = { count: 0 }
    Object.assign(window, { numberFormatsBuilt: built })
    Intl.NumberFormat = new Proxy(Native, {
      construct(target, args) {
        built.count++
        return Reflect.construct(target, args)
      },
      apply(target, self, args) {
        built.count++
        return Reflect.apply(target, self, args)
      },
    })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { numberFormatsBuilt: { count: number } }).numberFormatsBuilt.count,
    )
}

/** What the page asked for so far, and a check that an address was asked for once, before the app's script was in. */
async function requestsBesideAppScript(page: Page) {
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name)
      return {
        address: url.pathname + url.search,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }
    }),
  )
  const appScript = requests.find((request) => /^\/assets\/index-[\w-]+\.js$/.test(request.address))
  expect(appScript).toBeDefined()
  return (address: string) => {
    const asked = requests.filter((request) => request.address === address)
    // Once: the app's own request took the preloaded answer over. Before the app's script was in:
    // without the hint it is only asked for once that script has run.
    expect(asked, address).toHaveLength(1)
    expect(asked[0]!.start, address).toBeLessThan(appScript!.end)
  }
}

const hintsOf = (response: Response | null) => {
  const hints = (response?.headers().link ?? '').split(/, (?=<)/)
  return (kind: RegExp) =>
    hints.filter((hint) => kind.test(hint)).map((hint) => /^<([^>]+)>/.exec(hint)?.[1] ?? '')
}

/** The address an image was drawn from: the width the browser picked from its srcset and sizes. */
const drawnFrom = async (image: Locator) => {
  const url = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
  return url.pathname + url.search
}

test("a post's page gets its code and its cover beside the app's script, each asked for once, and its post in the page", async ({
  page,
}) => {
  const answer = await page.goto('/vi/comic/kiem-si-may-troi')
  const hinted = hintsOf(answer)
  const cover = page.getByRole('img', { name: 'Kiếm sĩ mây trời' }).first()
  await expect(cover).toBeVisible()
  await expectDecoded(cover)

  const beside = await requestsBesideAppScript(page)
  // The page the server drew carries its answers (the menu's and the post's): none is fetched ahead.
  expect(hinted(/rel=preload; as=fetch/)).toEqual([])
  // Its code is asked for with the app's script, once the page is read (public/app-start.js).
  expect(hinted(/rel=modulepreload/)).toEqual([])
  const code = (/data-code="([^"]*)"/.exec(await answer!.text())?.[1] ?? '').split(' ').filter(Boolean)
  expect(code.length).toBeGreaterThan(1)
  for (const address of code) beside(address)
  // The cover is in the page as drawn: the browser finds it in the HTML, before the app's script is in.
  expect(hinted(/as=image/)).toEqual([])
  beside(await drawnFrom(cover))
})

for (const [name, address] of [
  ['the home', '/vi'],
  ['a detail page', '/vi/comic/robot-ban-banh-mi'],
] as const) {
  test(`the scripts the app takes ${name} over with are all asked for beside the app's script`, async ({
    page,
  }) => {
    await noteTakeOver(page)
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Those asked for before the app took the page the server drew over, which include what the
    // app's script imports: React takes a page over only once every piece of code it is drawn with
    // is in, so what is asked for later (a docked side menu's entries, the downloads) is not.
    const scripts = await page.evaluate(() => {
      const takenOver = (window as unknown as { takenOver: number }).takenOver
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < takenOver)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/.+\.js$/.test(path))
    })
    expect(scripts.length).toBeGreaterThan(1)
    const beside = await requestsBesideAppScript(page)
    for (const script of scripts.filter((path) => !/^\/assets\/index-/.test(path))) beside(script)
  })
}

/** Notes, as `takenOver`, the moment the app has taken the page over (the page's `data-ready`). */
async function noteTakeOver(page: Page) {
  await page.addInitScript(() => {
    const state = { takenOver: Number.POSITIVE_INFINITY }
    Object.defineProperty(window, 'takenOver', { get: () => state.takenOver })
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.ready === undefined) return
      state.takenOver = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
  })
}

test("the home's banner is in its HTML, asked for beside the app's script, once; the cards below it as they near the screen", async ({
  page,
}) => {
  const html = await (await page.goto('/vi'))!.text()
  const banner = page.locator('.banner__slide').first().locator('img.banner__image')
  await expectDecoded(banner)
  const beside = await requestsBesideAppScript(page)
  expect(html).toContain((await drawnFrom(banner)).split('?')[0])
  beside(await drawnFrom(banner))
  // The banner fills the first screen: the cards after it are in the HTML, and loaded lazily.
  const firstCover = /<img class="cover-image"[^>]*>/.exec(html)?.[0]
  expect(firstCover).toContain('loading="lazy"')
  const cover = page.locator('.dashboard .cover-image').first()
  await cover.scrollIntoViewIfNeeded()
  await expectDecoded(cover)
  // Of the slider's banners only the first is pictured in the HTML; the app asks for the next one's.
  expect(html.match(/<img class="banner__image"/g)).toHaveLength(1)
  await expect(page.locator('.banner__slide').nth(1).locator('img.banner__image')).toHaveCount(1)
  await expect(page.locator('.banner__slide').nth(2).locator('img.banner__image')).toHaveCount(0)
})
