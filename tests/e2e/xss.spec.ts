import type { Page, Route } from '@playwright/test'
import { drawnByTheApp } from './drawn-by-the-app.ts'
import { expect, test } from './fixtures.ts'
import { registrationTokenFor } from './sign-up.ts'

/**
 * Hostile text where the app shows server data and visitors' words. The server sanitizes chapter
 * HTML itself (tests/server); here the browser is given hostile answers as they are and must show
 * them harmlessly: nothing runs, no handler or script URL reaches the page, the text reads as text.
 */
const payloads = [
  `<img src=x onerror=alert('img')>`,
  `<script>alert('script')</script>`,
  `"><svg onload=alert('svg')>`,
  `<a href="javascript:alert('link')">link</a>`,
  `'-alert('quote')-'`,
]
const hostile = payloads.join(' ')

/** Chapter HTML that tries every way in: handlers, scripts, script URLs, frames, SVG and forms. */
const hostileHtml = [
  `<p>Đoạn mở đầu <b>an toàn</b>.</p>`,
  `<img src="x" onerror="alert('img')" alt="x">`,
  `<script>alert('script')</script>`,
  `<a href="javascript:alert('link')">bấm vào đây</a>`,
  `<a href="  JaVaScRiPt:alert('case')">và đây</a>`,
  `<p onclick="alert('click')" onmouseover="alert('over')">di chuột</p>`,
  `<iframe src="javascript:alert('frame')"></iframe>`,
  `<svg><script>alert('svg')</script><a xlink:href="javascript:alert('xlink')">svg</a></svg>`,
  `<math><mtext><img src=x onerror="alert('math')"></mtext></math>`,
  `<form action="javascript:alert('form')"><button>gửi</button></form>`,
  `<img src="javascript:alert('src')">`,
  `<style>body{background:url("javascript:alert('css')")}</style>`,
  `<object data="javascript:alert('object')"></object><embed src="javascript:alert('embed')">`,
  `<p>Đoạn kết.</p>`,
].join('\n')

const novel = { slug: 'bi-an-can-phong-so-7', title: 'Bí ẩn căn phòng số 7' }

// Requests answered by the service worker would not pass through page.route; the other tests
// need no offline support either.
test.use({ serviceWorkers: 'block' })

/** Dialogs opened by the page: an executed payload's alert lands here. */
function watchDialogs(page: Page) {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    dialog.dismiss().catch(() => {})
  })
  return opened
}

/** Runs in the page: every script, handler attribute and script URL the document holds. */
const dangerous = () => {
  const found: string[] = []
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    // A data block (the page's JSON-LD, which names the post by its title, and the answers a page
    // the server drew carries) is never run: only a script a browser would run counts.
    const runs = tag === 'script' && !/^application\/(ld\+)?json$/.test(element.getAttribute('type') ?? '')
    if (runs && (element.textContent ?? '').includes('alert')) found.push(element.outerHTML)
    if (['iframe', 'object', 'embed'].includes(tag)) found.push(element.outerHTML)
    // Chapter text is text structure, links, images, drawings and formulas only: no forms, no styles,
    // nothing foreign inside a drawing.
    if (['form', 'style', 'script', 'foreignobject'].includes(tag) && element.closest('.chapter-text'))
      found.push(element.outerHTML)
    for (const attribute of element.attributes) {
      // Browsers skip spaces and control characters before a scheme.
      const value = [...attribute.value]
        .filter((character) => character > ' ')
        .join('')
        .toLowerCase()
      if (attribute.name.toLowerCase().startsWith('on') || value.startsWith('javascript:'))
        found.push(`${tag} ${attribute.name}="${attribute.value}"`)
    }
  }
  return found
}

async function expectHarmless(page: Page, dialogs: string[]) {
  // An image's onerror fires once its load has failed: wait until every image that loads is done
  // (loaded or broken; lazy ones off screen never start), and a frame more for its handlers.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  expect(await page.evaluate(dangerous)).toEqual([])
  expect(dialogs).toEqual([])
}

/** Answers with the server's real answer, changed by `change`: hostile data from a real shape. */
async function splice(route: Route, change: (data: Record<string, unknown>) => void) {
  const response = await route.fetch()
  const body = (await response.json()) as { data: Record<string, unknown> }
  change(body.data)
  await route.fulfill({ response, json: body })
}

