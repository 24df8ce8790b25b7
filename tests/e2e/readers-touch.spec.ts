import type { CDPSession, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The readers as people hold them: in English, by touch, on a tablet standing up and on a phone.
 * (readers.spec.ts goes through each feature in Vietnamese, mostly by keyboard and mouse.)
 */

const bar = (page: Page) => page.getByRole('navigation', { name: 'Chapter navigation' })
const settingsSheet = (page: Page) => page.getByRole('dialog', { name: 'Reading settings' })

/** One finger dragged along a line, as the touch screen sends it. */
async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const point = (x: number, y: number) => [{ x, y, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) })
  const steps = 12
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps
    const y = from.y + ((to.y - from.y) * step) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test.describe('on a tablet standing up, in English', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true })

  test('a comic turns by taps, its end card leads on, and the story marks what was read and offers to go on', async ({
    page,
  }) => {
    await page.goto('/en/comic/kiem-si-may-troi/1')
    await expect(page.getByText('Chapter 1: The Falling Sword')).toBeVisible()
    await bar(page).getByRole('button', { name: 'Reading settings' }).click()
    await settingsSheet(page).getByRole('button', { name: 'Left to right' }).click()
    await settingsSheet(page).getByRole('button', { name: 'Close' }).click()
    await expect(settingsSheet(page)).toBeHidden()

    const shown = page.locator('.paged').getByRole('img')
    await expect(shown).toHaveAttribute('alt', /^Page 1 of \d+$/)
    const count = Number((await shown.getAttribute('alt'))?.split(' of ')[1])
    // A tap on the right third turns forward, on the left third back, in the centre hides the bars.
    const box = (await page.locator('.paged').boundingBox())!
    const tap = (share: number) => page.touchscreen.tap(box.x + box.width * share, box.y + box.height / 2)
    await tap(0.9)
    await expect(shown).toHaveAttribute('alt', `Page 2 of ${count}`)
    await tap(0.1)
    await expect(shown).toHaveAttribute('alt', `Page 1 of ${count}`)
    await tap(0.5)
    await expect(bar(page)).toBeHidden()
    await tap(0.5)
    await expect(bar(page)).toBeVisible()

    for (let n = 1; n < count; n++) {
      await tap(0.9)
      await expect(shown).toHaveAttribute('alt', `Page ${n + 1} of ${count}`)
    }
    await tap(0.9)
    const end = page.getByRole('region', { name: 'End of chapter 1' })
    const next = end.getByRole('button', { name: 'Next chapter Chapter 2: The Flying Ship' })
    await expect(next).toBeVisible()
    await next.tap()
    await expect(page).toHaveURL(/\/en\/comic\/kiem-si-may-troi\/2\/?$/)
    await expect(page.getByText('Chapter 2: The Flying Ship')).toBeVisible()

    await page.goto('/en/comic/kiem-si-may-troi')
    const list = page.getByRole('region', { name: 'Chapters:' })
    await expect(list.getByRole('link', { name: /^1 ?, read$/ })).toBeVisible()
    await expect(list.getByRole('link', { name: /^2 ?, reading/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue chapter 2' })).toHaveClass('button')

    // Newest first, kept for this story.
    const newest = list.getByRole('button', { name: 'Newest first' })
    await newest.tap()
    await expect(newest).toHaveAttribute('aria-pressed', 'true')
    const numbers = () => list.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent))
    // The newest chapters replace the list when they come (until then it can be empty): read it then.
    const newestFirst = async () => {
      const shownNumbers = (await numbers()).map((text) => Number.parseInt(text ?? '', 10))
      return shownNumbers.length > 1 && shownNumbers[0]! > shownNumbers.at(-1)!
    }
    await expect.poll(newestFirst).toBe(true)
    const descending = await numbers()
    await page.reload()
    await expect(list.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(numbers).toEqual(descending)
  })
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true })

  test('a novel read a page at a time turns by a swipe, and a short swipe settles back on its page', async ({
    page,
  }) => {
    await page.goto('/en/novel/bi-an-can-phong-so-7/1')
    await expect(page.getByText(/^Chapter 1: /)).toBeVisible()
    await bar(page).getByRole('button', { name: 'Reading settings' }).click()
    const sheet = page.getByRole('dialog', { name: 'Reading settings' })
    await sheet.getByRole('group', { name: 'Reading mode' }).getByText('Turn pages').tap()
    // Large letters: the chapter is several pages long.
    await sheet.getByRole('slider', { name: 'Font size' }).fill('30')
    await sheet.getByRole('button', { name: 'Apply' }).tap()
    await expect(sheet).toBeHidden()

    const text = page.locator('.chapter-text')
    await expect(text).toHaveClass(/chapter-text--paged/)
    const offset = () => text.evaluate((element) => element.scrollLeft / element.clientWidth)
    // Where the text rests: read across two frames, NaN while it still moves (a turn's smooth
    // scroll, a swipe's settle), so the next gesture never starts in the middle of the last one.
    const resting = () =>
      text.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            const before = element.scrollLeft
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(element.scrollLeft === before ? before / element.clientWidth : Number.NaN),
              ),
            )
          }),
      )
    const pages = await text.evaluate((element) => Math.round(element.scrollWidth / element.clientWidth))
    expect(pages).toBeGreaterThan(2)
    // It opens where the scrolled text was (its end, when the whole chapter was on screen): back to the first page.
    await expect.poll(async () => Number.isInteger(await offset())).toBe(true)
    for (let shown = await offset(); shown > 0; shown--) {
      await page.keyboard.press('ArrowLeft')
      await expect.poll(offset).toBe(shown - 1)
    }
    await expect.poll(resting).toBe(0)
    const box = (await text.boundingBox())!
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)

    // A swipe to the left shows the next page, whole.
    await drag(cdp, { x: box.x + box.width * 0.85, y }, { x: box.x + box.width * 0.15, y })
    await expect.poll(resting).toBeCloseTo(1, 2)
    await expect(page.locator('.reading-progress')).not.toHaveText(/^0% /)

    // Part of a page is not a turn: the text settles on the page it was on.
    await drag(cdp, { x: box.x + box.width * 0.6, y }, { x: box.x + box.width * 0.5, y })
    await expect.poll(resting).toBeCloseTo(1, 2)

    // A swipe to the right goes back.
    await drag(cdp, { x: box.x + box.width * 0.15, y }, { x: box.x + box.width * 0.85, y })
    await expect.poll(resting).toBeCloseTo(0, 2)
    await expect(page.locator('.reading-progress')).toHaveText(/^0% /)
  })
})
