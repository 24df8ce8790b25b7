import { type Driver, mainText, waitFor, waitForElement } from '../driver.ts'
import type { Flow } from '../flow.ts'

const cards = `document.querySelectorAll('main .list-screen a.post-card').length`

export const home: Flow = {
  name: 'home',
  async run(driver) {
    await driver.goto('/vi')
    await waitForElement(driver, { css: 'header a', text: 'Mọt' })
    await waitFor(driver, `document.querySelectorAll('main a[href^="/vi"]').length > 3`, 'links to posts')
    return undefined
  },
}

export const infiniteList: Flow = {
  name: 'list, infinite scroll',
  async run(driver) {
    await driver.goto('/vi/list?api=/posts/lists/comic/')
    // The demo has more comics than a page of 20.
    await waitFor(driver, `${cards} === 20`, 'the first 20 comics')
    await driver.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
    await waitFor(driver, `${cards} > 20`, 'more comics after scrolling to the bottom')
    return `${await driver.evaluate<number>(cards)} comics`
  },
}

export const searchWithoutAccents: Flow = {
  name: 'search without accents',
  async run(driver) {
    await driver.goto('/vi/search')
    await driver.type({ css: 'main [role="search"] input[role="combobox"]' }, 'tinh yeu')
    await waitForElement(driver, { css: 'main .search-results a', text: 'Tình yêu ở Đà Lạt' })
    return undefined
  },
}

/** A detail page: its title, a link of its chapter or episode list, its info block. */
async function detail(driver: Driver, path: string, title: string, listLink: string) {
  await driver.goto(path)
  await waitForElement(driver, { css: 'h1', text: title })
  await waitForElement(driver, { css: `main a[href${listLink}]` })
  await waitFor(driver, `${mainText}.includes('Thông tin')`, 'the info block')
}

export const details: Flow[] = [
  {
    name: 'film detail',
    run: async (driver) =>
      void (await detail(driver, '/vi/movie/tinh-yeu-o-da-lat', 'Tình yêu ở Đà Lạt', '*="ep=2"')),
  },
  {
    name: 'comic detail',
    run: async (driver) =>
      void (await detail(
        driver,
        '/vi/comic/kiem-si-may-troi',
        'Kiếm sĩ mây trời',
        '="/vi/comic/kiem-si-may-troi/64"',
      )),
  },
  {
    name: 'novel detail',
    run: async (driver) =>
      void (await detail(
        driver,
        '/vi/novel/bi-an-can-phong-so-7',
        'Bí ẩn căn phòng số 7',
        '="/vi/novel/bi-an-can-phong-so-7/3"',
      )),
  },
]
