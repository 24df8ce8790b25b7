import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { layoutShifts } from './layout-shifts.ts'

/** The text of a page as a crawler reads it: the HTML as served, with no script run. */
async function served(request: APIRequestContext, path: string) {
  const answer = await request.get(path)
  const html = await answer.text()
  const root = html.slice(html.indexOf('<div id="root">'))
  const text = root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#38;|&amp;/g, '&')
  return {
    status: answer.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    image: meta('property', 'og:image'),
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    text,
  }
}

const pages = [
  { path: '/vi', lang: 'vi', title: 'Mọt', text: ['Trang chủ', 'Thành phố không ngủ'] },
  { path: '/en', lang: 'en', title: 'Mọt', text: ['Home', 'The Sleepless City'] },
  {
    path: '/vi/movie/tinh-yeu-o-da-lat',
    lang: 'vi',
    title: 'Tình yêu ở Đà Lạt · Mọt',
    text: ['Tình yêu ở Đà Lạt', 'Lý Bảo Ngọc'],
  },
  {
    path: '/vi/comic/kiem-si-may-troi',
    lang: 'vi',
    title: 'Kiếm sĩ mây trời · Mọt',
    text: ['Kiếm sĩ mây trời', 'Đọc truyện'],
  },
  {
    path: '/vi/comic/kiem-si-may-troi/1',
    lang: 'vi',
    title: 'Chương 1: Thanh kiếm rơi · Kiếm sĩ mây trời · Mọt',
    text: ['Thanh kiếm rơi'],
  },
  {
    path: '/vi/novel/nguoi-dua-thu-tren-doi/1',
    lang: 'vi',
    title: 'Chương 1: Con dốc sương mù · Người đưa thư trên đồi · Mọt',
    // The chapter's own text, not only its title.
    text: ['Con dốc sương mù', 'Sáng hôm ấy sương phủ kín con dốc dẫn lên bưu điện thị trấn.'],
  },
  { path: '/vi/search?q=thành', lang: 'vi', title: 'thành · Tìm kiếm · Mọt', text: ['Thành phố không ngủ'] },
  { path: '/vi/movie/category/hanh-dong', lang: 'vi', title: /Hành động/, text: ['Thành phố không ngủ'] },
]

test.describe('every main page as a crawler reads it, with no script run', () => {
  for (const expected of pages) {
    test(`${expected.path}: status, language, title, description, preview image and main text`, async ({
      request,
    }) => {
      const page = await served(request, expected.path)
      expect(page.status).toBe(200)
      expect(page.lang).toBe(expected.lang)
      if (typeof expected.title === 'string') expect(page.title).toBe(expected.title)
      else expect(page.title).toMatch(expected.title)
      expect(page.description?.length).toBeGreaterThan(20)
      for (const text of expected.text) expect(page.text).toContain(text)
      // Every page has a preview: its own picture, or the site's.
      expect(page.image).toMatch(/^https?:\/\//)
      const image = await request.get(page.image!)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/)
    })
  }

  test('an unknown post is a 404 with the not-found screen in the page language, and noindex', async ({
    request,
  }) => {
    const answer = await request.get('/en/comic/no-such-story')
    const page = await served(request, '/en/comic/no-such-story')
    expect(page.status).toBe(404)
    expect(page.lang).toBe('en')
    expect(page.text).toContain('Story not found')
    expect(answer.headers()['x-robots-tag']).toBe('noindex')
  })
})

test('with scripts off, a reader still sees the page the server drew', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/vi/novel/nguoi-dua-thu-tren-doi/1')
  await expect(
    page.getByText('Sáng hôm ấy sương phủ kín con dốc dẫn lên bưu điện thị trấn.', { exact: false }),
  ).toBeVisible()
  // The reader's head leads back to the story.
  await expect(page.getByRole('heading', { level: 1 }).getByRole('link')).toBeVisible()
  await context.close()
})

test('the app takes a drawn page over without asking the API for what it was drawn with', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/posts/detail/')) asked.push(request.url())
  })
  await page.goto('/vi/comic/kiem-si-may-troi')
  // Taken over: the page's buttons answer (the app's own state, here its library, is drawn).
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
  expect(asked).toEqual([])
})

test("a comic chapter's drawn page asks for the page on screen alone and first; the pages ahead come with the app", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/vi/comic/kiem-si-may-troi/1')).text()
  const drawn = html.match(/<img [^>]*class="page-image"[^>]*>/g) ?? []
  expect(drawn).toHaveLength(1)
  expect(drawn[0]).toMatch(/fetchPriority="high"/i)
  // The site's logo is drawn in the page: no file of it shares the network with the page's picture.
  expect(html).not.toContain('/icons/logo.svg')
  const firstPage = page.waitForResponse((answer) => /\/media\/[^?]+\?w=\d+$/.test(answer.url()))
  await page.goto('/vi/comic/kiem-si-may-troi/1')
  // Chromium takes AVIF, so it gets it: a fifth lighter than WebP.
  expect((await firstPage).headers()['content-type']).toBe('image/avif')
  await expect.poll(() => page.getByRole('img', { name: /^Trang \d+ \/ \d+$/ }).count()).toBeGreaterThan(1)
})

test("a drawn page asks for no file of the site's logo: the header draws it, and the favicon is in the page", async ({
  page,
  request,
}) => {
  const icons: string[] = []
  page.on('request', (asked) => {
    if (/\/icons\/|favicon/.test(asked.url())) icons.push(asked.url())
  })
  await page.goto('/vi/comic/kiem-si-may-troi', { waitUntil: 'load' })
  // Up to the window's load: the browser may ask for the manifest's icon once it has the manifest.
  const beforeLoad = [...icons]
  // The header's logo is drawn by the styles, from a data: address.
  const logo = await page
    .locator('.header .logo')
    .evaluate((link) => getComputedStyle(link, '::before').backgroundImage)
  expect(logo).toMatch(/^url\("data:image\/svg\+xml,/)
  // A valid address: no raw spaces (HTML's rule for an href), the drawing escaped.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml,%3Csvg%20[^ ]+$/,
  )
  expect(beforeLoad).toEqual([])
  // Browsers without SVG favicons ask for the usual address.
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
})

test("the start of a drawn page is served minified: it is among the page's first requests", async ({
  request,
}) => {
  const start = await (await request.get('/app-start.js')).text()
  expect(start).toContain('modulepreload')
  expect(start).not.toContain('/*')
  // Its own work, the taps it keeps for the app (a button pressed before the takeover) and the
  // colours chosen in the settings (1,471 bytes with them).
  expect(start.length).toBeLessThan(1500)
})

test("a reader's drawn page comes with the reader's styles alone; the site's follow with the app, moving nothing, and the next screen has them", async ({
  page,
}) => {
  await page.goto('/vi/comic/kiem-si-may-troi/1')
  const drawnWith = page.locator('link[rel=stylesheet][data-site-styles]')
  await expect(drawnWith).toHaveAttribute('href', /^\/assets\/drawn-reader-[\w-]+\.css$/)
  const site = (await drawnWith.getAttribute('data-site-styles')) ?? ''
  expect(site).toMatch(/^\/assets\/index-[\w-]+\.css$/)
  // Added once the app runs, and applied.
  await page.waitForFunction(
    (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
    site,
  )
  expect(await layoutShifts(page)).toBe(0)
  // The story's page, which the reader's styles leave out, is drawn with the site's.
  await page.getByRole('heading', { level: 1 }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(page.locator('.detail-featured')).toHaveCSS('display', 'grid')
})
