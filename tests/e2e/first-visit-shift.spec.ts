import { expect, test } from './fixtures.ts'
import { layoutShifts } from './layout-shifts.ts'

/** Issue 47's budget: what a first visit may move, at every size (Lighthouse's "good" is 0.1). */
const MOST_SHIFT = 0.02

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet upright', width: 820, height: 1180 },
  { name: 'tablet lying down', width: 1180, height: 820 },
  { name: 'desktop', width: 1440, height: 900 },
]
const pages = ['/vi', '/vi/comics', '/en/movies', '/vi/comic/kiem-si-may-troi', '/en/search']

for (const size of sizes) {
  test.describe(`a first visit on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    for (const path of pages) {
      test(`${path} moves nothing as the app takes it over, the menu drawn by the server where it docks`, async ({
        page,
      }) => {
        // page.goto waits for the takeover (fixtures.ts), and fails on a hydration error.
        await page.goto(path)
        const menu = page.locator('#side-menu')
        if (size.width >= 1024) {
          // Docked beside the page from the first byte: its entries, not an outline, left of the page.
          await expect(menu.getByRole('navigation')).toBeVisible()
          await expect(menu.locator('.side-menu__skeleton')).toHaveCount(0)
          const [side, main] = await Promise.all([menu.boundingBox(), page.locator('#main').boundingBox()])
          expect(side!.x + side!.width).toBeLessThanOrEqual(main!.x + 1)
        } else {
          await expect(menu).toBeHidden()
        }
        // The menu's entries taken over too (their code comes after the page's), then nothing more moves.
        await page.waitForLoadState('networkidle')
        expect(await layoutShifts(page)).toBeLessThanOrEqual(MOST_SHIFT)
      })
    }
  })
}
