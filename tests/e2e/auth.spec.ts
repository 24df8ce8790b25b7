import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, untilReady } from './fixtures.ts'
import { registrationTokenFor, signUpByApi } from './sign-up.ts'

const password = 'mot-secret-1'

/** A new member each time: the test database lives as long as the server, and emails are unique. */
const newMember = () => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return { name: `Mọt ${id}`, email: `member-${id}@example.org` }
}

async function registerByApi(request: APIRequestContext) {
  const member = newMember()
  await signUpByApi(request, { ...member, password })
  return member
}

const storedToken = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('accessToken'),
    session: sessionStorage.getItem('accessToken'),
  }))

async function logIn(page: Page, email: string, secret: string, remember: boolean) {
  await page.goto('/vi/user/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mật khẩu').fill(secret)
  if (remember) await page.getByLabel('Ghi nhớ đăng nhập').check()
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
}

test.describe('register, sign out, sign in (spec §2, §4)', () => {
  test('a new member registers, confirms the mailed link, signs out from the menu, and with remember me stays signed in', async ({
    page,
    browser,
  }) => {
    const member = newMember()
    const register = async (name: string) => {
      await page.goto('/vi/user/register')
      await page.getByLabel('Tên').fill(name)
      await page.getByLabel('Email').fill(member.email)
      await page.getByLabel('Mật khẩu', { exact: true }).fill(password)
      await page.getByLabel('Xác nhận mật khẩu').fill(password)
      await page.getByRole('checkbox', { name: /Tôi đồng ý với điều khoản sử dụng/ }).check()
      await page.getByRole('button', { name: 'Đăng ký' }).click()
      await expect(
        page.getByText(`Hãy kiểm tra hộp thư: chúng tôi đã gửi thư đến ${member.email}.`),
      ).toBeVisible()
    }
    await register(member.name)
    // No one is signed in until the mailed link is opened and confirmed.
    expect(await storedToken(page)).toEqual({ local: null, session: null })
    await page.goto(`/vi/user/confirm-email?token=${await registrationTokenFor(member.email)}`)
    await page.getByRole('button', { name: 'Xác nhận email' }).click()

    await expect(page).toHaveURL(/\/vi$/)
    const menu = page.getByRole('navigation', { name: 'Menu chính' })
    await expect(menu.getByText(member.name)).toBeVisible()

    await menu.getByRole('button', { name: 'Đăng xuất' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Đăng xuất' }).click()
    await expect(menu.getByRole('link', { name: 'Đăng nhập' })).toBeVisible()
    expect(await storedToken(page)).toEqual({ local: null, session: null })

    await logIn(page, member.email, password, true)
    await expect(page).toHaveURL(/\/vi$/)
    await expect(menu.getByText(member.name)).toBeVisible()
    expect((await storedToken(page)).local).toMatch(/^[\w-]{43}$/)

    // A reload asks the server who the kept token belongs to.
    await page.goto('/vi/finder')
    await page.reload()
    await expect(page.getByRole('heading', { name: `Chào mừng, ${member.name}!` })).toBeVisible()

    // A browser restart keeps localStorage, not sessionStorage: the remembered session survives.
    const restarted = await browser.newContext({ storageState: await page.context().storageState() })
    const again = await restarted.newPage()
    await again.goto('/vi/finder')
    // A page of a context of its own: not the fixture's, which waits for the app to take it over.
    await untilReady(again)
    await expect(again.getByRole('heading', { name: `Chào mừng, ${member.name}!` })).toBeVisible()
    await restarted.close()

    // Registering again with the email, now an account's, shows the very same words.
    await register('Người khác')
  })

  test('without remember me the session ends with the browser session', async ({
    page,
    browser,
    request,
  }) => {
    const member = await registerByApi(request)
    await logIn(page, member.email, password, false)
    await expect(page).toHaveURL(/\/vi$/)
    expect((await storedToken(page)).local).toBeNull()

    await page.goto('/vi/finder')
    await page.reload()
    await expect(page.getByRole('heading', { name: `Chào mừng, ${member.name}!` })).toBeVisible()

    const restarted = await browser.newContext({ storageState: await page.context().storageState() })
    const again = await restarted.newPage()
    await again.goto('/vi/finder')
    // A page of a context of its own: not the fixture's, which waits for the app to take it over.
    await untilReady(again)
    await expect(again.getByText('Bạn cần đăng nhập để sử dụng tính năng này.')).toBeVisible()
    await again.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click()
    // The sign-in brings them back to the finder.
    await expect(again).toHaveURL(/\/vi\/user\/login\/?\?redirect=%2Fvi%2Ffinder$/)
    await restarted.close()
  })

  test('a wrong password is refused with the server’s message', async ({ page, request }) => {
    const member = await registerByApi(request)
    await page.goto('/en/user/login')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Email or password is incorrect',
    )
    await expect(page).toHaveURL(/\/en\/user\/login\/?$/)
    expect(await storedToken(page)).toEqual({ local: null, session: null })
  })
})

test('the register form links to the terms of use, which read in both languages', async ({
  page,
  context,
}) => {
  await page.goto('/vi/user/register')
  const link = page.getByRole('link', { name: 'điều khoản sử dụng' })
  const [terms] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(terms).toHaveURL(/\/vi\/terms$/)
  await expect(terms.getByRole('heading', { level: 1, name: 'Điều khoản sử dụng' })).toBeVisible()
  await expect(terms.getByRole('heading', { level: 2, name: '2. Tài khoản' })).toBeVisible()
  await expect(terms).toHaveTitle(/Điều khoản sử dụng/)

  await terms.goto('/en/terms')
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(terms.getByRole('heading', { level: 2, name: '2. Your account' })).toBeVisible()
})
