import { waitFor, waitForElement } from '../driver.ts'
import type { Flow } from '../flow.ts'

const pagedAlt = `document.querySelector('.paged img')?.getAttribute('alt') ?? ''`

export const comicReader: Flow = {
  name: 'comic reader, scroll and paged',
  async run(driver) {
    await driver.goto('/vi/comic/kiem-si-may-troi/1')
    await waitForElement(driver, { css: 'main *', text: 'Chương 1: Thanh kiếm rơi' })
    // Scrolling, the first mode: every page in a strip, the first one drawn.
    await waitFor(
      driver,
      `(() => { const image = document.querySelector('.page-list__page img'); return image?.complete && image.naturalWidth > 0 })()`,
      'the first page drawn in the strip',
    )
    await waitFor(driver, `document.querySelectorAll('.page-list__page').length >= 8`, 'every page’s slot')

    // Paged, left to right (chosen in the reading settings): the keys turn the pages.
    await driver.click({ css: 'nav button', text: 'Cài đặt đọc' })
    await waitForElement(driver, { css: 'dialog button[aria-pressed="true"]', text: 'Cuộn dọc' })
    await driver.click({ css: 'dialog button', text: 'Trái sang phải' })
    await waitForElement(driver, { css: 'dialog button[aria-pressed="true"]', text: 'Trái sang phải' })
    await driver.click({ css: 'dialog button[aria-label="Đóng"]' })
    await waitFor(driver, `document.querySelector('dialog') === null`, 'the settings closed')
    await waitFor(driver, `/^Trang 1 \\/ \\d+$/.test(${pagedAlt})`, 'page 1 in paged mode')
    await driver.press('ArrowRight')
    await waitFor(driver, `/^Trang 2 \\/ \\d+$/.test(${pagedAlt})`, 'page 2 after ArrowRight')
    await driver.press('ArrowLeft')
    await waitFor(driver, `/^Trang 1 \\/ \\d+$/.test(${pagedAlt})`, 'page 1 after ArrowLeft')
    return undefined
  },
}

const fontSize = `getComputedStyle(document.querySelector('.chapter-text')).fontSize`

export const novelReader: Flow = {
  name: 'novel reader settings',
  async run(driver) {
    await driver.goto('/vi/novel/bi-an-can-phong-so-7/1')
    await waitForElement(driver, { css: 'main *', text: /^Chương 1: / })
    await waitFor(driver, `${fontSize} === '18px'`, 'the text at 18px')
    await driver.click({ css: 'nav button', text: 'Bộ lọc' })
    await waitForElement(driver, { css: 'dialog input[type="range"]' })
    // A range input has no keys to type: its value is set as dragging it would, with an input event.
    await driver.evaluate(`(() => {
      const slider = document.querySelector('dialog input[type="range"]')
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(slider, '30')
      slider.dispatchEvent(new Event('input', { bubbles: true }))
    })()`)
    await driver.click({ css: 'dialog button', text: 'Áp dụng' })
    await waitFor(driver, `${fontSize} === '30px'`, 'the text at 30px after Áp dụng')
    await driver.reload()
    await waitForElement(driver, { css: 'main *', text: /^Chương 1: / })
    await waitFor(driver, `${fontSize} === '30px'`, 'the text still at 30px after a reload')
    return undefined
  },
}
