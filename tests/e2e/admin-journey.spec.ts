import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { writeZip } from '../../scripts/lib/bench-library.ts'
import { tempDataDir } from '../../scripts/lib/local-server.ts'
import { useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/*
 * Issue 20's journey: an admin signs in, uploads a CBZ whose connection drops in the middle and
 * resumes, edits the title, publishes, and a visitor sees it on the home module the admin added.
 */

/** The piece the app sends with tus (src/features/admin/uploads/tus-upload.ts, UPLOAD_CHUNK_SIZE). */
const PIECE = 8 * 1024 * 1024

// The upload's requests are watched and one is dropped with page.route, which does not see
// requests a service worker answers: none here.
test.use({ serviceWorkers: 'block' })

/** A page of grey noise: PNG cannot shrink it, so a few make a CBZ of more than one piece. */
const noisePage = () =>
  sharp({
    create: {
      width: 1200,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer()

/** tus's own addresses: the endpoint a POST creates an upload at, and each upload's (HEAD, PATCH). */
const tusAddress = /\/vi\/api\/v1\/admin\/uploads\/([0-9a-f]{32})?$/

test.describe('an admin', () => {
  // A site of its own, with no demo: the home shows only what the admin puts on it.
  const adminEmail = 'bien-tap@example.org'
  const site = useAdminSite({ name: 'e2e-admin-journey', admin: adminEmail })
  // Made in beforeAll: the runner's own process also reads this file, and would leave it behind.
  let files: ReturnType<typeof tempDataDir>
  let cbz = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    files = tempDataDir('e2e-admin-journey-cbz')
    cbz = join(files.dir, 'Chương 1.cbz')
    // Two pages of noise: a CBZ of more than one piece (and not more than two), made here.
    await writeZip(
      cbz,
      await Promise.all(
        [1, 2].map(async (n) => ({ name: `0${n}.png`, data: await noisePage(), store: true })),
      ),
    )
    const size = statSync(cbz).size
    expect(size, 'the CBZ is sent in two pieces').toBeGreaterThan(PIECE + 1024 * 1024)
    expect(size, 'the CBZ is sent in two pieces').toBeLessThan(2 * PIECE)
  })
  test.afterAll(() => files?.remove())

  test('uploads a CBZ through a dropped connection, renames and publishes it, and a visitor finds it on the home', async ({
    page,
    browser,
  }) => {
    // An 11 MB upload, an import of two large pages and four screens, on a slow machine.
    test.setTimeout(360_000)
    const firstTitle = 'Bản Nháp Truyện Mới'
    const newTitle = 'Chuyến Tàu Nối Lại'
    const moduleLabel = 'Mới tải lên'
    await useToken(page, site.token(adminEmail))

    // The upload's tus requests in order; the second PATCH (after the first 8 MiB arrived) is dropped.
    const calls: string[] = []
    const heads: string[] = []
    let patches = 0
    await page.route(
      (url) => tusAddress.test(url.pathname),
      async (route) => {
        const request = route.request()
        const method = request.method()
        const offset = request.headers()['upload-offset']
        if (method === 'PATCH' && ++patches === 2) {
          calls.push(`PATCH ${offset} (dropped)`)
          await route.abort('connectionreset')
          return
        }
        calls.push(method === 'PATCH' ? `PATCH ${offset}` : method)
        await route.continue()
      },
    )
    // Where the server says it got to, when the client asks.
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD' && tusAddress.test(new URL(response.url()).pathname)) {
        heads.push(response.headers()['upload-offset'] ?? '')
      }
    })

    // The new post: a comic, its title, then its file from the picker the drop zone opens.
    await page.goto(`${site.url}/vi/admin/upload`)
    await expect(page.getByRole('heading', { level: 1, name: 'Bài mới' })).toBeVisible()
    await page.getByLabel('Loại', { exact: true }).selectOption({ label: 'Truyện tranh' })
    await page.getByLabel('Tiêu đề', { exact: true }).fill(firstTitle)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: /^Chọn tệp/ }).click()
    await (await chooser).setFiles(cbz)

    const row = page.getByRole('list', { name: 'Tệp tải lên' }).getByRole('listitem').filter({
      hasText: 'Chương 1.cbz',
    })
    await expect(row).toContainText(`Đã nhập vào «${firstTitle}».`, { timeout: 240_000 })
    // One upload made (no restart), the dropped piece asked about, and sent again from 8 MiB.
    expect(calls).toEqual(['POST', 'PATCH 0', `PATCH ${PIECE} (dropped)`, 'HEAD', `PATCH ${PIECE}`])
    expect(heads).toEqual([String(PIECE)])
    await page.unrouteAll({ behavior: 'wait' })

    // Its edit screen, from the posts list: the Vietnamese title changed and saved, then published.
    const adminNav = page.getByRole('navigation', { name: 'Quản trị' })
    await adminNav.getByRole('link', { name: 'Bài viết', exact: true }).click()
    await page.getByRole('link', { name: firstTitle, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible()
    const slug = (await page.locator('#admin-post-title + .admin-card__email code').textContent()) ?? ''
    expect(slug).not.toBe('')
    const titles = page.getByRole('group', { name: /^Tiêu đề/ })
    await titles.getByLabel('Tiếng Việt', { exact: true }).fill(newTitle)
    await page
      .locator('form')
      .filter({ has: titles })
      .getByRole('button', { name: 'Lưu', exact: true })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bài viết.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
    await page.getByRole('button', { name: 'Đăng', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Bài viết đã được đăng.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Gỡ đăng', exact: true })).toBeVisible()

    // The home's dashboard: a row of posts, labelled, whose one post is the new one, found by title.
    await adminNav.getByRole('link', { name: 'Trang tổng hợp', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Trang tổng hợp' })).toBeVisible()
    await page.getByLabel('Trang', { exact: true }).selectOption({ label: 'Trang chủ' })
    await expect(page.getByText('Trang này chưa có mô-đun nào.')).toBeVisible()
    await page.getByLabel('Loại mô-đun', { exact: true }).selectOption({ label: 'Bài trên một hàng' })
    await page.getByRole('button', { name: 'Thêm mô-đun', exact: true }).click()
    const shown = page.getByRole('group', { name: 'Bài hiển thị' })
    const module = page.getByRole('listitem').filter({ has: shown })
    await module.getByLabel('Nhãn (tiếng Việt)', { exact: true }).fill(moduleLabel)
    await module.getByLabel('Nhãn (tiếng Anh)', { exact: true }).fill('Just uploaded')
    await shown.getByLabel('Loại', { exact: true }).selectOption({ label: 'Truyện tranh' })
    await shown.getByLabel('Tìm bài để chọn', { exact: true }).fill(newTitle)
    await shown.getByRole('button', { name: 'Tìm', exact: true }).click()
    await shown
      .getByRole('list', { name: 'Bài tìm thấy' })
      .getByRole('button', { name: `Chọn ${newTitle}`, exact: true })
      .click()
    await expect(shown.getByRole('button', { name: `Bỏ ${newTitle} ra`, exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã xuất bản trang tổng hợp.' })).toBeVisible()

    // A visitor, signed out in a browser of their own, finds it on the home under the module's label.
    const visitor = await browser.newContext({ serviceWorkers: 'block' })
    const home = await visitor.newPage()
    const errors: string[] = []
    home.on('pageerror', (error) => errors.push(error.stack ?? error.message))
    await home.goto(`${site.url}/vi`)
    const added = home.getByRole('region', { name: moduleLabel })
    await expect(added).toBeVisible({ timeout: 30_000 })
    const card = added.getByRole('link', { name: newTitle })
    await expect(card).toHaveAttribute('href', `/vi/comic/${slug}`)
    await card.click()
    // The router drops the link's last slash: the same page.
    await expect(home).toHaveURL(new RegExp(`^${site.url}/vi/comic/${slug}/?$`))
    await expect(home.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
    expect(errors, 'uncaught exceptions in the visitor page').toEqual([])
    await visitor.close()
  })
})
