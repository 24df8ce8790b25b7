import { expect, type Locator } from '@playwright/test'

/** Waits until the image has loaded and decoded with real pixels (not just laid out). */
export async function expectDecoded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
}
