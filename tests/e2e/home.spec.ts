import { drawnByTheApp } from './drawn-by-the-app.ts'
import { expect, test } from './fixtures.ts'

// Routed requests must reach the page, not a service worker that took control after the first load.
test.use({ serviceWorkers: 'block' })

const card = (id: number, title: string, posttype: string, slug: string) => ({
  id,
  slug,
  title,
  posttype,
  description: '',
  feature: null,
  banner: null,
  categories: [],
  release_year: [],
  like_count: 0,
  views: 0,
  rating_total: 0,
  rating_count: 0,
  rating_avg: 0,
  episode_total: 1,
  author: null,
  lang: 'vi',
})

const homeIndex = {
  status: 'success',
  data: {
    navbar: [
      { name: 'logo', type: 'block', label: '' },
      { name: 'movie', type: 'menu', label: 'Phim', url: '/movies' },
      { name: 'chat', type: 'menu', label: 'Trò chuyện', url: 'https://chat.example.com' },
      { name: 'savedContents', type: 'menu', label: 'Đã lưu', url: '/saved', isLogin: false },
      { name: 'logout', type: 'menu', label: 'Đăng xuất', isLogin: true },
      { name: 'line', type: 'line' },
      { name: 'languages', type: 'menu', label: 'Ngôn ngữ', items: [{ name: 'en', label: 'English' }] },
    ],
    modules: [
      { id: 1, type: 'blocklabel', name: 'welcome', label: 'Chào mừng', items: [] },
      { id: 2, type: 'space', name: 'space', label: '', height: 12, items: [] },
      {
        id: 3,
        type: 'itemshorizontal',
        name: 'trending',
        label: 'Đang thịnh hành',
        items: [
          card(7, 'Mùa hè rực rỡ', 'movie', 'mua-he-ruc-ro'),
          card(8, 'Gió đầu mùa', 'novel', 'gio-dau-mua'),
        ],
      },
    ],
  },
}

test('the home shows the menu of a visitor and the modules, with links to the posts', async ({ page }) => {
  await drawnByTheApp(page)
  await page.route('**/vi/api/v1/home/index/', (route) => route.fulfill({ json: homeIndex }))
  await page.goto('/vi')
  const menu = page.getByRole('navigation', { name: 'Menu chính' })
  await expect(menu.getByRole('link', { name: 'Phim' })).toHaveAttribute('href', '/vi/movies')
  await expect(menu.getByRole('link', { name: 'Đã lưu' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'English' })).toBeVisible()
  await expect(menu.getByText('Trò chuyện')).toHaveCount(0)
  await expect(menu.getByText('Đăng xuất')).toHaveCount(0)

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Chào mừng' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Đang thịnh hành' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'space' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Mùa hè rực rỡ' })).toHaveAttribute(
    'href',
    '/vi/movie/mua-he-ruc-ro',
  )
  await expect(main.getByRole('link', { name: 'Gió đầu mùa' })).toHaveAttribute(
    'href',
    '/vi/novel/gio-dau-mua',
  )
})

test('choosing English in the menu stores it and reopens the site in English', async ({ page }) => {
  await drawnByTheApp(page)
  await page.route('**/vi/api/v1/home/index/', (route) => route.fulfill({ json: homeIndex }))
  await page.goto('/vi')
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the hero names each post's type in a badge wholly in sight, once per title`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The banners hold still, so the first one stays in place while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/vi')
    const hero = page.getByRole('region', { name: 'Nổi bật' })
    const link = hero.locator('.banner__slide').first().getByRole('link')
    await expect(link).toBeVisible()
    // The badge is set by the page, in its language (the art under it carries no words).
    const badge = link.locator('.banner__badge')
    await expect(badge).toHaveText('Phim')
    // The title is said once: by the caption, not by the picture as well.
    await expect(link).toHaveAccessibleName(/^Phim\s*Tình yêu ở Đà Lạt/)
    const [box, frame] = await Promise.all([badge.boundingBox(), link.boundingBox()])
    if (!box || !frame) throw new Error('the badge or the banner is not laid out')
    expect(box.height).toBeGreaterThan(10)
    // Inside the banner it belongs to and inside the screen: nothing of it cut off.
    expect(box.y).toBeGreaterThanOrEqual(Math.max(0, frame.y))
    expect(box.x).toBeGreaterThanOrEqual(Math.max(0, frame.x))
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, frame.y + frame.height))
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(viewport.width, frame.x + frame.width))
  })
}
