import type { Page } from '@playwright/test'
import { drawnByTheApp } from './drawn-by-the-app.ts'
import { expect, test } from './fixtures.ts'

const chapterList = (page: Page) => page.getByRole('region', { name: 'Chương :' })
/** A film lists episodes, not chapters. */
const episodeList = (page: Page) => page.getByRole('region', { name: 'Tập :' })
const chips = (page: Page) => chapterList(page).getByRole('listitem').getByRole('link')
const featured = (page: Page, title: string) => page.getByRole('region', { name: title })

test('a comic opens by deep link, pages through its 64 chapters and searches them', async ({ page }) => {
  const view = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/posts/action/views/comic/'),
  )
  await page.goto('/vi/comic/kiem-si-may-troi')
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(page).toHaveTitle('Kiếm sĩ mây trời · Mọt')
  await view

  const top = featured(page, 'Kiếm sĩ mây trời')
  await expect(top.getByRole('link', { name: 'Đọc truyện' })).toHaveAttribute(
    'href',
    '/vi/comic/kiem-si-may-troi/1',
  )
  await expect(top.getByRole('link', { name: 'Chương mới' })).toHaveAttribute(
    'href',
    '/vi/comic/kiem-si-may-troi/64',
  )
  await expect(top.getByText(/^\d+,\d\/10$/)).toBeVisible()

  await expect(chips(page)).toHaveCount(50)
  await expect(chips(page).first()).toHaveText('1')
  const pager = chapterList(page).getByRole('navigation')
  await pager.getByRole('button', { name: 'Trang 2' }).click()
  await expect(chips(page)).toHaveCount(14)
  await expect(chips(page).first()).toHaveText('51')
  await expect(pager.getByRole('button', { name: 'Trang sau' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Trang trước' }).click()
  await expect(chips(page).first()).toHaveText('1')

  await chapterList(page).getByRole('button', { name: 'Danh sách' }).click()
  const search = chapterList(page).getByRole('searchbox', { name: 'Tìm kiếm tên chương/tập...' })
  await expect(search).toHaveAttribute('placeholder', 'Tìm kiếm tên chương/tập...')
  await search.fill('THÀNH PHỐ')
  await expect(chips(page)).toHaveCount(1)
  await expect(chips(page).first()).toContainText('Thành phố mây')
  await search.fill('64')
  await expect(chips(page)).toHaveCount(1)
  await expect(chips(page).first()).toHaveAttribute('href', '/vi/comic/kiem-si-may-troi/64')

  // The search ignores accents, and works in the grid view too: 'thuyen' finds 'Thuyền bay'.
  await chapterList(page).getByRole('button', { name: 'Lưới' }).click()
  await search.fill('thuyen')
  await expect(chips(page)).toHaveCount(1)
  await expect(chips(page).first()).toHaveAttribute('href', '/vi/comic/kiem-si-may-troi/2')
  await search.fill('')
  await expect(chips(page)).toHaveCount(50)

  // A reload shows the same page: nothing depended on how the page was reached.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(chips(page)).toHaveCount(50)
})

test('the info block links categories to their pages and names the comic’s author, not film credits', async ({
  page,
}) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  const info = page.getByRole('region', { name: 'Thông tin' })
  await expect(info.getByRole('link', { name: 'Hành động' })).toHaveAttribute(
    'href',
    '/vi/comic/category/hanh-dong',
  )
  await expect(info.locator('dt', { hasText: 'Tác giả' })).toBeVisible()
  await expect(info.locator('dt', { hasText: 'Diễn viên' })).toHaveCount(0)
  await info.getByRole('link', { name: 'Hành động' }).click()
  await expect(page).toHaveURL(/\/vi\/comic\/category\/hanh-dong\/?$/)
})

test('a film with video plays inline, and the episode stays in the address after a reload', async ({
  page,
}) => {
  await page.goto('/vi/movie/tinh-yeu-o-da-lat')
  await expect(page.getByRole('heading', { level: 1, name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  const info = page.getByRole('region', { name: 'Thông tin' })
  await expect(info.getByRole('link', { name: 'Lý Bảo Ngọc' })).toHaveAttribute(
    'href',
    '/vi/actor/ly-bao-ngoc',
  )

  // A film is watched: its buttons say so.
  const top = featured(page, 'Tình yêu ở Đà Lạt')
  await expect(top.getByRole('link', { name: 'Xem phim' })).toBeVisible()
  await expect(top.getByRole('link', { name: 'Tập mới' })).toBeVisible()

  const stage = page.getByRole('region', { name: 'Trình phát' })
  const bannerPlay = stage.locator('.movie-banner').getByRole('button', { name: 'Phát' })
  await bannerPlay.click()
  // The banner makes way for the player of the first episode.
  await expect(stage.getByRole('group', { name: /Tình yêu ở Đà Lạt/ })).toBeVisible()
  await expect(stage.locator('.movie-banner')).toHaveCount(0)
  await expect(stage.locator('.movie-stage__caption')).toHaveText('Ngôi nhà trên dốc')

  await episodeList(page).getByRole('link', { name: '2', exact: true }).click()
  await expect(page).toHaveURL(/[?&]ep=2/)
  await expect(episodeList(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(stage.locator('.movie-stage__caption')).toHaveText('Tiệm hoa sương mù')

  await page.reload()
  await expect(episodeList(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(bannerPlay).toBeVisible()
  await bannerPlay.click()
  await expect(stage.locator('.movie-stage__caption')).toHaveText('Tiệm hoa sương mù')
})

test("a film without video says 'Không có video'", async ({ page }) => {
  await page.goto('/vi/movie/mat-bao')
  await expect(page.getByRole('heading', { level: 1, name: 'Mắt bão' })).toBeVisible()
  const stage = page.getByRole('region', { name: 'Trình phát' })
  await expect(stage.getByText('Không có video')).toBeVisible()
  await expect(stage.getByRole('button')).toHaveCount(0)
})

test("a game's play button opens the game's site in a new tab", async ({ page }) => {
  await page.goto('/vi/game/o-an-quan')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const play = page.getByRole('main').getByRole('link', { name: /Chơi ngay/ })
  await expect(play).toHaveAttribute('href', 'https://games.example.com/play/o-an-quan')
  await expect(play).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('region', { name: /^(Tập|Chương) :$/ })).toHaveCount(0)
})

test('an unknown slug says which kind of post was not found', async ({ page }) => {
  // The server's answer says so too, for search engines (the first visit: no service worker yet).
  const answer = await page.goto('/vi/comic/khong-ton-tai')
  expect(answer?.status()).toBe(404)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByRole('heading', { name: 'Không tìm thấy truyện' })).toBeVisible()
  // The 404 page of an unknown address, with a search and the home.
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tìm kiếm' }).last()).toHaveAttribute('href', '/vi/search')
  await expect(page).toHaveTitle('Không tìm thấy truyện · Mọt')
  await page.goto('/vi/game/khong-ton-tai')
  await expect(page.getByRole('heading', { name: 'Không tìm thấy game' })).toBeVisible()
  await page.getByRole('link', { name: 'Quay lại trang chủ' }).click()
  await expect(page).toHaveURL(/\/vi\/?$/)
})

test('a related post opens its own detail from the top', async ({ page }) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  const related = page.getByRole('region', { name: 'Có thể bạn sẽ thích' })
  const first = related.locator('.post-card').first()
  const title = (await first.textContent())?.trim() ?? ''
  await first.scrollIntoViewIfNeeded()
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("a long description is clamped behind 'Xem thêm', measured by the browser's resize observer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const long = 'Một kiếm sĩ trẻ rời làng đi tìm người thầy đã mất tích. '.repeat(12)
  await drawnByTheApp(page)
  await page.route('**/api/v1/posts/detail/comic/kiem-si-may-troi/', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { description: string } }
    body.data.description = long
    await route.fulfill({ response, json: body })
  })
  await page.goto('/vi/comic/kiem-si-may-troi')
  const info = page.getByRole('region', { name: 'Thông tin' })
  const text = info.locator('.detail-description__text')
  const more = info.getByRole('button', { name: 'Xem thêm' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(text).toHaveClass(/is-clamped/)
  const clamped = await text.evaluate((element) => element.clientHeight)

  await more.click()
  await expect(info.getByRole('button', { name: 'Thu gọn' })).toHaveAttribute('aria-expanded', 'true')
  await expect(text).not.toHaveClass(/is-clamped/)
  expect(await text.evaluate((element) => element.clientHeight)).toBeGreaterThan(clamped)
})
