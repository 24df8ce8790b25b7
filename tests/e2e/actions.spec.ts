import type { APIRequestContext, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

interface Post {
  id: number
  slug: string
  posttype: string
  like_count: number
  rating_total: number
  rating_count: number
}

const api = (path: string) => `/vi/api/v1${path}`

/**
 * A novel of the demo catalogue, a different one for each test: tests run side by side and each
 * counts the likes and ratings of its own post.
 */
async function novel(request: APIRequestContext, position: number): Promise<Post> {
  const answer = await request.get(api('/posts/lists/novel/?sortby=created_at__desc'))
  const { data } = (await answer.json()) as { data: Post[] }
  const post = data.at(-position)
  if (!post) throw new Error(`The demo catalogue has fewer than ${position} novels`)
  return post
}

/** The post as the server counts it now. */
async function counted(request: APIRequestContext, post: Post): Promise<Post> {
  const answer = await request.get(api(`/posts/detail/${post.posttype}/${post.slug}/`))
  return ((await answer.json()) as { data: Post }).data
}

const detailPage = (post: Post) => `/vi/${post.posttype}/${post.slug}`
const likeButton = (page: Page) => page.getByRole('button', { name: /Thích/ })
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text)
/** The like count the detail page shows, as Vietnamese writes numbers. */
const shownLikes = (page: Page) => page.locator('dt:text-is("Lượt thích") + dd')
const vi = (count: number) => new Intl.NumberFormat('vi').format(count)

/** Runs in the page: whether the app has written the waiting like to IndexedDB. */
const likeStored = `(async () => new Promise((resolve) => {
  const open = indexedDB.open('mot-query-cache')
  open.onerror = () => resolve(false)
  open.onsuccess = () => {
    const request = open.result.transaction('queries').objectStore('queries').get('client')
    request.onsuccess = () => resolve((request.result?.clientState.mutations.length ?? 0) > 0)
    request.onerror = () => resolve(false)
  }
}))()`

test('likes and unlikes a post, the count moving by one each way', async ({ page, request }) => {
  const post = await novel(request, 1)
  const before = (await counted(request, post)).like_count
  await page.goto(detailPage(post))

  await likeButton(page).click()
  await expect(toast(page, 'Đã thích bài viết!')).toBeVisible()
  await expect(likeButton(page)).toHaveText('Đã Thích')
  await expect(shownLikes(page)).toHaveText(vi(before + 1))
  expect((await counted(request, post)).like_count).toBe(before + 1)

  await likeButton(page).click()
  await expect(toast(page, 'Đã bỏ thích bài viết!')).toBeVisible()
  await expect(likeButton(page)).toHaveText('Thích')
  await expect(shownLikes(page)).toHaveText(vi(before))
  expect((await counted(request, post)).like_count).toBe(before)
})

test('asks a visitor to sign in before rating, and brings them back to rate once signed in', async ({
  page,
  request,
}) => {
  const email = `back-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  await signUpByApi(request, { name: 'Người đọc', email, password: 'mat-khau-123' })
  const post = await novel(request, 2)
  await page.goto(detailPage(post))
  await page.getByRole('button', { name: 'Đánh giá' }).click()
  await expect(toast(page, 'Bạn cần đăng nhập để đánh giá!')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.locator('.toaster').getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/vi\/user\/login\/?\?redirect=/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mật khẩu').fill('mat-khau-123')
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${detailPage(post).replace(/\/$/, '')}/?$`))
  await page.getByRole('button', { name: 'Đánh giá' }).click()
  await expect(page.getByRole('dialog', { name: 'Đánh giá trải nghiệm' })).toBeVisible()
})

test('rates a post with the keyboard after registering', async ({ page, context, request }) => {
  const email = `rater-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const session = await signUpByApi(request, { name: 'Người xem', email, password: 'mat-khau-123' })
  await context.addInitScript((token) => localStorage.setItem('accessToken', token), session.token)

  const post = await novel(request, 3)
  const before = await counted(request, post)
  await page.goto(detailPage(post))
  const rate = page.getByRole('button', { name: 'Đánh giá' })
  await rate.click()

  const dialog = page.getByRole('dialog', { name: 'Đánh giá trải nghiệm' })
  await expect(dialog.getByText('Bộ truyện chữ này xứng đáng bao nhiêu điểm?')).toBeVisible()
  const send = dialog.getByRole('button', { name: 'Gửi đánh giá' })
  await expect(send).toBeDisabled()
  await expect(dialog.getByRole('radio', { name: '1/10' })).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('radio', { name: '9/10' })).toBeChecked()
  await expect(send).toBeEnabled()
  await dialog.getByPlaceholder('Nhập nội dung đánh giá...').fill('Truyện hay, đáng đọc.')
  await send.click()

  await expect(toast(page, 'Đánh giá của bạn đã được gửi!')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(rate).toBeFocused()
  const after = await counted(request, post)
  expect(after.rating_count).toBe(before.rating_count + 1)
  expect(after.rating_total).toBe(before.rating_total + 9)

  await rate.click()
  await expect(send).toBeDisabled()
  await expect(dialog.getByPlaceholder('Nhập nội dung đánh giá...')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('saves a post, kept after a reload, and copies its link to share', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = await novel(request, 4)
  await page.goto(detailPage(post))
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()

  await page.getByRole('button', { name: 'Chia sẻ' }).click()
  await expect(toast(page, 'Đã sao chép liên kết')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(new URL(detailPage(post), page.url()).href)
})

test('a like made offline waits, survives a reload, and counts once when back online', async ({
  page,
  context,
  request,
}) => {
  const post = await novel(request, 5)
  const before = (await counted(request, post)).like_count
  await page.goto(detailPage(post))
  await expect(likeButton(page)).toHaveText('Thích')
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true)

  // Chromium's offline emulation alone let the like reach the server in some runs (a request the
  // service worker passes on); a network that is really gone lets nothing through, so the API is cut
  // off as well.
  const noNetwork = (route: Route) => route.abort('internetdisconnected')
  await context.route('**/api/v1/**', noNetwork)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'Bạn đang ngoại tuyến' })).toBeVisible()
  await likeButton(page).click()
  await expect(likeButton(page)).toHaveText('Đã Thích Đang chờ mạng')
  await expect.poll(() => page.evaluate(likeStored)).toBe(true)

  await page.reload()
  await expect(likeButton(page)).toHaveText('Đã Thích Đang chờ mạng')
  expect((await counted(request, post)).like_count).toBe(before)

  await context.unroute('**/api/v1/**', noNetwork)
  await context.setOffline(false)
  await expect(toast(page, 'Đã thích bài viết!')).toBeVisible()
  await expect(likeButton(page)).toHaveText('Đã Thích')
  await expect(shownLikes(page)).toHaveText(vi(before + 1))
  expect((await counted(request, post)).like_count).toBe(before + 1)

  // Opened again online: nothing is left to send, and the count has moved only once.
  await page.reload()
  await expect(likeButton(page)).toHaveText('Đã Thích')
  await expect(shownLikes(page)).toHaveText(vi(before + 1))
  await expect(toast(page, 'Đã thích bài viết!')).toHaveCount(0)
  expect((await counted(request, post)).like_count).toBe(before + 1)
})
