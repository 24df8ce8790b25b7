import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { libraryBaseURL } from './library-server.ts'
import { realBooks } from './real-books.ts'

/*
 * Real books (real-books.ts), imported from the library at the site's start, as a reader sees them in
 * the novel reader: ruby as ruby, a right-to-left book turning right to left, tables as tables, a
 * note in a popover, formulas drawn.
 */
const at = (path: string) => `${libraryBaseURL}${path}`

interface Found {
  slug: string
  index: number
}

/** The first chapter of the book imported from `file` whose HTML matches `pattern`. */
async function chapterWith(request: APIRequestContext, file: string, pattern: RegExp): Promise<Found> {
  const title: string = {
    [realBooks.ruby]: '草枕',
    [realBooks.rightToLeft]: 'Le Vrai Régime anti-cancer',
    [realBooks.contents]: 'Accessible EPUB 3',
    [realBooks.notesAndTables]: 'Georgia',
    [realBooks.math]: 'A First Course in Linear Algebra',
  }[file]!
  let post: { id: number; slug: string } | undefined
  // The server imports as it starts: the book may come a moment after the page is up.
  await expect
    .poll(
      async () => {
        const list = await (await request.get(at('/vi/api/v1/posts/lists/novel/'))).json()
        post = (list.data as { id: number; slug: string; title: string }[]).find((p) =>
          p.title.includes(title),
        )
        return post !== undefined
      },
      { timeout: 120_000 },
    )
    .toBe(true)
  for (let index = 1; index < 60; index++) {
    const answer = await request.get(at(`/vi/api/v1/posts/chapter/novel/${post!.id}/${index}`))
    if (!answer.ok()) break
    const content = (await answer.json()).data.content
    if (pattern.test(typeof content === 'string' ? content : JSON.stringify(content))) {
      return { slug: post!.slug, index }
    }
  }
  throw new Error(`no chapter of ${file} matches ${pattern}`)
}

const readerOf = ({ slug, index }: Found) => at(`/vi/novel/${slug}/${index}`)

test('ruby reads as ruby, and a vertical book turns its pages right to left', async ({ page, request }) => {
  const chapter = await chapterWith(request, realBooks.ruby, /<ruby>/)
  await page.setViewportSize({ width: 420, height: 720 })
  await page.goto(readerOf(chapter))
  const ruby = page.locator('.chapter-text ruby').first()
  await expect(ruby).toBeVisible()
  // The reading is laid out beside its word (down the page: to its right), along it, not run on in the line.
  const [base, reading] = await ruby.evaluate((element) => {
    const rt = element.querySelector('rt')!
    const range = document.createRange()
    range.selectNodeContents(element.firstChild!)
    const box = rt.getBoundingClientRect()
    return [
      range.getBoundingClientRect().toJSON() as DOMRect,
      { ...(box.toJSON() as DOMRect), display: getComputedStyle(rt).display },
    ]
  })
  expect(reading.display).toBe('ruby-text')
  expect(reading.width).toBeGreaterThan(0)
  expect(reading.left + reading.width / 2).toBeGreaterThan(base.right - base.width / 4)
  expect(reading.top).toBeLessThan(base.bottom)
  expect(reading.bottom).toBeGreaterThan(base.top)

  const text = page.locator('.chapter-text')
  await expect(text).toHaveClass(/chapter-text--paged/)
  await expect(text).toHaveCSS('writing-mode', 'vertical-rl')
  const scrolled = () => text.evaluate((element) => element.scrollLeft)
  expect(await scrolled()).toBe(0)
  await page.keyboard.press('ArrowLeft')
  // The next page is to the left: the text moves right, scrollLeft below 0.
  await expect.poll(scrolled).toBeLessThan(-100)
})

test('a right-to-left book is laid out right to left and turns its pages that way', async ({
  page,
  request,
}) => {
  const chapter = await chapterWith(
    request,
    realBooks.rightToLeft,
    /dir="rtl"[^>]*data-page-progression="rtl"[\s\S]{2000}/,
  )
  await page.addInitScript(() => localStorage.setItem('novelReadingWay', 'pages'))
  await page.setViewportSize({ width: 420, height: 720 })
  await page.goto(readerOf(chapter))
  const paragraph = page.locator('.chapter-text [dir="rtl"] p').first()
  await expect(paragraph).toBeVisible()
  await expect(paragraph).toHaveCSS('direction', 'rtl')
  const text = page.locator('.chapter-text')
  await expect(text).toHaveClass(/chapter-text--paged/)
  await expect(text).toHaveCSS('direction', 'rtl')
  const pageShown = () => text.evaluate((e) => Math.round(e.scrollLeft / e.clientWidth))
  expect(await pageShown()).toBe(0)
  // Forward is to the left, with the key and with a tap on the left third.
  await page.keyboard.press('ArrowLeft')
  await expect.poll(pageShown).toBe(-1)
  const box = (await text.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2)
  await expect.poll(pageShown).toBe(-2)
  await page.keyboard.press('ArrowRight')
  await expect.poll(pageShown).toBe(-1)
})

