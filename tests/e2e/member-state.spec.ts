import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

interface Post {
  id: number
  slug: string
  posttype: string
}

const api = (path: string) => `/vi/api/v1${path}`
const password = 'mat-khau-123'

/** A film of the demo catalogue no other test likes or rates. */
async function film(request: APIRequestContext): Promise<Post> {
  const answer = await request.get(api('/posts/lists/movie/?sortby=created_at__desc'))
  const { data } = (await answer.json()) as { data: Post[] }
  const post = data.at(-2)
  if (!post) throw new Error('The demo catalogue has too few films')
  return post
}

/**
 * Signs in by the API. Every test of a run signs in from this one address, which may sign in ten times
 * a minute: a refusal (429) is waited out as its Retry-After says, once.
 */
async function signIn(request: APIRequestContext, email: string) {
  const ask = () => request.post(api('/auth/login'), { data: { email, password } })
  let answer = await ask()
  if (answer.status() === 429) {
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers()['retry-after'] ?? 60) * 1000))
    answer = await ask()
  }
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { token: string } }).data.token
}

/** Another browser with its own storage: a second device, signed in with its own session. */
async function device(browser: Browser, baseURL: string | undefined, token: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token)
  return context
}

test("a member's like and rating made on one device show on another", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const email = `two-devices-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  await signUpByApi(request, { name: 'Hai thiết bị', email, password })
  const post = await film(request)
  const detail = `/vi/${post.posttype}/${post.slug}`

  // The phone: likes and rates.
  await context.addInitScript(
    (value) => localStorage.setItem('accessToken', value),
    await signIn(request, email),
  )
  await page.goto(detail)
  const like = page.getByRole('button', { name: /Thích/ })
  await expect(like).toHaveText('Thích')
  await like.click()
  await expect(like).toHaveText('Đã Thích')
  await page.getByRole('button', { name: 'Đánh giá', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Đánh giá trải nghiệm' })
  await expect(dialog.getByRole('radio', { name: '1/10' })).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('radio', { name: '8/10' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Đã đánh giá 8/10' })).toBeVisible()

  // The laptop: nothing in its own storage, the same member signed in separately.
  const laptop = await device(browser, baseURL, await signIn(request, email))
  const other = await laptop.newPage()
  await other.goto(detail)
  await expect(other.getByRole('button', { name: /Thích/ })).toHaveText('Đã Thích')
  await expect(other.getByRole('button', { name: 'Đã đánh giá 8/10' })).toBeVisible()
  await laptop.close()

  // A visitor on a third browser sees only the public counts.
  const visitor = await browser.newContext({ baseURL })
  const stranger = await visitor.newPage()
  await stranger.goto(detail)
  await expect(stranger.getByRole('button', { name: /Thích/ })).toHaveText('Thích')
  await expect(stranger.getByRole('button', { name: 'Đánh giá', exact: true })).toBeVisible()
  await visitor.close()
})
