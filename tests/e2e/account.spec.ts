import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

const password = 'mot-secret-1'

/** A new member each time (the test database lives as long as the server), and a session of theirs. */
async function registerMember(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const member = { name: `Mọt ${id}`, email: `account-${id}@example.org` }
  const { token } = await signUpByApi(request, { ...member, password })
  return { ...member, id, token }
}

/** Another session of the member, as another device signing in. */
async function logInByApi(request: APIRequestContext, email: string, secret = password) {
  return request.post('/vi/api/v1/auth/login', {
    data: { email, password: secret, remember: true },
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
  })
}

/** Keeps `token` on the page's device once, as signing in does, then opens `path`. */
async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto('/vi/terms')
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token)
  await page.goto(path)
}

async function expectNoAxeFindings(page: Page) {
  const { passes, found } = await axeFindings(page)
  expect(passes).toBeGreaterThan(10)
  expect(found, readable(found)).toEqual([])
}

// The screens are what is checked: the service worker's precaching would only slow them down.
test.use({ serviceWorkers: 'block' })

test('a member edits their profile from the side menu, with the keyboard, and the avatar shows', async ({
  page,
  request,
}) => {
  const member = await registerMember(request)
  await openSignedIn(page, member.token, '/vi')
  const menu = page.getByRole('navigation', { name: 'Menu chính' })
  await menu.getByRole('link', { name: new RegExp(member.name) }).click()
  await expect(page).toHaveURL(/\/vi\/user\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ' })).toBeVisible()
  await expect(page.getByLabel('Tên hiển thị', { exact: true })).toHaveValue(member.name)
  await expectNoAxeFindings(page)

  // The rules of spec §5 as the form checks them.
  await page.getByLabel('Tên người dùng').fill('a b')
  await page.getByLabel('Giới thiệu bản thân').fill('x'.repeat(501))
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(
    page.getByText('Tên người dùng phải gồm 3 đến 30 chữ cái, chữ số, dấu chấm hoặc dấu gạch dưới'),
  ).toBeVisible()
  await expect(page.getByText('Phần giới thiệu chỉ được có tối đa 500 ký tự')).toBeVisible()
  await page.getByLabel('Tên người dùng').focus()

  // Typed and sent from the keyboard alone.
  const username = `reader_${member.id}`.slice(0, 30)
  await page.keyboard.press('Control+A')
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Đọc truyện mỗi tối.')
  await page.getByLabel('Họ và tên').focus()
  await page.keyboard.type('Nguyễn Văn Mọt')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Đã lưu hồ sơ của bạn.')).toBeVisible()

  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()
  // A PNG named .jpg: the server reads what it is.
  await page
    .getByLabel('Chọn ảnh đại diện')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: png })
  await expect(page.locator('img.avatar')).toBeVisible()
  await expect(page.getByText('Xoá ảnh đại diện')).toBeVisible()
  const text = Buffer.from('not a picture')
  await page
    .getByLabel('Đổi ảnh đại diện')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: text })
  await expect(page.getByRole('alert').getByText('Ảnh đại diện phải là ảnh JPG, JPEG hoặc PNG')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Tên người dùng')).toHaveValue(username)
  await expect(page.getByLabel('Họ và tên')).toHaveValue('Nguyễn Văn Mọt')
  await expect(page.getByLabel('Giới thiệu bản thân')).toHaveValue('Đọc truyện mỗi tối.')
  await expect(page.locator('img.avatar')).toBeVisible()
  await expectNoAxeFindings(page)
})

