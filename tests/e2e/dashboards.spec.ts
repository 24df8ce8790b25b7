import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'

interface Module {
  type: string
  label?: string | null
  filterKey?: string | null
  items?: { title?: string }[]
}
interface Dashboard {
  modules: Module[]
  tabs: { id: number; name: string }[]
}

/** A dashboard as the server the site runs on sends it, so the tests follow the catalogue. */
async function dashboard(request: APIRequestContext, path: string): Promise<Dashboard> {
  const response = await request.get(`/vi/api/v1${path}`)
  expect(response.ok(), `GET /vi/api/v1${path} answers`).toBe(true)
  const body = (await response.json()) as { status: string; data: Dashboard }
  expect(body.status).toBe('success')
  return body.data
}

/** The types the app draws: lists with no items are left out, the other types always drawn. */
const shownTypes = (modules: Module[]) =>
  modules
    .filter(
      (module) =>
        ['blocklabel', 'space', 'homechat'].includes(module.type) || (module.items?.length ?? 0) > 0,
    )
    .map((module) => module.type)

const drawnTypes = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .locator('[data-module-type]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-module-type')))

test('the home shows every module type the server sends, in its order', async ({ page, request }) => {
  const { modules } = await dashboard(request, '/home/index/')
  const types = modules.map((module) => module.type)
  // The demo catalogue has one of each type of spec §2 but the chat block, as it names no chat site.
  for (const type of ['slider', 'itemshorizontal', 'itemslider', 'itemslist', 'itemgrid', 'blocklabel'])
    expect(types).toContain(type)
  for (const type of ['space', 'posttype_slider', 'itemstab', 'type_tabs']) expect(types).toContain(type)

  await page.goto('/vi')
  await expect(page.getByRole('main').locator('[data-module-type]').first()).toBeVisible()
  await expect.poll(() => drawnTypes(page)).toEqual(shownTypes(modules))
  expect(shownTypes(modules)).toEqual(types)
  for (const type of new Set(types)) {
    await expect(page.locator(`main [data-module-type="${type}"]`).first()).toBeVisible()
  }
})

test("the home banner moves on by itself, and its games slide opens the site's own games", async ({
  page,
}) => {
  await page.goto('/vi')
  const banner = page.locator('main [data-module-type="slider"]')
  const dots = banner.getByRole('button', { name: /^Banner \d/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6000 })
  // No slide leads out of the site (the demo names no outside site), nor to a new tab.
  await expect(banner.locator('a[href^="http"], a[target="_blank"]')).toHaveCount(0)
  const games = banner.getByRole('link', { name: /^Chơi ngay trên Mọt Games/ })
  await expect(games).toHaveAttribute('href', '/vi/games')
})

test('view more on a horizontal list opens its list page', async ({ page }) => {
  await page.goto('/vi')
  const row = page.locator('main [data-module-type="itemshorizontal"]').first()
  const more = row.getByRole('link', { name: /^Xem thêm/ })
  await expect(more).toHaveAttribute('href', /^\/vi\/movie\/[a-z_]+\/lists$/)
})

const sections = [
  { path: '/vi/movies', type: 'movie' },
  { path: '/vi/comics', type: 'comic' },
  { path: '/vi/novels', type: 'novel' },
  { path: '/vi/games', type: 'game' },
]

for (const section of sections) {
  test(`${section.path} shows its category tabs, and a tab narrows the modules`, async ({
    page,
    request,
  }) => {
    const all = await dashboard(request, `/home/${section.type}/`)
    expect(all.tabs.length).toBeGreaterThan(0)
    await page.goto(section.path)
    const tabs = page.getByRole('navigation', { name: 'Thể loại' })
    await expect(tabs.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page')
    for (const tab of all.tabs)
      await expect(tabs.getByRole('link', { name: tab.name, exact: true })).toBeVisible()
    await expect.poll(() => drawnTypes(page)).toEqual(shownTypes(all.modules))

    const category = all.tabs[0]!
    const narrowed = await dashboard(request, `/home/${section.type}/?filter=category__${category.id}`)
    await tabs.getByRole('link', { name: category.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${section.path}\\?category=${category.id}$`))
    await expect(tabs.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(tabs.getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current', 'page')

    await expect.poll(() => drawnTypes(page)).toEqual(shownTypes(narrowed.modules))
    // A list that follows the category now starts with the category's own first post.
    const filtered = narrowed.modules.find(
      (module) => module.filterKey === 'category' && module.items?.length,
    )
    const title = filtered?.items?.[0]?.title
    if (title) await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeAttached()

    // The choice is in the address: a reload keeps it.
    await page.reload()
    await expect(tabs.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
}
