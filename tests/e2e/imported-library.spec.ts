import { expect, test } from './fixtures.ts'
import { expectDecoded } from './images.ts'
import { libraryBaseURL } from './library-server.ts'

/** The site whose content was imported from a library folder at its start (serve-library.ts). */
const at = (path: string) => `${libraryBaseURL}${path}`

test.beforeEach(async ({ request }) => {
  // The server imports as it starts; the test waits for the library's last post to be there.
  await expect
    .poll(async () => (await request.get(at('/vi/api/v1/posts/detail/novel/sach-nho/'))).status(), {
      timeout: 60_000,
    })
    .toBe(200)
})

test('a comic imported from a CBZ reads in the comic reader, its pages in order', async ({ page }) => {
  await page.goto(at('/vi/comic/meo-thu-vien/1/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Mèo Thư Viện' })).toBeVisible()
  for (const n of [1, 2, 3]) await expectDecoded(page.getByRole('img', { name: `Trang ${n} / 3` }))
})

test('a novel imported from an EPUB reads in the novel reader, chapter after chapter', async ({ page }) => {
  await page.goto(at('/vi/novel/sach-nho/1/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sách Nhỏ' })).toBeVisible()
  await expect(page.getByText(/^Đoạn 1: gió đầu mùa thổi qua phố cũ/)).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Chuyển chương' })
    .getByRole('button', { name: 'Tập tiếp theo' })
    .click()
  await expect(page).toHaveURL(/\/vi\/novel\/sach-nho\/2\/?$/)
  await expect(page.getByText(/^Đoạn 2: gió đầu mùa thổi qua phố cũ/)).toBeVisible()
})
