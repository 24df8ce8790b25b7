import sharp from 'sharp'
import { expect, test } from './fixtures.ts'

/** WCAG 1.4.3 (AA) for text of the description's size. */
const MIN_CONTRAST = 4.5

/** Relative luminance of an sRGB colour (WCAG's formula), channels 0-255. */
function luminance([r, g, b]: number[]) {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

/**
 * The home's banner description keeps 4.5:1 over any art: the worst art, pure white, is made of the
 * shown picture by a filter; the words are made transparent, and the lightest pixel behind them is
 * measured against their colour. At phone size (the caption's scrim) and desktop size (the slide's).
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the banner's description stays readable over white art at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // The banners hold still, so the first one stays in place while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/vi')
    const description = page.locator('.banner__slide').first().locator('.banner__description')
    await expect(description).toBeVisible()
    const colour = await description.evaluate((el) => {
      const rgb = getComputedStyle(el).color.match(/\d+/g)!.map(Number)
      // The worst art: white everywhere (CSSOM styles, which the site's CSP allows).
      for (const image of document.querySelectorAll<HTMLElement>('.banner__image'))
        image.style.filter = 'brightness(0) invert(1)'
      ;(el as HTMLElement).style.color = 'transparent'
      return rgb
    })
    const { data, info } = await sharp(await description.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    let lightest = 0
    for (let i = 0; i < data.length; i += info.channels)
      lightest = Math.max(lightest, luminance([data[i]!, data[i + 1]!, data[i + 2]!]))
    const contrast = (luminance(colour) + 0.05) / (lightest + 0.05)
    expect(contrast).toBeGreaterThanOrEqual(MIN_CONTRAST)
  })
}
