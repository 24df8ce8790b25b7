import type { APIRequestContext, Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { signInAsNewMember, signUpByApi } from './sign-up.ts'
import { MIN, smallTargets } from './target-size.ts'

// The screens are what is checked: the service worker's precaching would only slow them down.
test.use({ serviceWorkers: 'block' })

const film = { posttype: 'movie', slug: 'tinh-yeu-o-da-lat', title: 'Tình yêu ở Đà Lạt' }

/** axe finds nothing, and every control is a target of 44 px at least. */
async function expectAccessible(page: Page) {
  const { passes, found } = await axeFindings(page)
  expect(passes).toBeGreaterThan(10)
  expect(found, readable(found)).toEqual([])
  expect(await page.evaluate(smallTargets, MIN)).toEqual([])
}

/**
 * Another member, as they would make themselves findable: signed up, a username and about me
 * saved on their profile, and a review of a demo film sent with the rating form.
 */
async function memberWithAReview(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const name = `Thu Hà ${id}`
  const { token } = await signUpByApi(request, {
    name,
    email: `finder-${id}@example.org`,
    password: 'mot-secret-1',
  })
  const headers = { authorization: `Bearer ${token}` }
  const csrf = async () => {
    const answer = await request.get('/vi/api/v1/auth/csrf_create/', { headers })
    return ((await answer.json()) as { data: { csrf_token: string } }).data.csrf_token
  }
  const username = `thuha_${id}`
  const about = 'Mê phim tình cảm và truyện tranh cũ.'
  const saved = await request.post('/vi/api/v1/account/profile/', {
    headers,
    form: { name, full_name: '', username, about, csrf_token: await csrf() },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const detail = await request.get(`/vi/api/v1/posts/detail/${film.posttype}/${film.slug}/`)
  const { id: postId } = ((await detail.json()) as { data: { id: number } }).data
  const review = `Cảnh Đà Lạt đẹp, nhạc hay (${id}).`
  const rated = await request.post(`/vi/api/v1/posts/action/rating/${film.posttype}/${postId}/`, {
    headers,
    multipart: { rating: '9', content: review, csrf_token: await csrf() },
  })
  expect(rated.status(), await rated.text()).toBe(200)
  return { id, name, username, about, review }
}

test('a member finds another by name, opens their profile and reads their review', async ({
  page,
  request,
}) => {
  const other = await memberWithAReview(request)
  await signInAsNewMember(page, 'finder')
  await page.goto('/vi/finder')
  await expect(page.getByRole('heading', { level: 1, name: /^Chào mừng/ })).toBeVisible()
  await expectAccessible(page)

  // Typed without accents: the search folds them, as the site's search does.
  const box = page.getByRole('searchbox', { name: 'Tên hoặc tên người dùng' })
  await box.fill(`thu ha ${other.id}`)
  await page.getByRole('button', { name: 'Tìm', exact: true }).click()
  await expect(page).toHaveURL(/\/vi\/finder\?q=/)
  const found = page.getByRole('region', { name: 'Thành viên tìm thấy' })
  const result = found.getByRole('listitem').getByRole('link', { name: new RegExp(other.name) })
  await expect(result).toBeVisible()
  await expect(result).toContainText(`@${other.username}`)
  await expectAccessible(page)

  // A search nobody matches says so.
  await box.fill('zzzz-khong-ai')
  await box.press('Enter')
  await expect(found.getByRole('status')).toHaveText('Không tìm thấy thành viên nào cho “zzzz-khong-ai”.')
  await page.goBack()
  await expect(box).toHaveValue(`thu ha ${other.id}`)

  await result.click()
  await expect(page).toHaveURL(new RegExp(`/vi/finder/${other.username}$`))
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible()
  await expect(page.getByText(`@${other.username}`)).toBeVisible()
  await expect(page.getByText(other.about)).toBeVisible()
  const reviews = page.getByRole('region', { name: 'Nhận xét (1)' })
  await expect(reviews.getByText(other.review)).toBeVisible()
  await expect(reviews.getByText('9 trên 10')).toBeVisible()
  await expectAccessible(page)

  // The review leads to the film it is about.
  await reviews.getByRole('link', { name: film.title }).click()
  await expect(page).toHaveURL(new RegExp(`/vi/${film.posttype}/${film.slug}/?$`))

  // A username nobody has is said so, with the way back.
  await page.goto('/vi/finder/khong_co_ai_ten_nay')
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy thành viên' })).toBeVisible()
  await page.getByRole('link', { name: 'Quay lại Tìm bạn' }).click()
  await expect(page).toHaveURL(/\/vi\/finder$/)
})

test('a visitor is led to sign in and back; a kiosk hides the finder and leads home', async ({ page }) => {
  await page.goto('/vi/finder')
  const menu = page.getByRole('navigation', { name: 'Menu chính' })
  await expect(menu.getByRole('link', { name: 'Tìm bạn' })).toBeVisible()
  await expect(page.getByText('Bạn cần đăng nhập để sử dụng tính năng này.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
    'href',
    '/vi/user/login?redirect=%2Fvi%2Ffinder',
  )
  await expectAccessible(page)

  // A kiosk, as its settings keep it on the device.
  await page.evaluate(() =>
    localStorage.setItem('kiosk', JSON.stringify({ on: true, pin: '2468', idleSeconds: 180 })),
  )
  await page.goto('/vi/finder')
  await expect(page.getByText('Tìm bạn không dùng được trên thiết bị này.')).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Tìm bạn' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('main').getByRole('link', { name: 'Quay lại trang chủ' }).click()
  await expect(page).toHaveURL(/\/vi$/)
})