test('changing the password signs the other device out; one session is signed out from the list', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerMember(request)
  const other = await browser.newContext({ serviceWorkers: 'block' })
  const otherPage = await other.newPage()
  const phone = (await (await logInByApi(request, member.email)).json()) as { data: { token: string } }
  await openSignedIn(otherPage, phone.data.token, '/vi/finder')
  await expect(otherPage.getByRole('heading', { name: `Chào mừng, ${member.name}!` })).toBeVisible()

  await openSignedIn(page, member.token, '/vi/user/account')
  const sessions = page.getByRole('region', { name: 'Nơi bạn đang đăng nhập' })
  await expect(sessions.getByText('Thiết bị này')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expectNoAxeFindings(page)

  const form = page.getByRole('form', { name: 'Đổi mật khẩu' })
  await form.getByLabel('Mật khẩu hiện tại').fill(password)
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill('123')
  await form.getByLabel('Xác nhận mật khẩu mới').fill('124')
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click()
  await expect(form.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeVisible()
  await expect(form.getByText('Mật khẩu không khớp')).toBeVisible()
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill('new-secret-2')
  await form.getByLabel('Xác nhận mật khẩu mới').fill('new-secret-2')
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click()
  await expect(page.getByText('Đã đổi mật khẩu. Các thiết bị khác của bạn đã được đăng xuất.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)

  // The other device finds its session ended at its next call.
  await otherPage.goto('/vi/finder')
  await expect(otherPage.getByText('Bạn cần đăng nhập để sử dụng tính năng này.')).toBeVisible()

  // A new session elsewhere, signed out from this list by its own button.
  const laptop = await logInByApi(request, member.email, 'new-secret-2')
  expect(laptop.status()).toBe(200)
  const laptopToken = ((await laptop.json()) as { data: { token: string } }).data.token
  await page.reload()
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await sessions.getByRole('button', { name: /^Đăng xuất Chrome 131 trên Android/ }).click()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  const me = await request.get('/vi/api/v1/auth/me', { headers: { authorization: `Bearer ${laptopToken}` } })
  expect(me.status()).toBe(401)
  await other.close()
})

test('a member downloads their data, then deletes the account, and cannot sign in again', async ({
  page,
  request,
}) => {
  const member = await registerMember(request)
  await openSignedIn(page, member.token, '/en/user/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await expectNoAxeFindings(page)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^mot-account-\d{4}-\d\d-\d\d\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; name: string }
    sessions: unknown[]
  }
  expect(data.profile).toMatchObject({ email: member.email, name: member.name })
  expect(data.sessions.length).toBeGreaterThan(0)

  const leave = page.getByRole('form', { name: 'Delete account' })
  // Asked first, naming what goes; no answers nothing.
  const question = page.getByRole('alertdialog', { name: /^Delete your account for good\?/ })
  await leave.getByLabel('Current password').fill(password)
  await leave.getByRole('button', { name: 'Delete my account' }).click()
  await expect(question).toContainText('likes, ratings and reviews')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/user\/account$/)
  await leave.getByLabel('Current password').fill('not-my-password')
  await leave.getByRole('button', { name: 'Delete my account' }).click()
  await question.getByRole('button', { name: 'Delete my account' }).click()
  await expect(leave.getByRole('alert').getByText('Current password is incorrect')).toBeVisible()
  await leave.getByLabel('Current password').fill(password)
  await leave.getByRole('button', { name: 'Delete my account' }).click()
  await question.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible()
  expect((await logInByApi(request, member.email)).status()).toBe(401)
})

for (const lang of ['vi', 'en'] as const) {
  test(`the account pages in ${lang}: a visitor is asked to log in; a member's pages pass axe`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${lang}/user/account`)
    const login = lang === 'vi' ? 'Đăng nhập' : 'Log in'
    await expect(page.getByRole('main').getByRole('link', { name: login })).toBeVisible()
    await expectNoAxeFindings(page)
    const member = await registerMember(request)
    await openSignedIn(page, member.token, `/${lang}/user/profile`)
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'vi' ? 'Hồ sơ' : 'Profile' }),
    ).toBeVisible()
    await expectNoAxeFindings(page)
    await page.goto(`/${lang}/user/account`)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expectNoAxeFindings(page)
  })
}
