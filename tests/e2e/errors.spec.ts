import { drawnByTheApp } from './drawn-by-the-app.ts'
import { expect, test } from './fixtures.ts'

// Routed requests must reach the page, not a service worker that took control after the first load.
test.use({ serviceWorkers: 'block' })
// The pages are given answers of their own: the app draws them from those, not the server.
test.beforeEach(({ page }) => drawnByTheApp(page))

test('a malformed home answer shows an error screen, and retrying recovers', async ({ page }) => {
  await page.route('**/vi/api/v1/home/index/', (route) =>
    route.fulfill({ json: { status: 'success', data: { navbar: 'not a list', modules: [] } } }),
  )
  await page.goto('/vi')
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeVisible()
  // Spec §8's generic message, in the page's language.
  await expect(page.getByText('Đã xảy ra lỗi không mong muốn')).toBeVisible()
  // The shell stays usable: the logo is there and the menu offers its own retry.
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()

  await page.unroute('**/vi/api/v1/home/index/')
  await page.getByRole('main').getByRole('button', { name: 'Thử lại' }).click()
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeHidden()
})

test("no network shows spec §8's 'No internet connection', in the page's language", async ({ page }) => {
  await page.route('**/vi/api/v1/home/index/', (route) => route.abort('internetdisconnected'))
  await page.goto('/vi')
  await expect(page.getByText('Không có kết nối Internet')).toBeVisible()
  await expect(page.getByText('No internet connection')).toHaveCount(0)
})
