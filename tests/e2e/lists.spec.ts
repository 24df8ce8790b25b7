import type { APIRequestContext, Page } from '@playwright/test'
import { axeFindings } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { runTimersAndSettle } from './settle.ts'

// Routed requests must reach the page, not a service worker that took control after the first load.
test.use({ serviceWorkers: 'block' })

/** The cards of the list on screen (placeholders are not links). */
const listCards = (page: Page) => page.getByRole('main').locator('.list-screen a.post-card')

/** The titles of a list's first page as the API gives them, in order: what the screen must show. */
async function apiTitles(request: APIRequestContext, path: string, expectMore = false) {
  const response = await request.get(`/vi/api/v1${path}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { title: string }[]; is_next: boolean }
  expect(body.is_next).toBe(expectMore)
  return body.data.map((post) => post.title)
}

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

test('the comics list scrolls to its second page, then ends', async ({ page, request }) => {
  // The demo has more comics than a page of 20.
  const first = await apiTitles(request, '/posts/lists/comic/?sortby=views_day__desc', true)
  const second = await apiTitles(request, '/posts/lists/comic/paged/2/?sortby=views_day__desc')
  expect(first).toHaveLength(20)
  expect(second.length).toBeGreaterThan(0)
  const asked: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname.includes('/api/v1/posts/lists/comic/')) asked.push(url.pathname + url.search)
  })
  // The list looks for more on timers (a page that arrived, a scroll settling): run them at once.
  await page.clock.install()
  await page.goto('/vi/list?api=/posts/lists/comic/')
  await expect(listCards(page)).toHaveText(first)
  // The first page came drawn, with its answer, and fills more than the screen: nothing more is
  // asked for before scrolling.
  await runTimersAndSettle(page, 5_000)
  expect(asked).toEqual([])

  await scrollToBottom(page)
  await expect(listCards(page)).toHaveText([...first, ...second])
  expect(asked.at(-1)).toBe('/vi/api/v1/posts/lists/comic/paged/2/?sortby=views_day__desc')

  // is_next is false on page 2: reaching the bottom again asks for nothing.
  await scrollToBottom(page)
  await runTimersAndSettle(page, 5_000)
  expect(asked).toHaveLength(1)
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0)
})

test('a sort tab reloads the list in that order and keeps it in the address', async ({ page, request }) => {
  const trending = await apiTitles(request, '/posts/lists/movie/?sortby=views_day__desc')
  const newest = await apiTitles(request, '/posts/lists/movie/?sortby=created_at__desc')
  expect(newest).not.toEqual(trending)

  // A phone's screen, so that the list scrolls.
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/vi/list?api=/posts/lists/movie/')
  const sorts = page.getByRole('navigation', { name: 'Thứ tự sắp xếp' })
  await expect(sorts.getByRole('link', { name: 'Thịnh hành' })).toHaveAttribute('aria-current', 'page')
  await expect(listCards(page)).toHaveText(trending)

  await scrollToBottom(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // Clicked where it is, without scrolling it into view first.
  await sorts.getByRole('link', { name: 'Mới nhất' }).dispatchEvent('click')
  await expect(page).toHaveURL(/[?&]sortby=created_at__desc/)
  await expect(listCards(page)).toHaveText(newest)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.reload()
  await expect(sorts.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute('aria-current', 'page')
  await expect(listCards(page)).toHaveText(newest)
})

test("a category page lists that category's posts under its name", async ({ page, request }) => {
  const funny = await apiTitles(request, '/posts/lists/comic/hai-huoc/?sortby=views_day__desc')
  const all = await apiTitles(request, '/posts/lists/comic/?sortby=views_day__desc', true)
  expect(funny.length).toBeGreaterThan(0)
  expect(funny.length).toBeLessThan(all.length)

  await page.goto('/vi/comic/category/hai-huoc')
  await expect(page.getByRole('heading', { level: 1, name: 'Hài hước' })).toBeVisible()
  await expect(listCards(page)).toHaveText(funny)

  await page.goto('/en/comic/category/hai-huoc')
  await expect(page.getByRole('heading', { level: 1, name: 'Comedy' })).toBeVisible()
})

test('an unknown category is the 404 page', async ({ page }) => {
  await page.goto('/vi/comic/category/khong-co-the-loai-nay')
  await expect(page.getByRole('heading', { name: 'Trang không tồn tại' })).toBeVisible()
})

test("an actor page lists the actor's posts under their name", async ({ page, request }) => {
  const response = await request.get('/vi/api/v1/posts/actor/ly-bao-ngoc/')
  const body = (await response.json()) as { data: { title: string }[]; actor: { title: string } }
  expect(body.data.length).toBeGreaterThan(0)

  await page.goto('/vi/actor/ly-bao-ngoc')
  await expect(page.getByRole('heading', { level: 1, name: body.actor.title })).toBeVisible()
  await expect(listCards(page)).toHaveText(body.data.map((post) => post.title))
  await expect(page.getByRole('link', { name: 'Tình yêu ở Đà Lạt' })).toHaveAttribute(
    'href',
    '/vi/movie/tinh-yeu-o-da-lat',
  )
})

test("a comic's author and artist lead to their pages, where their works are by role", async ({ page }) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  const info = page.getByRole('region', { name: 'Thông tin' })
  await expect(info.getByRole('link', { name: 'Nguyễn Hải Đăng' })).toHaveAttribute(
    'href',
    '/vi/actor/nguyen-hai-dang',
  )
  // Đỗ Hà My wrote some comics and drew this one.
  await info.getByRole('link', { name: 'Đỗ Hà My' }).click()
  await expect(page).toHaveURL(/\/vi\/actor\/do-ha-my$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Đỗ Hà My' })).toBeVisible()
  const roles = page.getByRole('navigation', { name: 'Tác phẩm theo vai trò' })
  await expect(roles.getByRole('link')).toHaveText(['Tất cả', /^Tác giả \(\d+\)$/, 'Hoạ sĩ (1)'])
  await expect(roles.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page')
  await expect(listCards(page).filter({ hasText: 'Kiếm sĩ mây trời' })).toHaveCount(1)
  expect(await listCards(page).count()).toBeGreaterThan(1)

  await roles.getByRole('link', { name: 'Hoạ sĩ (1)' }).click()
  await expect(page).toHaveURL(/\?role=artist$/)
  await expect(listCards(page)).toHaveText(['Kiếm sĩ mây trời'])
  // The address keeps the role: a reload draws the same works.
  await page.reload()
  await expect(roles.getByRole('link', { name: 'Hoạ sĩ (1)' })).toHaveAttribute('aria-current', 'page')
  await expect(listCards(page)).toHaveText(['Kiếm sĩ mây trời'])
  const { passes, found } = await axeFindings(page)
  expect(found).toEqual([])
  expect(passes).toBeGreaterThan(0)
})

test("a film's director and studio are links to their pages", async ({ page }) => {
  await page.goto('/vi/movie/tinh-yeu-o-da-lat')
  const info = page.getByRole('region', { name: 'Thông tin' })
  await expect(info.getByRole('link', { name: 'Trần Thu Hà' })).toHaveAttribute(
    'href',
    '/vi/actor/tran-thu-ha',
  )
  await info.getByRole('link', { name: 'Phim Sương Mù' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Phim Sương Mù' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Tác phẩm theo vai trò' }).getByRole('link')).toHaveText([
    'Hãng phim (2)',
  ])
  await expect(listCards(page)).toHaveCount(2)
})

test('the view-more page of a dashboard list shows that order', async ({ page, request }) => {
  const liked = await apiTitles(request, '/posts/lists/movie/?sortby=like_count__desc')
  await page.goto('/vi/movie/like_count__desc/lists')
  await expect(page.getByRole('heading', { level: 1, name: 'Phim' })).toBeVisible()
  await expect(listCards(page)).toHaveText(liked)
  await page.goto('/vi/movie/views__desc/lists')
  await expect(page.getByRole('heading', { name: 'Trang không tồn tại' })).toBeVisible()
})
