import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * What floats (toasts, the bottom bar's raised game button) leaves the page's own controls free: the
 * header's buttons, and the last line of a page.
 */
test.use({ serviceWorkers: 'block' })

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A visitor's 'Đánh giá' shows a toast that stays until closed. */
async function showToast(page: Page) {
  await page.goto('/vi/novel/bi-an-can-phong-so-7')
  await page.getByRole('button', { name: 'Đánh giá', exact: true }).click()
  const toast = page.locator('.toast').filter({ hasText: 'Bạn cần đăng nhập để đánh giá!' })
  await expect(toast).toBeVisible()
  return (await toast.boundingBox())!
}

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
]) {
  test(`${name}: a toast covers none of the header's controls, nor the bottom bar`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const toast = await showToast(page)
    const header = page.locator('header.header')
    for (const control of await header.locator('a, button').all()) {
      if (!(await control.isVisible())) continue
      const box = (await control.boundingBox())!
      expect(
        overlap(toast, box),
        `the toast covers ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`,
      ).toBe(false)
    }
    const bar = page.getByRole('navigation', { name: 'Điều hướng chính' })
    if (await bar.isVisible()) {
      for (const link of await bar.getByRole('link').all()) {
        expect(overlap(toast, (await link.boundingBox())!)).toBe(false)
      }
    }
  })
}

test('phone: the last line of a page is not under the bottom bar’s raised button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/vi/user/register')
  const signIn = page.locator('.auth-form__switch').getByRole('link')
  await expect(signIn).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const box = (await signIn.boundingBox())!
  // What a tap on the link's middle reaches is the link.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(hit).toBe(await signIn.textContent())
})
