import { expect, test } from './fixtures.ts'
import { queryCacheHolds } from './query-cache.ts'

test('a page seen before opens again with the network off', async ({ page, context }) => {
  await page.goto('/vi')
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  const online = await page.getByRole('main').textContent()
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true)
  await expect.poll(() => page.evaluate(queryCacheHolds())).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await expect(page.getByText('Không có kết nối Internet')).toHaveCount(0)
  expect(await page.getByRole('main').textContent()).toBe(online)
})