test('a note opens in a popover and gives the place back, and a table reads as a table', async ({
  page,
  request,
}) => {
  const chapter = await chapterWith(request, realBooks.notesAndTables, /role="doc-noteref"/)
  await page.goto(readerOf(chapter))
  const reference = page.locator('.chapter-text a[role="doc-noteref"]').first()
  await expect(reference).toBeVisible()
  const note = page.locator('.chapter-text aside[role="doc-footnote"]').first()
  await expect(note).toBeHidden()
  // The reader's tools (its links and notes among them) come a moment after the text.
  await expect(page.locator('.reading-progress')).toBeVisible()
  await reference.click()
  const popover = page.getByRole('dialog', { name: 'Chú thích' })
  await expect(popover).toBeVisible()
  expect((await popover.innerText()).trim().length).toBeGreaterThan(10)
  expect(await note.innerText()).not.toBe('')
  await expect(page).toHaveURL(readerOf(chapter))
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(reference).toBeFocused()
  // An address naming the note (a reference followed before the reader's tools came) opens it too.
  const noteId = (await reference.getAttribute('href'))!
  await page.goto(`${readerOf(chapter)}${noteId}`)
  await expect(popover).toBeVisible()
  await popover.getByRole('button', { name: 'Đóng' }).click()
  await expect(popover).toBeHidden()

  // The same book's table (of its governors: names, notes and years in cells).
  const table = page.locator('.chapter-text table').first()
  await expect(table).toBeVisible()
  // The row with the most cells.
  const cells = await table.evaluate((element) => {
    const rows = [...element.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')])
    const widest = rows.reduce((a, b) => (b.length > a.length ? b : a), [])
    return widest.map((cell) => ({
      display: getComputedStyle(cell).display,
      top: cell.getBoundingClientRect().top,
    }))
  })
  expect(cells.length).toBeGreaterThan(1)
  // Cells of a row side by side on one line, not text run on.
  expect(cells.every((cell) => cell.display === 'table-cell')).toBe(true)
  expect(new Set(cells.map((cell) => Math.round(cell.top))).size).toBe(1)
})

test('MathML is drawn as formulas', async ({ page, request }) => {
  const chapter = await chapterWith(request, realBooks.math, /<mfrac>/)
  await page.goto(readerOf(chapter))
  const fraction = page.locator('.chapter-text math mfrac').first()
  await fraction.scrollIntoViewIfNeeded()
  const [numerator, denominator] = await fraction.evaluate((element) =>
    [...element.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect),
  )
  // A fraction's parts one over the other, each with a box: drawn by the browser's MathML.
  expect(numerator!.height).toBeGreaterThan(0)
  expect(denominator!.top).toBeGreaterThanOrEqual(numerator!.bottom - 1)
  const math = await page.locator('.chapter-text math').first().boundingBox()
  expect(math!.width).toBeGreaterThan(0)
  expect(math!.height).toBeGreaterThan(0)
})

test('a contents page leads to the chapter and place it names', async ({ page, request }) => {
  const contents = await chapterWith(request, realBooks.contents, /href="\.\.\/\d+\/#b-[^"]+"/)
  // Stored relative to the chapter as a folder, the links lead to the chapters' own addresses
  // however the reader's address is written (with its last slash too).
  await page.goto(`${readerOf(contents)}/`)
  const story = `/vi/novel/${contents.slug}/`
  const link = page.locator(`.chapter-text a[href^="${story}"][href*="#b-"]`).first()
  const href = (await link.getAttribute('href'))!
  const [, index, anchor] = /\/(\d+)#(.+)$/.exec(href)!
  expect(href).toBe(`${story}${index}#${anchor}`)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/vi/novel/${contents.slug}/${index}#${anchor}$`))
  const target = page.locator(`.chapter-text [id="${anchor}"]`)
  await expect(target).toBeInViewport()
})
