import type { APIRequestContext } from '@playwright/test'
import { useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/*
 * What each member may see (issue 50), end to end: an admin rates a post 18+ in the post form and
 * limits a member to 13+ on the members screen; the member no longer finds the post, and lowers their
 * own limit on their account; a kiosk set up for all ages says so with every API call.
 */

interface Row {
  id: number
  slug: string
  posttype: string
  title: { vi: string; en: string }
  status: string
}

/** A published demo comic, as the admin area lists it. */
async function demoComic(request: APIRequestContext, site: string, token: string) {
  const res = await request.get(`${site}/vi/api/v1/admin/posts/?type=comic&status=published`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  const rows = ((await res.json()) as { data: Row[] }).data
  expect(rows.length).toBeGreaterThan(0)
  return rows[0]!
}

const detailStatus = async (request: APIRequestContext, site: string, slug: string, token: string) =>
  (
    await request.get(`${site}/vi/api/v1/posts/detail/comic/${slug}/`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status()

test.describe('age ratings', () => {
  /** The comic the first test rates 18+. */
  let rated: Row | undefined
  test.describe.configure({ mode: 'serial' })
  const adminEmail = 'chu-do-tuoi@example.org'
  const memberEmail = 'be-na@example.org'
  const site = useAdminSite({
    name: 'e2e-age-ratings',
    admin: adminEmail,
    members: [memberEmail],
    demo: true,
  })

  test('an admin rates a post 18+ and limits a member to 13+; the member no longer finds it and lowers their own', async ({
    page,
    browser,
  }) => {
    const adminToken = site.token(adminEmail)
    const memberToken = site.token(memberEmail)
    const post = await demoComic(page.request, site.url, adminToken)
    rated = post
    expect(await detailStatus(page.request, site.url, post.slug, memberToken)).toBe(200)

    // The post form: Độ tuổi, its four choices, 18+ saved and locked.
    await useToken(page, adminToken)
    await page.goto(`${site.url}/vi/admin/posts/${post.id}`)
    const rating = page.getByRole('group', { name: /^Độ tuổi/ })
    const select = rating.getByRole('combobox', { name: 'Dành cho' })
    await expect(select).toHaveValue('0')
    await expect(select.locator('option')).toHaveText(['Mọi lứa tuổi', '13+', '16+', '18+'])
    await select.selectOption('18')
    await page.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bài viết.' })).toBeVisible()
    await expect(rating.getByRole('button', { name: 'Mở khoá độ tuổi' })).toBeVisible()

    // The same form in English.
    await page.goto(`${site.url}/en/admin/posts/${post.id}`)
    const english = page.getByRole('group', { name: /^Age rating/ })
    await expect(english.getByRole('combobox', { name: 'For' }).locator('option')).toHaveText([
      'All ages',
      '13+',
      '16+',
      '18+',
    ])
    await expect(english.getByRole('combobox', { name: 'For' })).toHaveValue('18')

    // The post's page shows its rating, in both languages (the admin has no limit).
    await page.goto(`${site.url}/vi/comic/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title.vi })).toBeVisible()
    await expect(page.getByText('Dành cho người từ 18 tuổi trở lên')).toBeAttached()
    await expect(page.locator('.detail-rating')).toHaveText('18+')
    await page.goto(`${site.url}/en/comic/${post.slug}`)
    await expect(page.getByText('For ages 18 and over')).toBeAttached()

    // The members screen: the member's highest rating, 13+.
    await page.goto(`${site.url}/vi/admin/members`)
    const card = page.getByRole('listitem').filter({ hasText: memberEmail })
    await card.getByRole('button', { name: 'Nội dung được xem' }).click()
    await card.getByRole('combobox', { name: 'Độ tuổi tối đa' }).selectOption('13')
    await card.getByRole('button', { name: 'Lưu giới hạn độ tuổi' }).click()
    await expect(card.getByRole('status')).toHaveText('Giới hạn độ tuổi của be-na giờ là 13+.')
    await expect(card.getByText('13+', { exact: true }).first()).toBeVisible()

    // The member: the post is gone for them (its page and its answer), and their account says why.
    const member = await browser.newPage()
    await useToken(member, memberToken)
    expect(await detailStatus(member.request, site.url, post.slug, memberToken)).toBe(404)
    await member.goto(`${site.url}/vi/comic/${post.slug}`)
    await expect(member.getByRole('heading', { level: 1, name: post.title.vi })).toHaveCount(0)

    await member.goto(`${site.url}/vi/user/account`)
    const form = member.getByRole('form', { name: 'Nội dung bạn xem' })
    await expect(form).toContainText('Quản trị viên đã đặt giới hạn của bạn là 13+.')
    const own = form.getByRole('combobox', { name: 'Độ tuổi tối đa' })
    // Never above the admin's: 16+ and 18+ are not offered.
    await expect(own.locator('option')).toHaveText([
      'Giới hạn của quản trị viên (13+)',
      'Mọi lứa tuổi',
      '13+',
    ])
    await own.selectOption('0')
    await form.getByRole('button', { name: 'Lưu' }).click()
    await expect(form.getByRole('status')).toHaveText('Đã lưu. Giới hạn độ tuổi của bạn giờ là Mọi lứa tuổi.')
    const me = await member.request.get(`${site.url}/vi/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${memberToken}` },
    })
    expect(((await me.json()) as { data: { age_limit: number } }).data.age_limit).toBe(0)
    // Raising it above the admin's through the API is refused with the envelope.
    const csrf = await member.request.get(`${site.url}/en/api/v1/auth/csrf_create/`, {
      headers: { authorization: `Bearer ${memberToken}` },
    })
    const { csrf_token } = ((await csrf.json()) as { data: { csrf_token: string } }).data
    const above = await member.request.post(`${site.url}/en/api/v1/account/age-limit/`, {
      headers: { authorization: `Bearer ${memberToken}` },
      form: { own_age_limit: '18', csrf_token },
    })
    expect(above.status()).toBe(400)
    expect(await above.json()).toEqual({
      status: 'error',
      message: 'You cannot choose more than the limit an admin set (13+).',
    })

    // In English, the same section.
    await member.goto(`${site.url}/en/user/account`)
    await expect(member.getByRole('form', { name: 'What you see' })).toContainText(
      'An admin set your limit to 13+.',
    )
    await member.close()

    // The audit log says each change in words.
    await page.goto(`${site.url}/vi/admin/audit`)
    await expect(page.getByText('Đặt giới hạn độ tuổi của be-na là 13+')).toBeVisible()
    await expect(page.getByText('Tự chọn giới hạn độ tuổi: Mọi lứa tuổi')).toBeVisible()
  })

  test('a kiosk set up for all ages sends X-Age-Limit: 0 with every API call', async ({ page }) => {
    const limits: (string | null)[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/api/v1/'))
        limits.push(request.headers()['x-age-limit'] ?? null)
    })
    await page.goto(`${site.url}/vi/settings`)
    const kiosk = page.getByRole('region', { name: 'Chế độ kiosk' })
    await expect(kiosk.getByRole('combobox', { name: 'Độ tuổi tối đa được hiển thị' })).toHaveValue('0')
    await kiosk.getByLabel('Mã PIN để thoát chế độ kiosk (4 đến 8 chữ số)').fill('2468')
    limits.length = 0
    await kiosk.getByRole('button', { name: 'Bật chế độ kiosk' }).click()
    await expect(page).toHaveURL(`${site.url}/vi`)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect.poll(() => limits.length).toBeGreaterThan(0)
    expect(limits.every((limit) => limit === '0')).toBe(true)

    // The server leaves the 18+ comic out for the kiosk (a visitor without the header still sees it).
    const detail = (headers: Record<string, string>) =>
      page.request.get(`${site.url}/vi/api/v1/posts/detail/comic/${rated!.slug}/`, { headers })
    expect((await detail({})).status()).toBe(200)
    expect((await detail({ 'x-age-limit': '0' })).status()).toBe(404)
  })
})
