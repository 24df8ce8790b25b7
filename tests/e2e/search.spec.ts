import type { Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'

const searchForm = (page: Page) => page.getByRole('main').getByRole('search')
const results = (page: Page) => page.getByRole('main').locator('.search-results .post-card')

test('searching `tinh yeu` finds the film titled with `Tình yêu`, and the address keeps the query', async ({
  page,
}) => {
  await page.goto('/vi/search')
  const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
  await box.fill('tinh yeu')
  // Enter searches at once, and the suggestions make way for the results.
  await box.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=tinh(\+|%20)yeu/)
  await expect(page.locator('.search-results').getByRole('status')).toHaveText(/^\d+ kết quả$/)
  await page.getByRole('link', { name: 'Tình yêu ở Đà Lạt' }).click()
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat\/?$/)
})

test('the type filter narrows the results to one type', async ({ page }) => {
  await page.goto('/vi/search?q=kiem')
  await expect(page.getByRole('link', { name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kiếm khách sông Hương' })).toBeVisible()

  const types = searchForm(page).getByRole('group', { name: 'Loại' })
  await types.getByRole('button', { name: 'Truyện chữ' }).click()
  await expect(page).toHaveURL(/[?&]filter=novel/)
  await expect(types.getByRole('button', { name: 'Truyện chữ' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: 'Kiếm khách sông Hương' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kiếm sĩ mây trời' })).toHaveCount(0)
  for (const href of await results(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/vi\/novel\//)
  }

  await searchForm(page).getByRole('combobox', { name: 'Sắp xếp theo' }).selectOption('created_at__desc')
  await expect(page).toHaveURL(/[?&]sort=created_at__desc/)
  await expect(page.getByRole('link', { name: 'Kiếm khách sông Hương' })).toBeVisible()
})

test('a search address shows the same results after a reload', async ({ page }) => {
  await page.goto('/vi/search?q=da%20lat&filter=movie')
  await expect(page.getByRole('link', { name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  const titles = await results(page).allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)

  await page.reload()
  await expect(page.getByRole('link', { name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  expect(await results(page).allInnerTexts()).toEqual(titles)
  await expect(searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })).toHaveValue('da lat')
  await expect(searchForm(page).getByRole('button', { name: 'Phim' })).toHaveAttribute('aria-pressed', 'true')
})

test("a search with no match says 'Không tìm thấy kết quả', and reset clears it all", async ({ page }) => {
  await page.goto('/vi/search?q=khong%20co%20dau&filter=game&sort=like_count__desc')
  await expect(page.getByRole('heading', { name: 'Không tìm thấy kết quả' })).toBeVisible()
  await expect(page.getByText('Hãy thử từ khóa hoặc bộ lọc khác')).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Đặt lại' }).last().click()
  await expect(page).toHaveURL(/\/vi\/search\/?$/)
  const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
  await expect(searchForm(page).getByRole('button', { name: 'Tất cả' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Nothing set: the search dashboard is back.
  await expect(page.getByText('Mọi người đang xem')).toBeVisible()
})

test("in English, a search with no match says 'No results found'", async ({ page }) => {
  await page.goto('/en/search?q=nothing%20like%20this')
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
  await expect(page.getByText('Try different keywords or filters')).toBeVisible()
  await searchForm(page).getByRole('combobox', { name: 'Search' }).fill('love')
  await expect(page.getByRole('link', { name: 'Love in Da Lat' })).toBeAttached()
})

test('search opened from the header has the focus in its box, and one row of types', async ({ page }) => {
  await page.goto('/vi')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
  await page.getByRole('banner').getByRole('link', { name: 'Tìm kiếm' }).click()
  await expect(page).toHaveURL(/\/vi\/search\/?$/)
  // Typing goes straight into the box.
  const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
  await expect(box).toBeFocused()
  await page.keyboard.type('da lat')
  await expect(box).toHaveValue('da lat')
  await box.fill('')

  // The suggestions are in, and the only types on the page are the filter's, in its order.
  await expect(page.getByRole('main').locator('li a').first()).toBeVisible()
  const types = searchForm(page).getByRole('group', { name: 'Loại' })
  await expect(types.getByRole('button')).toHaveText([
    'Tất cả',
    'Phim',
    'Trò chơi',
    'Truyện tranh',
    'Truyện chữ',
  ])
  for (const name of ['Phim', 'Trò chơi', 'Truyện tranh', 'Truyện chữ']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveCount(0)
  }
})

test('search opened with a query leaves the focus where it was: the results are what was asked for', async ({
  page,
}) => {
  await page.goto('/vi/search?q=da%20lat')
  await expect(results(page).first()).toBeVisible()
  await expect(searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })).not.toBeFocused()
})

test('suggestions as a query is typed: picked by keyboard, and kept among the recent searches until cleared', async ({
  page,
}) => {
  await page.goto('/vi/search')
  const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
  await expect(box).toBeFocused()
  // Nothing searched yet on this device: no list.
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  // The suggestions for the whole query, not a shorter one answered on the way: a new answer
  // starts the list afresh, with no line chosen.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/search/suggest') && /[?&]q=nguyen(\+|%20)hai(&|$)/.test(response.url()),
  )
  await page.keyboard.type('nguyen hai')
  await answered
  const list = page.getByRole('listbox', { name: 'Gợi ý' })
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const author = list.getByRole('group', { name: 'Tác giả, đạo diễn, diễn viên' }).getByRole('option', {
    name: /Nguyễn Hải Đăng/,
  })
  await expect(author).toBeVisible()

  // Down walks the lines, the focus stays in the box, and the box names the chosen line.
  const options = list.getByRole('option')
  const count = await options.count()
  const authorAt = await options.evaluateAll((all) =>
    all.findIndex((option) => option.textContent?.includes('Nguyễn Hải Đăng')),
  )
  for (let i = 0; i <= authorAt; i++) await box.press('ArrowDown')
  await expect(box).toBeFocused()
  await expect(author).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await author.getAttribute('id')) ?? '')
  expect(count).toBeGreaterThan(authorAt)

  // axe finds nothing with the list open.
  const { found } = await axeFindings(page)
  expect(found, readable(found)).toEqual([])

  // Enter opens it: a credited author's line opens their page of works.
  await box.press('Enter')
  await expect(page).toHaveURL(/\/vi\/actor\/nguyen-hai-dang$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nguyễn Hải Đăng' })).toBeVisible()
  await page.goBack()

  // Emptied, the box offers what was searched on this device, the latest first.
  await box.fill('')
  const recent = page.getByRole('listbox', { name: 'Tìm kiếm gần đây' })
  await expect(recent).toBeVisible()
  await expect(recent.getByRole('option')).toHaveText(['nguyen hai'])

  // Escape closes the list; Down opens it again.
  await box.press('Escape')
  await expect(recent).toBeHidden()
  await box.press('ArrowDown')
  await expect(recent).toBeVisible()

  // Kept across a reload, on this device.
  await page.reload()
  await box.fill('')
  await expect(recent.getByRole('option')).toHaveText(['nguyen hai'])

  // A recent search opens by touch or pointer too, as a link.
  await expect(recent.getByRole('option', { name: 'nguyen hai' })).toHaveAttribute(
    'href',
    '/vi/search?q=nguyen+hai',
  )

  await page.getByRole('button', { name: 'Xoá' }).click()
  await expect(recent).toBeHidden()
  await expect(box).toBeFocused()
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull()
})

test('a category suggestion opens its page, and a search for it finds its posts without accents', async ({
  page,
}) => {
  await page.goto('/vi/search')
  const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
  await box.fill('kinh di')
  const category = page
    .getByRole('listbox', { name: 'Gợi ý' })
    .getByRole('group', { name: 'Thể loại' })
    .getByRole('option', { name: /Kinh dị/ })
    .first()
  await expect(category).toBeVisible()
  await expect(category).toHaveAttribute('href', /^\/vi\/\w+\/category\/kinh-di$/)
  await category.click()
  await expect(page).toHaveURL(/\/vi\/\w+\/category\/kinh-di\/?$/)

  // The results of that search hold the category's film, whose title says nothing of horror.
  await page.goto('/vi/search?q=kinh%20di')
  await expect(results(page).filter({ hasText: 'Tiếng gọi từ rừng sâu' })).toBeVisible()
})

test('in English, suggestions are labelled in English', async ({ page }) => {
  await page.goto('/en/search')
  await searchForm(page).getByRole('combobox', { name: 'Search' }).fill('nguyen hai dang')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(
    list.getByRole('group', { name: 'People' }).getByRole('option', { name: /Author/ }),
  ).toBeVisible()
})

test.describe('touch screens', () => {
  test.use({ hasTouch: true })
  test('on a phone and a tablet, the list fits the screen and every line is a touch target', async ({
    page,
  }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 820, height: 1180 },
    ]) {
      await page.setViewportSize(size)
      await page.goto('/vi/search')
      const box = searchForm(page).getByRole('combobox', { name: 'Tìm kiếm' })
      await box.fill('kinh di')
      const options = page.getByRole('listbox', { name: 'Gợi ý' }).getByRole('option')
      await expect(options.first()).toBeVisible()
      for (const option of await options.all()) {
        const frame = await option.boundingBox()
        expect(frame?.height, `${size.width} px`).toBeGreaterThanOrEqual(44)
        expect((frame?.x ?? 0) + (frame?.width ?? 0), `${size.width} px`).toBeLessThanOrEqual(size.width)
      }
      // Touch: a tap on a line opens it.
      const first = options.first()
      const href = await first.getAttribute('href')
      await first.tap()
      await expect(page).toHaveURL(
        new RegExp(`${(href ?? '').replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`),
      )
    }
  })
})
