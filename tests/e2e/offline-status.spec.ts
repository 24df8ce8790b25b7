import { expect, test } from './fixtures.ts'

test("with the network gone the app says 'Bạn đang ngoại tuyến', and a page never seen says so instead of loading", async ({
  page,
  context,
}) => {
  await page.goto('/vi')
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 })
    .toBe(true)
  const indicator = page.getByRole('status').filter({ hasText: 'Bạn đang ngoại tuyến' })
  await expect(indicator).toHaveCount(0)

  await context.setOffline(true)
  await expect(indicator).toBeVisible()
  // The films dashboard was never opened: nothing of it is on the device.
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Phim' }).click()
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible()
  await expect(page.getByText('Trang này chưa được lưu trên thiết bị.', { exact: false })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Đang tải' })).toHaveCount(0)

  await context.setOffline(false)
  await expect(indicator).toHaveCount(0)
  await page.getByRole('main').getByRole('button', { name: 'Thử lại' }).click()
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toHaveCount(0)
})
