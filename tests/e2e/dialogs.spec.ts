import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Whether the focused element is inside the dialog, or has left the page for the browser's own controls. */
const focusStaysIn = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const focused = document.activeElement
    return focused === null || focused === document.body || element.contains(focused)
  })

async function tabAround(page: Page, dialog: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
    expect(await focusStaysIn(dialog), `focus after ${i + 1} presses`).toBe(true)
  }
}

test('a dialog keeps Tab inside, closes on Escape and gives focus back to the button that opened it', async ({
  page,
}) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  const opener = page.getByRole('button', { name: 'Tải xuống', exact: true })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Tải xuống để đọc ngoại tuyến' })
  await expect(dialog.getByRole('radio', { name: 'Một chương' })).toBeChecked()
  // A modal: the page behind it takes no focus.
  await tabAround(page, dialog, 12)
  await expect(page.locator('dialog:modal')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  // Closed, it no longer holds the page: Tab moves on from the opener.
  await page.keyboard.press('Tab')
  await expect(opener).not.toBeFocused()
})

test('the display settings close on a click beside them, and not on one inside', async ({ page }) => {
  await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
  await expect(page.locator('.chapter-text')).not.toBeEmpty()
  const opener = page.getByRole('button', { name: 'Bộ lọc' })
  await opener.click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  await expect(sheet).toBeVisible()
  // Inside, on the sheet's own padding: it stays.
  const box = (await sheet.boundingBox())!
  await page.mouse.click(box.x + 4, box.y + box.height - 4)
  await expect(sheet).toBeVisible()
  // On the backdrop above it (a phone's bottom sheet) or beside it (a side panel): it closes.
  await page.mouse.click(box.x > 10 ? 5 : box.x + box.width / 2, box.x > 10 ? 5 : box.y / 2)
  await expect(sheet).toHaveCount(0)
  await expect(opener).toBeFocused()
})
