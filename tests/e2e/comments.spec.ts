import type { APIRequestContext, Page } from '@playwright/test'
import { axeFindings, useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/*
 * Comments (issue 49): a member writes one at the end of a chapter; another reports it; an admin sees
 * it first among the comments, hides it, and readers no longer see it.
 */

const adminEmail = 'kiem-duyet@example.org'
const writerEmail = 'nguoi-viet@example.org'
const reporterEmail = 'nguoi-bao@example.org'
const chapter = '/vi/comic/kiem-si-may-troi/1'
const none = 'Chưa có bình luận nào. Hãy là người đầu tiên lên tiếng.'

/** Scrolls to the chapter's comments (its pages above may still be growing) until `text` shows in them. */
async function scrollToComments(page: Page, text: string) {
  const section = page.locator('.chapter-end .comments')
  await expect(async () => {
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByText(text)).toBeVisible({ timeout: 1000 })
  }).toPass()
  return section
}

/** Reports a comment as the member whose session `token` is, through the API. */
async function report(request: APIRequestContext, site: string, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}` }
  const csrf = await request.get(`${site}/vi/api/v1/auth/csrf_create/`, { headers })
  const { csrf_token } = ((await csrf.json()) as { data: { csrf_token: string } }).data
  const res = await request.post(`${site}/vi/api/v1/comments/${id}/report/`, {
    headers,
    form: { reason: 'Tiết lộ nội dung', csrf_token },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test.describe('comments', () => {
  test.describe.configure({ mode: 'serial' })
  const site = useAdminSite({
    name: 'e2e-comments',
    admin: adminEmail,
    members: [writerEmail, reporterEmail],
    demo: true,
  })

  test('a member writes one at the end of a chapter; an admin hides it once reported', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await useToken(page, site.token(writerEmail))
    await page.goto(`${site.url}${chapter}`)
    const section = await scrollToComments(page, none)
    const written = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes('/api/v1/posts/comments/comic/'),
    )
    await section.getByRole('textbox', { name: 'Viết bình luận' }).fill('Chương hay!\n||Lam nhặt được kiếm||')
    await section.getByRole('button', { name: 'Gửi' }).click()
    const id = ((await (await written).json()) as { data: { id: number } }).data.id
    const mine = section.locator('.comment').filter({ hasText: 'Chương hay!' })
    await expect(mine).toBeVisible()
    // The spoiler stays hidden until it is pressed.
    await expect(mine).not.toContainText('Lam nhặt được kiếm')
    await mine.getByRole('button', { name: 'Tiết lộ nội dung: bấm để xem' }).click()
    await expect(mine).toContainText('Lam nhặt được kiếm')
    expect(await axeFindings(page)).toEqual([])
    // Every comment opens over the chapter, at an address of its own; closing it leaves the reader there.
    await section.getByRole('link', { name: 'Tất cả bình luận (1)' }).click()
    const all = page.getByRole('dialog', { name: 'Bình luận chương 1 (1)' })
    await expect(all.getByText('Chương hay!')).toBeVisible()
    await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/1#comments-1$/)
    expect(await axeFindings(page)).toEqual([])
    await all.getByRole('button', { name: 'Đóng' }).click()
    await expect(all).toBeHidden()
    await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/1$/)

    await report(page.request, site.url, site.token(reporterEmail), id)

    const admin = await browser.newPage()
    await useToken(admin, site.token(adminEmail))
    await admin.goto(`${site.url}/vi/admin/comments`)
    const first = admin.locator('.admin-list > li').first()
    await expect(first).toContainText('Chương hay!')
    await expect(first).toContainText('Bị báo cáo 1 lần')
    await expect(first).toContainText('“Tiết lộ nội dung”')
    expect(await axeFindings(admin)).toEqual([])
    await first.getByRole('button', { name: 'Ẩn', exact: true }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Đã ẩn bình luận.' })).toBeVisible()
    await expect(first.getByRole('button', { name: 'Hiện lại' })).toBeVisible()
    await admin.goto(`${site.url}/vi/admin/audit`)
    await expect(admin.locator('.admin-list > li').first()).toContainText(
      'Đã ẩn một bình luận của nguoi-viet',
    )
    await admin.close()

    // Hidden: a visitor reading the chapter sees none.
    const visitor = await browser.newPage()
    await visitor.goto(`${site.url}${chapter}`)
    const card = await scrollToComments(visitor, none)
    await expect(card.getByRole('link', { name: 'Đăng nhập để bình luận' })).toBeVisible()
    await visitor.close()
  })
})
