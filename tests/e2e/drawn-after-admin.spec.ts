import { expect, test } from './fixtures.ts'

// The words an admin page loads on the server must not change the pages drawn after it: the app,
// taking such a page over, would find other words than its own (a hydration error, which fails
// the page here: fixtures.ts).
test('detail pages drawn after an admin page are taken over as drawn', async ({ page, request }) => {
  // In the language of the pages after it: another language's page would start the messages anew.
  expect((await request.get('/vi/admin')).ok()).toBe(true)
  // A query the page ignores: drawn anew, not the copy kept from before.
  const fresh = `?drawn-after-admin=${Date.now()}`
  for (const path of [
    '/vi/game/o-an-quan',
    '/vi/movie/tinh-yeu-o-da-lat',
    '/vi/comic/kiem-si-may-troi',
    '/vi/novel/bi-an-can-phong-so-7',
  ]) {
    await page.goto(`${path}${fresh}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The facts' heading, which the admin area words otherwise ('Danh mục').
    await expect(page.getByText('Danh mục', { exact: true })).toHaveCount(0)
  }
})
