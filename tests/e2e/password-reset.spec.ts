import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { readMail } from '../server/mail-reading.ts'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

/**
 * The e2e server writes its mail to its data folder's outbox (no SMTP_URL): tests/e2e/serve.ts puts
 * that folder in the system's temporary one, named by the port.
 */
const outbox = join(tmpdir(), `mot-e2e-${process.env.E2E_PORT ?? '4173'}`, 'outbox')

/** The reset link of the latest mail to `email`, once it has been written. */
async function resetLinkFor(email: string) {
  let link = ''
  await expect
    .poll(
      () => {
        let files: string[] = []
        try {
          files = readdirSync(outbox)
            .filter((file) => file.endsWith('.eml'))
            .sort()
        } catch {
          return ''
        }
        const mails = files
          .map((file) => readMail(readFileSync(join(outbox, file), 'utf8')))
          .filter((mail) => mail.to.includes(email))
        link =
          /^https?:\/\/\S+\/user\/reset-password\?token=[\w-]{43}$/m.exec(mails.at(-1)?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  return link
}

const newMember = () => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return { name: `Mọt ${id}`, email: `reset-${id}@example.org`, password: 'old-secret-1' }
}

async function expectNoAxeFindings(page: Page) {
  const { found } = await axeFindings(page)
  expect(found, readable(found)).toEqual([])
}

test('a member who forgot the password sets a new one from the mailed link and signs in with it', async ({
  page,
}) => {
  const member = newMember()
  await signUpByApi(page.request, member)

  await page.goto('/vi/user/login')
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeVisible()
  await expect(page).toHaveTitle(/Quên mật khẩu/)
  // By keyboard: the field, then Enter sends the form.
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Email').press('Enter')
  const sent = page.getByText(
    'Nếu có tài khoản dùng email này, một liên kết để đặt mật khẩu mới đang được gửi đến.',
    {
      exact: false,
    },
  )
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()
  await expect(page.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeVisible()

  const link = await resetLinkFor(member.email)
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)
  const response = await page.goto(link)
  expect(response?.headers()['cache-control']).toBe('no-store')
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toBeVisible()

  // The form's own checks come first, in the reader's language.
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('new-secret-2')
  await page.getByLabel('Xác nhận mật khẩu mới').fill('new-secret-3')
  await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click()
  await expect(page.getByText('Mật khẩu không khớp')).toBeVisible()
  await page.getByLabel('Xác nhận mật khẩu mới').fill('new-secret-2')
  await page.getByLabel('Xác nhận mật khẩu mới').press('Enter')
  await expect(page.getByText('Mật khẩu của bạn đã được đổi.', { exact: false })).toBeFocused()

  // The link worked once: again, it says so and offers a new one.
  await page.goto(link)
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('other-secret')
  await page.getByLabel('Xác nhận mật khẩu mới').fill('other-secret')
  await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click()
  await expect(page.getByText('Liên kết đặt mật khẩu mới này đã hết hạn hoặc đã được dùng.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toBeVisible()

  // The old password no longer opens the account; the new one does.
  const old = await page.request.post('/vi/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
  })
  expect(old.status()).toBe(401)
  await page.goto('/vi/user/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Mật khẩu').fill('new-secret-2')
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('navigation', { name: 'Menu chính' }).getByText(member.name)).toBeVisible()
})

test('an unknown email gets the same answer as a known one', async ({ page }) => {
  await page.goto('/en/user/forgot-password')
  await page.getByLabel('Email').fill('nobody-here@example.org')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(
    page.getByText('If an account uses this email, a link to set a new password is on its way.', {
      exact: false,
    }),
  ).toBeVisible()
})

for (const lang of ['vi', 'en'] as const) {
  const words = {
    vi: {
      forgot: 'Quên mật khẩu',
      reset: 'Đặt mật khẩu mới',
      gone: 'Yêu cầu liên kết mới',
      email: 'Email không hợp lệ',
    },
    en: {
      forgot: 'Forgot password',
      reset: 'Set a new password',
      gone: 'Ask for a new link',
      email: 'Email is invalid',
    },
  }[lang]

  test(`the forgot and reset screens pass axe (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/user/forgot-password`)
    await expect(page.getByRole('heading', { level: 1, name: words.forgot })).toBeVisible()
    await expectNoAxeFindings(page)
    // With its message showing, too.
    await page
      .getByRole('button')
      .filter({ hasText: /Gửi liên kết|Send the link/ })
      .click()
    await expect(page.getByText(words.email)).toBeVisible()
    await expectNoAxeFindings(page)

    await page.goto(`/${lang}/user/reset-password?token=${'a'.repeat(43)}`)
    await expect(page.getByRole('heading', { level: 1, name: words.reset })).toBeVisible()
    await expectNoAxeFindings(page)

    // No token at all: the screen says the link is not one, and offers a new one.
    await page.goto(`/${lang}/user/reset-password`)
    await expect(page.getByRole('link', { name: words.gone })).toBeVisible()
    await expectNoAxeFindings(page)
  })
}
