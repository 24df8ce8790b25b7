import { useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/** The post editor's chapter list on a wide screen: each chapter's name has room beside its buttons. */
const adminEmail = 'bien-tap-chuong@example.org'

test.describe('the post editor’s chapters', () => {
  const site = useAdminSite({ name: 'e2e-admin-chapters', admin: adminEmail, demo: true })

  // The width the crushed names were seen at (one letter a line, then none: a width of 0).
  for (const width of [1440]) {
    test(`at ${width} px, a chapter's name is not crushed by its buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await useToken(page, site.token(adminEmail))
      await page.goto(`${site.url}/vi/admin/posts`)
      await page.locator('.admin-list .admin-card a').first().click()
      const names = page.locator('.admin-chapter .admin-card__name')
      await expect(names.first()).toBeVisible()
      const widths = await names.evaluateAll((all) => all.map((name) => name.getBoundingClientRect().width))
      expect(Math.min(...widths)).toBeGreaterThan(200)
    })
  }
})
