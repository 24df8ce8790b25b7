import { expect, test } from './fixtures.ts'

/** Runs in the page: whether the app has written its query cache to IndexedDB yet. */
const queryCacheStored = `(async () => {
  const names = (await indexedDB.databases()).map((db) => db.name)
  if (!names.includes('mot-query-cache')) return false
  return new Promise((resolve) => {
    const open = indexedDB.open('mot-query-cache')
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const request = open.result.transaction('queries').objectStore('queries').get('client')
      request.onsuccess = () => resolve(Boolean(request.result))
      request.onerror = () => resolve(false)
    }
  })
})()`

test('a page seen before opens again with the network off', async ({ page, context }) => {
  await page.goto('/vi')
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  const online = await page.getByRole('main').textContent()
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true)
  await expect.poll(() => page.evaluate(queryCacheStored)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await expect(page.getByText('No internet connection')).toHaveCount(0)
  expect(await page.getByRole('main').textContent()).toBe(online)
})
