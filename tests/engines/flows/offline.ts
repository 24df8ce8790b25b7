import { mainText, waitFor, waitForElement } from '../driver.ts'
import type { Flow } from '../flow.ts'

const comic = '/vi/comic/robot-ban-banh-mi'

/** Every page slot of the strip holds an image the browser has decoded. */
const everyPageDrawn = `(async () => {
  const images = [...document.querySelectorAll('.page-list__page img')]
  if (images.length === 0) return false
  for (const image of images) {
    image.loading = 'eager'
    if (!image.complete || image.naturalWidth === 0) return false
  }
  return true
})()`

export const offlineChapter: Flow = {
  name: 'download, read offline, back online',
  async run(driver, { network }) {
    await driver.goto(comic)
    await waitFor(
      driver,
      'navigator.serviceWorker.controller !== null',
      'the service worker in control',
      60_000,
    )
    await driver.click({ css: 'main button', text: 'Tải xuống' })
    await waitForElement(driver, { css: 'dialog input[type="radio"]:checked' })
    await driver.click({ css: 'dialog button', text: 'Tải xuống' })
    await waitFor(driver, `${mainText}.includes('Đã tải xuống 1/5 chương')`, 'chapter 1 downloaded', 60_000)

    network.setOnline(false)
    try {
      await driver.goto(`${comic}/1/`)
      await waitForElement(driver, { css: 'main *', text: 'Chương 1' })
      await waitFor(driver, everyPageDrawn, 'every page of chapter 1 drawn offline')
    } finally {
      network.setOnline(true)
    }
    // Online again: a chapter that was not downloaded comes from the site.
    await driver.goto(`${comic}/3/`)
    await waitForElement(driver, { css: 'main *', text: 'Chương 3' })
    await waitFor(driver, everyPageDrawn, 'every page of chapter 3 drawn')
    return undefined
  },
}