test.describe('hostile post data from the server', () => {
  test.beforeEach(async ({ page }) => {
    await drawnByTheApp(page)
    await page.route(`**/api/v1/posts/detail/novel/${novel.slug}/`, (route) =>
      splice(route, (post) => {
        post.title = `${novel.title} ${hostile}`
        post.description = `Mô tả ${hostile}`
      }),
    )
    // Chapter 1 holds blocks of HTML, chapter 2 one HTML string: the two shapes chapter HTML takes.
    // A reader opened from its address asks for its chapter by the story's slug; a download by id.
    await page.route(/\/api\/v1\/posts\/chapter\/novel\/(\d+|slug\/[^/]+)\/[12]$/, (route) =>
      splice(route, (chapter) => {
        chapter.title = `Chương ${hostile}`
        if (chapter.index === 1)
          chapter.content = { blocks: [{ id: 'hostile', data: { text: hostileHtml } }] }
        else chapter.content = hostileHtml
        if (chapter.comic) (chapter.comic as { title: string }).title = `${novel.title} ${hostile}`
      }),
    )
  })

  test('a title and description full of markup show as text on the detail page and in the history', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page)
    await page.goto(`/vi/novel/${novel.slug}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(`${novel.title} <img src=x onerror=alert('img')>`)
    await expect(heading).toContainText(`<script>alert('script')</script>`)
    await expect(page.getByText(`Mô tả ${hostile}`)).toBeVisible()
    await expectHarmless(page, dialogs)

    // The library keeps the title it was given; its screen must show it as text too.
    await page
      .getByRole('navigation', { name: 'Menu chính' })
      .getByRole('link', { name: 'Lịch sử xem' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Loại nội dung' })
      .getByRole('link', { name: 'Truyện' })
      .click()
    await expect(page.locator('main').getByText(`${novel.title} ${hostile}`).first()).toBeVisible()
    await expectHarmless(page, dialogs)
  })

  test.describe('chapters', () => {
    // The sanitiser (DOMPurify) parses a hostile chapter in a document that shares the page's policy:
    // the chapter's <style> and inline handlers meet the policy there, which refuses them, before the
    // sanitiser drops them. Those refusals are the policy at work; the test checks that no script ran
    // and that nothing of the chapter's markup reaches the page.
    test.use({ expectedCspRefusal: /^(Applying inline style|Executing inline event handler) violates/ })
    for (const index of [1, 2]) {
      test(`chapter HTML ${index === 1 ? 'in blocks' : 'as one string'} keeps its text and loses every script`, async ({
        page,
      }) => {
        const dialogs = watchDialogs(page)
        await page.goto(`/vi/novel/${novel.slug}/${index}`)
        const text = page.locator('.chapter-text')
        await expect(text.getByText('Đoạn mở đầu')).toBeVisible()
        await expect(text.getByText('Đoạn kết.')).toBeVisible()
        // The allowed markup stays: bold text, and the links' words without their script URLs.
        await expect(text.locator('b')).toHaveText('an toàn')
        await expect(text.getByText('bấm vào đây')).toBeVisible()
        await expect(page.getByText(`Chương ${hostile}`).first()).toBeVisible()
        await expectHarmless(page, dialogs)
      })
    }
  })
})

test('a member named with markup sees the name as text in the menu', async ({ page }) => {
  const dialogs = watchDialogs(page)
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const name = `"><img src=x onerror=alert(1)>`
  await page.goto('/vi/user/register')
  await page.getByLabel('Tên').fill(name)
  const email = `xss-${id}@example.org`
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mật khẩu', { exact: true }).fill('mot-secret-1')
  await page.getByLabel('Xác nhận mật khẩu').fill('mot-secret-1')
  await page.getByRole('checkbox', { name: /Tôi đồng ý với điều khoản sử dụng/ }).check()
  await page.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(page.getByText(`Hãy kiểm tra hộp thư: chúng tôi đã gửi thư đến ${email}.`)).toBeVisible()
  // The account opens with the mailed link, and the name comes back from the server.
  await page.goto(`/vi/user/confirm-email?token=${await registrationTokenFor(email)}`)
  await page.getByRole('button', { name: 'Xác nhận email' }).click()
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('navigation', { name: 'Menu chính' }).getByText(name)).toBeVisible()
  await expectHarmless(page, dialogs)

  // And after a reload, when the name comes back from the server.
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Menu chính' }).getByText(name)).toBeVisible()
  await expectHarmless(page, dialogs)
})

test('a search term full of markup stays a search term', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await page.goto('/vi/search')
  const box = page.getByRole('combobox', { name: 'Tìm kiếm' })
  // The box takes 100 characters at most.
  const term = `"><img src=x onerror=alert('q')><script>alert('q')</script>`
  await box.fill(term)
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByRole('status').filter({ hasText: /kết quả/ })).toBeVisible()
  await expectHarmless(page, dialogs)

  // The term comes back from the address, as a shared link would bring it.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Tìm kiếm' })).toHaveValue(term)
  await expectHarmless(page, dialogs)
})
