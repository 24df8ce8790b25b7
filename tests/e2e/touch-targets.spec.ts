import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { mainScreens } from './main-screens.ts'
import { MIN, smallTargets } from './target-size.ts'

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const

for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px): touch targets of at least ${MIN}×${MIN} px, and no axe finding`, () => {
    // The screens are what is checked: the service worker's precaching would only slow them down.
    test.use({ serviceWorkers: 'block', viewport })
    for (const screen of mainScreens) {
      test(screen.name, async ({ page }) => {
        await page.goto(`/vi${screen.path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await screen.ready?.(page, 'vi')
        // Fonts decide the size of text buttons: measure once they are in.
        await page.evaluate(() => document.fonts.ready)
        const small = await page.evaluate(smallTargets, MIN)
        expect(small, `targets under ${MIN}×${MIN} px:\n${small.join('\n')}`).toEqual([])

        const { passes, found } = await axeFindings(page)
        expect(passes).toBeGreaterThan(10)
        expect(found, readable(found)).toEqual([])
      })
    }
  })
}

test.describe('phone (390 px): the comic reader’s settings and continuous reading', () => {
  test.use({ serviceWorkers: 'block', viewport: widths[0].viewport })

  test('the switch and the chapters following one another have targets of a finger’s size, and no axe finding', async ({
    page,
  }) => {
    await page.goto('/vi/comic/kiem-si-may-troi/1')
    await page.getByRole('button', { name: 'Cài đặt đọc' }).click()
    const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
    await sheet.getByRole('switch', { name: 'Đọc liên tục' }).check()
    await page.evaluate(() => document.fonts.ready)
    const inSheet = await page.evaluate(smallTargets, MIN)
    expect(inSheet, `targets under ${MIN}×${MIN} px:\n${inSheet.join('\n')}`).toEqual([])
    const { found } = await axeFindings(page)
    expect(found, readable(found)).toEqual([])
    await sheet.getByRole('button', { name: 'Đóng' }).click()

    // Two chapters in the page, the end card between them.
    await page.getByRole('region', { name: 'Hết chương 1' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('region', { name: 'Chương 2', exact: true })).toBeAttached()
    const inStrip = await page.evaluate(smallTargets, MIN)
    expect(inStrip, `targets under ${MIN}×${MIN} px:\n${inStrip.join('\n')}`).toEqual([])
    const strip = await axeFindings(page)
    expect(strip.found, readable(strip.found)).toEqual([])
  })
})
