import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { CODE_ACTIVE_PATH } from './oidc-provider.ts'
import { OIDC_NAME, oidcIssuer, oidcSitePort, oidcSiteURL } from './oidc-site.ts'
import { signUpByApi } from './sign-up.ts'

/*
 * Signing in with an identity provider (docs/sign-in.md), end to end: the site started for it by
 * playwright.config.ts sends the browser to a real OpenID provider in-process (oidc-provider.ts),
 * whose development pages sign in whoever types a login, and back.
 */
test.use({ baseURL: oidcSiteURL })

const site = { url: oidcSiteURL, outbox: join(tmpdir(), `mot-e2e-${oidcSitePort}`, 'outbox') }
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'))

/** Who the session this device keeps belongs to (GET /auth/me with the stored token). */
async function whoIsSignedIn(page: Page) {
  const token = await storedToken(page)
  expect(token).toMatch(/^[\w-]{43}$/)
  const me = await page.request.get('/en/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(200)
  return ((await me.json()) as { data: { name: string; email: string; role: string } }).data
}

/** At the provider's pages: signs in as `login` (any password), then allows the site. */
async function atProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('signing in with an identity provider', () => {
  test('a new person signs in with the provider and becomes a member, signed in on this device', async ({
    page,
  }) => {
    const login = unique('reader')
    await page.goto('/en/user/login')
    await page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//)
    await atProvider(page, login)

    await expect(page).toHaveURL(/\/en$/)
    expect(await whoIsSignedIn(page)).toMatchObject({
      name: `${login} at the provider`,
      email: `${login}@example.test`,
      role: 'member',
    })

    // The account lists the identity; it is the only way in (no password), so it cannot be unlinked.
    await page.goto('/en/user/account')
    const identities = page.getByRole('region', { name: 'Sign-in with other accounts' })
    await expect(identities.getByText(OIDC_NAME, { exact: true })).toBeVisible()
    await expect(identities.getByText(`${login}@example.test`)).toBeVisible()
    await expect(identities.getByRole('button', { name: /Unlink/ })).toHaveCount(0)
    await expect(identities.getByText('This is your only way to sign in')).toBeVisible()
  })

  test('a member whose email the provider vouches for links it with their password, in Vietnamese', async ({
    page,
  }) => {
    const email = `${unique('owner')}@example.test`
    await signUpByApi(page.request, { name: 'Chủ tài khoản', email, password: 'mot-secret-1' }, site)
    await page.goto('/vi/user/login')
    await page.getByRole('button', { name: `Đăng nhập với ${OIDC_NAME}` }).click()
    await atProvider(page, email)

    await expect(page.getByText(`Đã có tài khoản dùng ${email}.`)).toBeVisible()
    // The provider's answer has left the address.
    expect(page.url()).not.toContain('code=')
    await page.getByLabel('Mật khẩu').fill('wrong-password')
    await page.getByRole('button', { name: 'Liên kết và đăng nhập' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Mật khẩu không đúng.' })).toBeVisible()
    await page.getByLabel('Mật khẩu').fill('mot-secret-1')
    await page.getByRole('button', { name: 'Liên kết và đăng nhập' }).click()
    await expect(page).toHaveURL(/\/vi$/)
    expect(await whoIsSignedIn(page)).toMatchObject({ name: 'Chủ tài khoản', email })

    // Linked: the account lists it, and with a password it can be unlinked.
    await page.goto('/vi/user/account')
    const identities = page.getByRole('region', { name: 'Đăng nhập bằng tài khoản khác' })
    await identities.getByRole('button', { name: `Gỡ liên kết ${OIDC_NAME}` }).click()
    await expect(identities).toHaveCount(0)
  })

  test('an answer with a state this site never made is refused, with a way back', async ({ page }) => {
    await page.goto('/vi/user/oidc-callback?code=made-up&state=forged-state')
    await expect(
      page.getByText('Phiên đăng nhập này đã hết hạn hoặc đã được dùng. Vui lòng đăng nhập lại.'),
    ).toBeVisible()
    expect(page.url()).not.toContain('state=')
    await page.getByRole('link', { name: 'Quay lại đăng nhập' }).click()
    await expect(page).toHaveURL(/\/vi\/user\/login$/)
  })

  test('the provider’s answer replayed (its state and nonce again) is refused', async ({ page }) => {
    await page.goto('/en/user/login')
    await page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click()
    const back = page.waitForRequest((request) => request.url().includes('/oidc-callback?'))
    await atProvider(page, unique('replayer'))
    const answer = (await back).url()
    await expect(page).toHaveURL(/\/en$/)

    await page.goto(answer)
    await expect(
      page.getByText('This sign-in has expired or was already used. Please sign in again.'),
    ).toBeVisible()
  })

  test('an expired authorization code is refused with a clear message', async ({ page }) => {
    // The code lives a second at the provider (a login starting with `expired`): the way back waits
    // until the provider itself says it no longer takes it.
    await page.route('**/api/v1/auth/oidc/finish', async (route) => {
      const { search } = route.request().postDataJSON() as { search: string }
      const code = new URLSearchParams(search).get('code') ?? ''
      await expect
        .poll(
          async () =>
            (await fetch(`${oidcIssuer}${CODE_ACTIVE_PATH}?code=${encodeURIComponent(code)}`)).text(),
          {
            timeout: 10_000,
          },
        )
        .toBe('false')
      await route.continue()
    })
    await page.goto('/en/user/login')
    await page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click()
    await atProvider(page, unique('expired'))
    await expect(
      page.getByText('The identity provider did not confirm this sign-in. Please sign in again.'),
    ).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })
})
