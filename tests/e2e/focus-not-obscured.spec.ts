import { settle } from '../../scripts/lib/settle.ts'
import { focusObscured, PHONE_VIEWPORT } from '../../scripts/lib/validate/focus.ts'
import { expect, test } from './fixtures.ts'

/**
 * WCAG 2.2 2.4.11 (focus not obscured) on a phone, where it failed: the bottom bar covered the home's
 * 'Xem thêm', a detail page's chapter search box and the category pills. Every stop of the keyboard's
 * walk through the page must leave some of the focused element in sight (scroll-padding, shell.css).
 * `npm run validate` walks every page kind; these are the pages the failures were found on.
 */
test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true })

for (const path of ['/vi', '/vi/comic/kiem-si-may-troi', '/vi/search?q=da%20lat']) {
  test(`no focused element of ${path} is hidden under the header or the bottom bar`, async ({ page }) => {
    await page.goto(path)
    await settle(page)
    expect(await focusObscured(page)).toEqual([])
  })
}
