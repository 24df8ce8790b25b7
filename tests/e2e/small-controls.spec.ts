import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAsNewMember } from './sign-up.ts'
import { MIN, smallTargets } from './target-size.ts'

/**
 * The controls the walk of the main screens does not reach, on a phone: a toast's close button, the
 * rating dialog's stars (and the number chosen, said in words), the film player's seek bar and
 * selects. Each is a finger's size.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

const noSmallTargets = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready)
  const small = await page.evaluate(smallTargets, MIN)
  expect(small, `targets under ${MIN}×${MIN} px:\n${small.join('\n')}`).toEqual([])
}

test("a toast's close button", async ({ page }) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7')
  await page.getByRole('button', { name: 'Đánh giá', exact: true }).click()
  await expect(page.locator('.toaster').getByText('Bạn cần đăng nhập để đánh giá!')).toBeVisible()
  await expect(page.locator('.toaster').getByRole('button', { name: 'Đóng thông báo' })).toBeVisible()
  await noSmallTargets(page)
})

test('the rating dialog: stars of a finger’s size, and the points chosen shown', async ({ page }) => {
  await signInAsNewMember(page, 'targets')
  await page.goto('/vi/novel/bi-an-can-phong-so-7')
  await page.getByRole('button', { name: 'Đánh giá', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Đánh giá trải nghiệm' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.rating-dialog__chosen')).toHaveText('Chưa chọn điểm')
  await expect(dialog.locator('.rating-dialog__chosen')).toHaveRole('status')
  await dialog.locator('label.stars__star').nth(6).click()
  await expect(dialog.locator('.rating-dialog__chosen')).toHaveText('7/10')
  await noSmallTargets(page)
})

test("the film player's seek bar and selects", async ({ page }) => {
  await page.goto('/vi/movie/tinh-yeu-o-da-lat')
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  const player = page.getByRole('group', { name: /^Trình phát video: / })
  await expect(player.getByRole('combobox', { name: 'Phụ đề' })).toBeVisible({ timeout: 30_000 })
  await noSmallTargets(page)
})
