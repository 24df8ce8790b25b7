import { expect, test } from './fixtures.ts'
import { homeModuleLabels, visitorMenuLabels } from './menu.ts'

test('/ opens the Vietnamese home', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
})

test('/vi shows the logo and the menu of a visitor, in Vietnamese', async ({ page, request }) => {
  const labels = await visitorMenuLabels(request, 'vi')
  await page.goto('/vi')
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  const menu = page.getByRole('navigation', { name: 'Menu chính' })
  await expect(menu).toBeAttached()
  for (const label of labels) await expect(menu.getByText(label, { exact: true }).first()).toBeVisible()
})

test('/en shows the menu in English', async ({ page, request }) => {
  const labels = await visitorMenuLabels(request, 'en')
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeAttached()
  for (const label of labels) await expect(menu.getByText(label, { exact: true }).first()).toBeVisible()
})

test("an unknown page inside /vi shows 'Trang không tồn tại' and leads home", async ({ page }) => {
  await page.goto('/vi/khong-co-trang-nay/')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trang không tồn tại' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Quay lại trang chủ' }).click()
  await expect(page).toHaveURL(/\/vi$/)
})

test('an unsupported language opens the Vietnamese home', async ({ page }) => {
  await page.goto('/fr')
  await expect(page).toHaveURL(/\/vi$/)
})

test("the home shows the labels of the server's modules", async ({ page, request }) => {
  const labels = await homeModuleLabels(request, 'vi')
  await page.goto('/vi')
  const main = page.getByRole('main')
  for (const label of labels)
    await expect(main.getByRole('heading', { name: label, exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0)
})
