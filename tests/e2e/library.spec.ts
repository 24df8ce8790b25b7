import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

interface Post {
  id: number
  slug: string
  title: string
}

async function twoFilms(request: APIRequestContext): Promise<[Post, Post]> {
  const response = await request.get('/vi/api/v1/posts/lists/movie/')
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: Post[] }
  const [first, second] = data
  if (!first || !second) throw new Error('The demo catalogue should hold at least two films')
  return [first, second]
}

/** The ids in one list of the library as IndexedDB holds it: what survives a reload. */
const storedIds = (page: Page, list: 'viewedHistory' | 'savedPosts') =>
  page.evaluate(
    (list) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('mot-library')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('library')) return resolve([])
          const read = db.transaction('library').objectStore('library').get('root')
          read.onsuccess = () => {
            const post = (read.result as { post?: Record<string, { id: number }[]> } | undefined)?.post
            resolve((post?.[list] ?? []).map((p) => p.id))
            db.close()
          }
          read.onerror = () => reject(read.error)
        }
      }),
    list,
  )

async function openDetail(page: Page, post: Post) {
  await page.goto(`/vi/movie/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  // The view is written to IndexedDB in the background: wait for it before leaving the page.
  await expect.poll(async () => (await storedIds(page, 'viewedHistory'))[0]).toBe(post.id)
}

const grid = (page: Page) => page.getByRole('list', { name: 'Phim' })
const titles = (page: Page) => grid(page).locator('.post-card__title').allTextContents()

test('history lists the details seen, most recent first; saved posts show on /saved; selected ones are deleted', async ({
  page,
  request,
}) => {
  const [first, second] = await twoFilms(request)
  await openDetail(page, first)
  await openDetail(page, second)

  await page.goto('/vi/history')
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeVisible()
  await expect.poll(() => titles(page)).toEqual([second.title, first.title])

  await page.goto(`/vi/movie/${first.slug}`)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
  await expect.poll(() => storedIds(page, 'savedPosts')).toEqual([first.id])
  await page.goto('/vi/saved')
  await expect(grid(page).getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    `/vi/movie/${first.slug}`,
  )

  await page.goto('/vi/history')
  await expect.poll(() => titles(page)).toEqual([first.title, second.title])
  await page.getByRole('button', { name: 'Chọn' }).click()
  const deleteSelected = page.getByRole('button', { name: 'Xoá mục đã chọn' })
  await expect(deleteSelected).toBeDisabled()
  await grid(page).getByRole('button', { name: second.title }).click()
  await expect(grid(page).getByRole('button', { name: second.title })).toHaveAttribute('aria-pressed', 'true')
  await deleteSelected.click()
  await expect.poll(() => titles(page)).toEqual([first.title])
  await expect.poll(() => storedIds(page, 'viewedHistory')).toEqual([first.id])

  // Deleted for good: a reload reads the library back from IndexedDB.
  await page.reload()
  await expect.poll(() => titles(page)).toEqual([first.title])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("every tab of the history is in sight beside 'Chọn', none behind it", async ({ page, request }) => {
    const [first] = await twoFilms(request)
    await openDetail(page, first)
    await page.goto('/vi/history')
    const select = page.getByRole('button', { name: 'Chọn' })
    await expect(select).toBeVisible()
    const button = (await select.boundingBox())!
    const tabs = page.getByRole('navigation', { name: 'Loại nội dung' }).getByRole('link')
    await expect(tabs).toHaveCount(3)
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      // Whole on the screen…
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      // …and not under the button.
      const apart =
        box.x + box.width <= button.x ||
        button.x + button.width <= box.x ||
        box.y + box.height <= button.y ||
        button.y + button.height <= box.y
      expect(apart, (await tab.textContent()) ?? '').toBe(true)
    }
  })
})
