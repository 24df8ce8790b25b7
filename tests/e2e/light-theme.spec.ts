import type { Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { mainScreens } from './main-screens.ts'

/** The site's ground (the root's background, under every screen): light or dark. */
const ground = (page: Page) =>
  page.evaluate(() => {
    const [red = 0, green = 0, blue = 0] = getComputedStyle(document.documentElement)
      .backgroundColor.match(/\d+/g)!
      .map(Number)
    return red > 128 && green > 128 && blue > 128 ? 'light' : 'dark'
  })

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const

for (const { name, viewport } of widths) {
  test.describe(`light colours, on a device that prefers them, ${name} (${viewport.width} px): no axe finding`, () => {
    test.use({ serviceWorkers: 'block', viewport, colorScheme: 'light' })
    for (const screen of mainScreens) {
      test(screen.name, async ({ page }) => {
        await page.goto(`/vi${screen.path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await screen.ready?.(page, 'vi')
        expect(await ground(page)).toBe('light')
        const { passes, found } = await axeFindings(page)
        expect(passes).toBeGreaterThan(10)
        expect(found, readable(found)).toEqual([])
      })
    }
  })
}

test.describe('the colours chosen in the settings', () => {
  test.use({ serviceWorkers: 'block' })

  test('a device that prefers dark shows light once chosen, after a reload and on every page, until the device’s own is chosen again', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/vi/settings')
    expect(await ground(page)).toBe('dark')
    const colours = page.getByRole('group', { name: 'Màu của trang' })
    await expect(colours.getByRole('radio', { name: 'Theo thiết bị' })).toBeChecked()
    await colours.getByRole('radio', { name: 'Sáng' }).check()
    await expect.poll(() => ground(page)).toBe('light')
    // The server draws the page in the device's colours; it is shown in the chosen ones.
    await page.reload()
    await expect(colours.getByRole('radio', { name: 'Sáng' })).toBeChecked()
    expect(await ground(page)).toBe('light')
    await page.goto('/en/comic/kiem-si-may-troi/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await ground(page)).toBe('light')
    await page.goto('/vi/settings')
    // The drawn page shows the device's own ticked until the app, which knows the choice, takes it over.
    await expect(colours.getByRole('radio', { name: 'Sáng' })).toBeChecked()
    await colours.getByRole('radio', { name: 'Theo thiết bị' }).check()
    await expect.poll(() => ground(page)).toBe('dark')
    // The device's own is no choice: nothing is kept for it.
    expect(await page.evaluate(() => localStorage.getItem('siteTheme'))).toBeNull()
  })

  test('a device that prefers light shows dark once chosen, and the radio group keeps to the keyboard', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/vi/settings')
    expect(await ground(page)).toBe('light')
    const device = page.getByRole('radio', { name: 'Theo thiết bị' })
    await device.focus()
    // Arrows move the choice within the group, as in any radio group.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Tối' })).toBeChecked()
    await expect.poll(() => ground(page)).toBe('dark')
    await page.reload()
    expect(await ground(page)).toBe('dark')
    const { found } = await axeFindings(page)
    expect(found, readable(found)).toEqual([])
  })
})
