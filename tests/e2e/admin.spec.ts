import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { writeZip } from '../../scripts/lib/bench-library.ts'
import { axeFindings, desktop, phone, register, useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'
import { e2eOutbox } from './sign-up.ts'

/** A plain page in one colour: each chapter's pages look apart. */
const plainPage = (background: string) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer()

/** A comic of two chapters of two pages each, in a library folder the site imports as it starts. */
async function writeComic(library: string) {
  const comic = join(library, 'comics', 'Sách Tranh Mẫu')
  mkdirSync(comic, { recursive: true })
  for (const [n, colours] of [
    [1, ['#d9c7a7', '#a7c7d9']],
    [2, ['#c7d9a7', '#d9a7c7']],
  ] as const) {
    await writeZip(
      join(comic, `Chương ${n}.cbz`),
      await Promise.all(
        colours.map(async (colour, i) => ({ name: `0${i + 1}.jpg`, data: await plainPage(colour) })),
      ),
    )
  }
}

/** Makes a category of the post type as an admin, through the API (the terms screen has its own test). */
async function addCategory(request: APIRequestContext, site: string, token: string, name: [string, string]) {
  const headers = { authorization: `Bearer ${token}` }
  const csrf = await request.get(`${site}/vi/api/v1/auth/csrf_create/`, { headers })
  const { csrf_token } = ((await csrf.json()) as { data: { csrf_token: string } }).data
  const res = await request.post(`${site}/vi/api/v1/admin/categories/`, {
    headers,
    form: { posttype: 'comic', name_vi: name[0], name_en: name[1], csrf_token },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('a member who opens /vi/admin sees the 403 screen, with a way home', async ({ page, baseURL }) => {
  const token = await register(
    page.request,
    { url: baseURL!, outbox: e2eOutbox },
    `thanh-vien-${Date.now().toString(36)}@example.org`,
  )
  await useToken(page, token)
  await page.goto('/vi/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Chỉ dành cho quản trị viên' })).toBeVisible()
  await expect(page.getByText('403')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Quay lại trang chủ' })).toHaveAttribute('href', '/vi')
  expect(await axeFindings(page)).toEqual([])
})

test.describe('an admin', () => {
  // One site for both tests, in one worker: starting a server is the slow part.
  test.describe.configure({ mode: 'serial' })
  const adminEmail = 'chu-trang@example.org'
  const memberEmail = 'khach-quen@example.org'
  const site = useAdminSite({
    name: 'e2e-admin',
    admin: adminEmail,
    members: [memberEmail],
    library: writeComic,
  })

  test('makes a member an admin from the members screen; axe finds nothing at 390 px or on a desktop', async ({
    page,
  }) => {
    await useToken(page, site.token(adminEmail))
    await page.setViewportSize(phone)
    await page.goto(`${site.url}/vi/admin/members`)
    await expect(page.getByRole('heading', { level: 1, name: 'Thành viên' })).toBeVisible()
    const card = page.getByRole('listitem').filter({ hasText: memberEmail })
    await expect(card).toBeVisible()
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    expect(await axeFindings(page)).toEqual([])

    // By keyboard: the button, then the dialog's answer.
    await card.getByRole('button', { name: 'Cấp quyền quản trị' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(`Cấp quyền quản trị cho khach-quen (${memberEmail})?`)
    expect(await axeFindings(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Đổi vai trò' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'khach-quen giờ là quản trị viên.' }),
    ).toBeVisible()
    await expect(card.getByRole('button', { name: 'Bỏ quyền quản trị' })).toBeVisible()

    // The server agrees: the member's own session now names them admin.
    const me = await page.request.get(`${site.url}/vi/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${site.token(memberEmail)}` },
    })
    expect(((await me.json()) as { data: { role: string } }).data.role).toBe('admin')

    await page.setViewportSize(desktop)
    expect(await axeFindings(page)).toEqual([])

    // The audit log says the change in words, linked to the member and the admin who made it, with
    // the role before and after.
    await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Nhật ký' }).click()
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Đã cho khach-quen làm quản trị viên' })
      .first()
    await expect(entry).toContainText('member.grant-admin')
    await expect(entry.getByRole('link', { name: 'khach-quen', exact: true })).toBeVisible()
    await expect(entry.getByRole('link', { name: adminEmail.split('@')[0], exact: true })).toBeVisible()
    await expect(entry.locator('.admin-change__before')).toHaveText('role: member')
    await expect(entry.locator('.admin-change__after')).toHaveText('role: admin')
    expect(await axeFindings(page)).toEqual([])
    await page.setViewportSize(phone)
    expect(await axeFindings(page)).toEqual([])
  })

  test('opened from the menu, the admin area loads its own styles before it is drawn, once', async ({
    page,
  }) => {
    await useToken(page, site.token(adminEmail))
    await page.setViewportSize(desktop)
    await page.goto(`${site.url}/vi`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const adminStyles = page.locator('link[rel="stylesheet"][href*="/assets/AdminFrame-"]')
    await expect(adminStyles).toHaveCount(0)
    // The area's screens and styles come with the page's own script, without a new page load.
    await page.getByRole('link', { name: 'Quản trị', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Quản trị' })).toBeVisible()
    await expect(page.locator('.admin')).toHaveCSS('display', 'grid')
    await expect(adminStyles).toHaveCount(1)
    // Back and in again: the styles are there already and are not added twice.
    await page.goBack()
    await expect(page.getByRole('navigation', { name: 'Quản trị' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Quản trị', exact: true }).click()
    await expect(page.locator('.admin')).toHaveCSS('display', 'grid')
    await expect(adminStyles).toHaveCount(1)
  })

  test('edits a comic: two categories, a reading direction, a page as cover and an uploaded banner; the locks show, a visitor sees them; axe finds nothing at 390 px or on a desktop', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const slug = 'sach-tranh-mau'
    // The library's comic, imported as the site started.
    await expect
      .poll(
        async () => (await page.request.get(`${site.url}/vi/api/v1/posts/detail/comic/${slug}/`)).status(),
        {
          timeout: 120_000,
        },
      )
      .toBe(200)
    await addCategory(page.request, site.url, site.token(adminEmail), ['Phiêu Lưu', 'Adventure'])
    await addCategory(page.request, site.url, site.token(adminEmail), ['Hài Hước', 'Comedy'])
    await addCategory(page.request, site.url, site.token(adminEmail), ['Kinh Dị', 'Horror'])

    await useToken(page, site.token(adminEmail))
    await page.setViewportSize(phone)
    await page.goto(`${site.url}/vi/admin/posts`)
    await page.getByRole('link', { name: 'Sách Tranh Mẫu', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sách Tranh Mẫu' })).toBeVisible()

    const categories = page.getByRole('group', { name: /^Danh mục/ })
    await categories.getByRole('checkbox', { name: 'Phiêu Lưu' }).check()
    // By keyboard: the space bar ticks a checkbox.
    await categories.getByRole('checkbox', { name: 'Hài Hước' }).focus()
    await page.keyboard.press('Space')
    await expect(categories.getByRole('checkbox', { name: 'Hài Hước' })).toBeChecked()
    await page.getByRole('combobox', { name: 'Chế độ' }).selectOption({ label: 'Phải sang trái' })

    const cover = page.getByRole('group', { name: /^Ảnh bìa/ })
    await cover.getByRole('button', { name: 'Chọn một trang làm ảnh bìa' }).click()
    const pages = cover.getByRole('list').getByRole('button', { name: /^Trang đầu của / })
    await expect(pages).toHaveCount(2)
    const picked = pages.nth(1)
    await picked.click()
    await expect(picked).toHaveAttribute('aria-pressed', 'true')
    // The form with the page grid open: nothing wider than the phone, nothing for axe.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    expect(await axeFindings(page)).toEqual([])

    await page.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bài viết.' })).toBeVisible()
    // Each field edited is locked against the next rescan, and says so.
    for (const field of ['danh mục', 'chiều đọc', 'ảnh bìa']) {
      await expect(page.getByRole('button', { name: `Mở khoá ${field}`, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Mở khoá banner', exact: true })).toHaveCount(0)
    await expect(cover.getByRole('img', { name: 'Ảnh bìa hiện tại' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    expect(await axeFindings(page)).toEqual([])
    await page.setViewportSize(desktop)
    expect(await axeFindings(page)).toEqual([])

    // A banner upload the server refuses (not an image inside): its words beside the button.
    const banner = page.getByRole('group', { name: /^Banner/ })
    const upload = async (buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser')
      await banner.getByRole('button', { name: 'Tải banner lên', exact: true }).click()
      await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer })
    }
    await upload(Buffer.from('not a picture'))
    await expect(banner.getByText('Tệp gửi lên không phải là ảnh dùng được.')).toBeVisible()
    // A real one: stored at once, shown and locked.
    await upload(
      await sharp({ create: { width: 800, height: 450, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    )
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu banner mới.' })).toBeVisible()
    await expect(banner.getByRole('img', { name: 'Banner hiện tại' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mở khoá banner', exact: true })).toBeVisible()
    await expect(banner.getByText('Tệp gửi lên không phải là ảnh dùng được.')).toHaveCount(0)

    // What the server stored: the page picked as the cover.
    const answer = await page.request.get(
      `${site.url}/vi/api/v1/admin/posts/?q=${encodeURIComponent('Sách Tranh')}`,
      {
        headers: { authorization: `Bearer ${site.token(adminEmail)}` },
      },
    )
    const [row] = ((await answer.json()) as { data: { id: number }[] }).data
    const edited = await page.request.get(`${site.url}/vi/api/v1/admin/posts/${row!.id}/`, {
      headers: { authorization: `Bearer ${site.token(adminEmail)}` },
    })
    const post = (
      (await edited.json()) as {
        data: { feature: string; reading_mode: string; chapters: { first_page: { path: string } }[] }
      }
    ).data
    expect(post.feature).toBe(post.chapters[1]!.first_page.path)
    expect(post.reading_mode).toBe('rtl')

    // A visitor, signed out, sees the categories and the new cover on the comic's page.
    const visitor = await browser.newContext({ serviceWorkers: 'block' })
    const detail = await visitor.newPage()
    await detail.goto(`${site.url}/vi/comic/${slug}/`)
    await expect(detail.getByRole('heading', { level: 1, name: 'Sách Tranh Mẫu' })).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Phiêu Lưu', exact: true })).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Hài Hước', exact: true })).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Kinh Dị', exact: true })).toHaveCount(0)
    await expect(detail.locator('.detail-featured__cover img')).toHaveAttribute(
      'src',
      new RegExp(`/media/${post.feature.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?w=`),
    )
    await visitor.close()
  })

  test('offline, an admin screen says it needs the network, and no admin answer was kept', async ({
    page,
    context,
  }) => {
    await useToken(page, site.token(adminEmail))
    await page.goto(`${site.url}/vi/admin/members`)
    await expect(page.getByRole('listitem').filter({ hasText: adminEmail })).toBeVisible()
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
      .toBe(true)
    const kept = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls.filter((url) => url.includes('/api/v1/admin/'))
    })
    expect(kept).toEqual([])

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Khu quản trị cần kết nối mạng' })).toBeVisible()
    await expect(page.getByText(adminEmail)).toHaveCount(0)
  })
})
