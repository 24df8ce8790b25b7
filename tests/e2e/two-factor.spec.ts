import type { CDPSession, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

/*
 * Issue 50's two-factor sign-in and passkeys, as a person uses them: a member sets up an
 * authenticator app on the security page (the codes computed here from the key shown beside the QR
 * code), signs out, signs in with the password and a code, then with a recovery code; another
 * registers a passkey with Chromium's virtual authenticator (DevTools protocol), signs out, signs in
 * with the passkey alone, and removes it. On `localhost`: a passkey's site is a name, never an IP.
 */

const port = process.env.E2E_PORT ?? '4173'
test.use({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' })

const password = 'mot-secret-1'

async function newMember(page: Page, prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const email = `${prefix}-${id}@example.org`
  const { token } = await signUpByApi(page.request, { name: `Mọt ${id}`, email, password })
  await page.goto('/en/terms')
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token)
  return email
}

/** Signing out, as far as this device goes: its session is forgotten. */
async function forgetSession(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('accessToken')
    sessionStorage.clear()
  })
}

async function logIn(page: Page, email: string) {
  await page.goto('/en/user/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })

test('a member sets up two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const email = await newMember(page, 'totp')
  await page.goto('/en/user/account')
  await page.getByRole('link', { name: /Security/ }).click()
  await expect(page).toHaveURL(/\/en\/user\/security$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
  await expect(page.getByTestId('two-factor-status')).toContainText('Off')

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(page.getByRole('img', { name: 'QR code to set up an authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const enrolledAt = Date.now()
  await page.getByLabel('Code from the app').fill(codeAt(secret, enrolledAt))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.allTextContents()).map((code) => code.trim())
  await expect(page.getByTestId('two-factor-status')).toContainText('Recovery codes left: 10')

  // Signed out, the password alone is not enough any more.
  await forgetSession(page)
  await logIn(page, email)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused()
  await page.getByLabel('Code', { exact: true }).fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The code is incorrect' })).toBeVisible()
  // The code enrolling took cannot be used again: the next step's (within one step of now) can.
  await page.getByLabel('Code', { exact: true }).fill(codeAt(secret, enrolledAt + 30_000))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/en$/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^[\w-]{43}$/)

  await forgetSession(page)
  await logIn(page, email)
  await page.getByLabel('Code', { exact: true }).fill(recovery[0]!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/en/user/security')
  await expect(page.getByTestId('two-factor-status')).toContainText('Recovery codes left: 9')

  // The same recovery code does not work twice.
  await forgetSession(page)
  await logIn(page, email)
  await page.getByLabel('Code', { exact: true }).fill(recovery[0]!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The code is incorrect' })).toBeVisible()
})

/** A platform authenticator that holds passkeys and verifies its user, as a phone's would. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, id: authenticatorId }
}

test('a member registers a passkey, signs in with it alone, and removes it', async ({ page }) => {
  const { cdp, id } = await virtualAuthenticator(page)
  await newMember(page, 'passkey')
  await page.goto('/en/user/security')
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
  await page.getByLabel('Passkey name').fill('Test phone')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Passkey “Test phone” added.' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: 'Test phone' })
  await expect(row).toContainText('Never used')
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]!.isResidentCredential).toBe(true)

  await forgetSession(page)
  await page.goto('/en/user/login')
  // The drawn page's late parts taken over first: a sign-in before them (the virtual authenticator
  // answers at once) has one of them meet a member where the server drew a visitor (React #418).
  await page.waitForLoadState('networkidle')
  // No email, no password: the passkey alone.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/en/user/security')
  await expect(row).toContainText('Last used')
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials[0]!.signCount).toBe(
    credentials[0]!.signCount + 1,
  )

  await row.getByRole('button', { name: 'Remove Test phone' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Passkey “Test phone” removed.' })).toBeVisible()
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible()

  // Removed, it signs no one in.
  await forgetSession(page)
  await page.goto('/en/user/login')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'passkey' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})
