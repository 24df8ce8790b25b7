import { axeFindings, desktop, phone, register, useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

test('a member who opens /vi/admin sees the 403 screen, with a way home', async ({ page, baseURL }) => {
  const token = await register(page.request, baseURL!, `thanh-vien-${Date.now().toString(36)}@example.org`)
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
  const site = useAdminSite({ name: 'e2e-admin', admin: adminEmail, members: [memberEmail] })

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

    // The audit log names the change: who, and the role before and after.
    await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Nhật ký' }).click()
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `member:` })
      .filter({ hasText: adminEmail })
      .first()
    await expect(entry).toContainText('member.grant-admin')
    await expect(entry.locator('.admin-change__before')).toHaveText('role: member')
    await expect(entry.locator('.admin-change__after')).toHaveText('role: admin')
    expect(await axeFindings(page)).toEqual([])
    await page.setViewportSize(phone)
    expect(await axeFindings(page)).toEqual([])
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
