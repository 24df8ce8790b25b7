import { axeFindings, phone, useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/*
 * The admin area in people's words: the audit log says what was done, linked to the post and the
 * member; the overview has the site's figures; the dashboard and menu editors name entries by their
 * labels and give their fields the card's width at 1440 px, and stay usable at a phone's 390 px.
 */

const adminEmail = 'bien-tap@example.org'
const memberEmail = 'ban-doc@example.org'
const wide = { width: 1440, height: 900 }

test.describe('the admin area in words and figures', () => {
  test.describe.configure({ mode: 'serial' })
  const site = useAdminSite({
    name: 'e2e-admin-words',
    admin: adminEmail,
    members: [memberEmail],
    demo: true,
  })

  test('the audit log says what was done, by whom, linked to the post and the member', async ({ page }) => {
    test.setTimeout(300_000)
    await page.setViewportSize(wide)
    await useToken(page, site.token(adminEmail))
    // An edit to make an entry: a post's Vietnamese title, from its editor.
    await page.goto(`${site.url}/vi/admin/posts`)
    const first = page.locator('.admin-list .admin-card a').first()
    await expect(first).toBeVisible()
    const editor = (await first.getAttribute('href')) ?? ''
    await first.click()
    const titles = page.getByRole('group', { name: /^Tiêu đề/ })
    await titles.getByLabel('Tiếng Việt', { exact: true }).fill('Kiếm sĩ mây trời')
    await page
      .locator('form')
      .filter({ has: titles })
      .getByRole('button', { name: 'Lưu', exact: true })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bài viết.' })).toBeVisible()

    await page.goto(`${site.url}/vi/admin/audit`)
    const entries = page.locator('.admin-list > li')
    const edit = entries.first()
    await expect(edit.locator('.admin-card__name')).toHaveText(
      /^Đã sửa (phim|truyện tranh|tiểu thuyết|trò chơi) «Kiếm sĩ mây trời»$/,
    )
    await expect(edit.getByRole('link', { name: '«Kiếm sĩ mây trời»' })).toHaveAttribute('href', editor)
    await expect(edit.getByRole('link', { name: 'bien-tap', exact: true })).toBeVisible()
    // The first admin was made on the server's machine: said so, and the member is linked.
    const grant = entries.filter({ hasText: 'member.grant-admin' })
    await expect(grant.locator('.admin-card__name')).toHaveText('Đã cho bien-tap làm quản trị viên')
    await expect(grant).toContainText('bởi dòng lệnh trên máy chủ')
    expect(await axeFindings(page)).toEqual([])

    await grant.getByRole('link', { name: 'bien-tap', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thành viên' })).toBeVisible()
    await expect(page.getByRole('searchbox')).toHaveValue(adminEmail)
    await expect(page.locator('.admin-list > li')).toHaveCount(1)
    await expect(page.locator('.admin-list > li')).toContainText(adminEmail)
  })

  test('the overview shows posts by type, members, views and the library', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(wide)
    await useToken(page, site.token(adminEmail))
    await page.goto(`${site.url}/en/admin`)
    const table = page.getByRole('table', { name: 'Posts by type, published or not' })
    await expect(table.getByRole('columnheader')).toHaveText(['Type', 'Published', 'Unpublished'])
    await expect(table.getByRole('rowheader')).toHaveText(['Film', 'Comic', 'Novel', 'Game'])
    // The demo catalogue has posts of each type.
    for (const cell of await table.locator('tbody td:nth-child(2)').all()) {
      expect(Number(await cell.textContent())).toBeGreaterThan(0)
    }
    const facts = page.locator('.admin-figures__facts').first()
    await expect(facts.locator('dt')).toHaveText([
      'Members',
      'Admins',
      'Joined in the last seven days',
      'Views in the last seven days',
    ])
    // The demo's members and the two accounts made here, one of them the admin.
    await expect(facts.locator('dd')).toHaveText([/^\d[\d,]*$/, /^\d+$/, /^\d[\d,]*$/, /^\d[\d,]*$/])
    const count = async (n: number) =>
      Number((await facts.locator('dd').nth(n).textContent())?.replace(/,/g, ''))
    expect(await count(0)).toBeGreaterThanOrEqual(2)
    expect(await count(1)).toBeGreaterThanOrEqual(1)
    expect(await count(2)).toBeGreaterThanOrEqual(2)
    await expect(page.getByRole('heading', { level: 2, name: 'Library' }).first()).toBeVisible()
    await expect(page.getByText('Posts from the library')).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
  })

  for (const screen of ['dashboards', 'menu'] as const) {
    test(`the ${screen} editor names entries in words, its fields across the card at 1440 px, usable at 390 px`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(wide)
      await useToken(page, site.token(adminEmail))
      await page.goto(`${site.url}/vi/admin/${screen}`)
      const entry = page.locator('.admin-entry').first()
      await expect(entry).toBeVisible()
      // The internal name is the form's last field, and not the entry's name.
      const key = entry.getByLabel('Tên nội bộ', { exact: true })
      const code = await key.inputValue()
      if (code)
        await expect(entry.locator('.admin-entry__head .admin-card__name')).not.toHaveText(
          new RegExp(`^1\\. ${code}`),
        )
      // The fields take the card's width: several on a row, none a narrow column.
      const card = (await entry.boundingBox())!
      const form = (await entry.locator('.admin-form').first().boundingBox())!
      expect(form.width).toBeGreaterThan(card.width * 0.85)
      const label = (await entry.getByRole('textbox').first().boundingBox())!
      expect(label.width).toBeGreaterThan(200)
      const inputs = await entry
        .locator('.admin-form > .field input')
        .evaluateAll((all) => all.map((one) => Math.round(one.getBoundingClientRect().top)))
      expect(new Set(inputs).size, 'fields side by side').toBeLessThan(inputs.length)
      expect(await axeFindings(page)).toEqual([])

      await page.setViewportSize(phone)
      await expect(entry).toBeVisible()
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(scroll, 'nothing scrolls sideways').toBeLessThanOrEqual(0)
      expect(await axeFindings(page)).toEqual([])
    })
  }
})
