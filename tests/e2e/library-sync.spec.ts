import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test, untilReady } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

// The member's library follows them to every device (issue 24): saved posts, history and reading
// positions are kept on the server, merged at sign-in, and offered to keep or drop at sign-out.

const password = 'mot-secret-1'
const comic = { slug: 'kiem-si-may-troi', title: 'Kiếm sĩ mây trời' }
/** Sync looks for the other devices' changes every 10 s: a change shows within that and a call. */
const SYNC = { timeout: 30_000 }

async function registerByApi(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const member = { name: `Mọt ${id}`, email: `sync-${id}@example.org` }
  // A session of its own, for the test to read the member's library as the server keeps it.
  const { token } = await signUpByApi(request, { ...member, password })
  return { ...member, token }
}

async function logIn(page: Page, email: string, language: 'vi' | 'en' = 'vi') {
  await page.goto(`/${language}/user/login`)
  await untilReady(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(language === 'vi' ? 'Mật khẩu' : 'Password').fill(password)
  await page.getByRole('button', { name: language === 'vi' ? 'Đăng nhập' : 'Log in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${language}$`))
}

/** A second browser: its own storage, as another device. */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

const shownPage = (page: Page) => page.locator('.paged').getByRole('img')
const savedGrid = (page: Page) => page.getByRole('main')

test('a comic saved and read to page 5 on one device is saved and resumes at page 5 on another', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerByApi(request)
  await logIn(page, member.email)

  await page.goto(`/vi/comic/${comic.slug}`)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()

  await page.goto(`/vi/comic/${comic.slug}/1`)
  const settings = page.getByRole('navigation', { name: 'Chuyển chương' }).getByRole('button', {
    name: 'Cài đặt đọc',
  })
  await settings.click()
  const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
  await sheet.getByRole('button', { name: 'Trái sang phải' }).click()
  await sheet.getByRole('button', { name: 'Đóng' }).click()
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 1 \/ \d+$/)
  for (let n = 1; n < 5; n++) await page.keyboard.press('ArrowRight')
  await expect(shownPage(page)).toHaveAttribute('alt', /^Trang 5 \/ \d+$/)
  // On the member's account: the other device opens the chapter only then. Opened earlier, at page
  // 1, it would be read there later than page 5 was, and its page 1 would rightly win.
  await expect
    .poll(async () => {
      const answer = await request.get('/vi/api/v1/library/sync/', {
        headers: { authorization: `Bearer ${member.token}` },
      })
      const { positions } = (await answer.json()).data as { positions: { kind: string; page?: number }[] }
      return positions.find((position) => position.kind === 'chapter')?.page
    }, SYNC)
    .toBe(5)

  // The other device, signed in: the comic is in 'Đã lưu', and its reader opens at page 5.
  const other = await otherDevice(browser)
  try {
    await logIn(other.page, member.email)
    await expect(async () => {
      await other.page.goto('/vi/saved')
      await untilReady(other.page)
      await expect(savedGrid(other.page).getByRole('link', { name: comic.title })).toBeVisible({
        timeout: 2000,
      })
    }).toPass(SYNC)
    await savedGrid(other.page).getByRole('link', { name: comic.title }).click()
    await expect(other.page).toHaveURL(new RegExp(`/vi/comic/${comic.slug}$`))
    await expect(async () => {
      await other.page.reload()
      await untilReady(other.page)
      await expect(other.page.getByRole('link', { name: 'Đọc tiếp chương 1' })).toBeVisible({ timeout: 2000 })
    }).toPass(SYNC)
    await other.page.getByRole('link', { name: 'Đọc tiếp chương 1' }).click()
    await expect(other.page).toHaveURL(new RegExp(`/vi/comic/${comic.slug}/1$`))
    await expect(other.page.getByRole('img', { name: /^Trang 5 \/ \d+$/ })).toBeInViewport()
  } finally {
    await other.context.close()
  }
})

test('signing in merges the device’s library and says so; another device shows the change', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerByApi(request)
  await logIn(page, member.email)

  const other = await otherDevice(browser)
  try {
    // Saved as a visitor on the other device, which then signs in.
    await other.page.goto(`/vi/comic/${comic.slug}`)
    await untilReady(other.page)
    await other.page.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expect(other.page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
    await logIn(other.page, member.email)
    await expect(
      other.page.getByRole('status').filter({ hasText: 'đã được gộp vào tài khoản' }),
    ).toContainText('1 bài đã lưu')
    // The first device hears of it on its own, while it is shown: its tab of stories counts it.
    await page.goto('/vi/saved')
    const stories = page
      .getByRole('navigation', { name: 'Loại nội dung' })
      .getByRole('link', { name: 'Truyện (1)' })
    await expect(stories).toBeVisible(SYNC)
    await stories.click()
    await expect(savedGrid(page).getByRole('link', { name: comic.title })).toBeVisible()
  } finally {
    await other.context.close()
  }
})

test('a save made offline waits on the device and reaches the account when the network returns', async ({
  page,
  context,
  request,
}) => {
  const member = await registerByApi(request)
  await logIn(page, member.email)
  await page.goto(`/vi/comic/${comic.slug}`)
  // Taken over by the app first: its code comes after the drawn page, and not once offline.
  await untilReady(page)
  const savedOnServer = async () => {
    const answer = await request.get('/vi/api/v1/library/sync/', {
      headers: { authorization: `Bearer ${member.token}` },
    })
    return ((await answer.json()).data.saved as { slug: string }[]).map((post) => post.slug)
  }

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
  // Queued on the device (with the visit to the page, if it had not gone yet).
  const queued = () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('librarySync') ?? '{}').pending ?? []).map(
        (change: { list: string }) => change.list,
      ),
    )
  await expect.poll(queued).toContain('saved')
  expect(await savedOnServer()).toEqual([])

  await context.setOffline(false)
  await expect.poll(savedOnServer, SYNC).toEqual([comic.slug])
  await expect.poll(queued).toEqual([])
})

test('signing out asks whether to keep the library here, by keyboard, and the dialog passes axe in both languages', async ({
  page,
  request,
}) => {
  const member = await registerByApi(request)
  const words = {
    vi: { menu: 'Menu chính', logOut: 'Đăng xuất', keep: /^Giữ thư viện của tôi/ },
    en: { menu: 'Main menu', logOut: 'Log out', keep: /^Keep my library/ },
  }
  for (const language of ['vi', 'en'] as const) {
    const said = words[language]
    await logIn(page, member.email, language)
    await page.goto(`/${language}/comic/${comic.slug}`)
    if (language === 'vi') {
      await page.getByRole('button', { name: 'Lưu', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
    }
    const menu = page.getByRole('navigation', { name: said.menu })
    await menu.getByRole('button', { name: said.logOut }).click()
    const dialog = page.getByRole('alertdialog')
    const keep = dialog.getByRole('checkbox', { name: said.keep })
    await expect(keep).not.toBeChecked()
    const { found } = await axeFindings(page)
    expect(found, readable(found)).toEqual([])
    if (language === 'vi') {
      // Kept, ticked by keyboard: the saved comic stays on this device after signing out.
      await keep.focus()
      await page.keyboard.press('Space')
      await expect(keep).toBeChecked()
    }
    await dialog.getByRole('button', { name: said.logOut }).click()
    await expect(dialog).toBeHidden()
    const token = () =>
      page.evaluate(() => sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken'))
    await expect.poll(token).toBeNull()
    await page.goto(`/${language}/saved`)
    const saved = savedGrid(page).getByRole('link', { name: comic.title })
    // Not kept (English): the device forgets the library; it is still in the account.
    if (language === 'vi') await expect(saved).toBeVisible()
    else await expect(savedGrid(page).getByText('Nothing here yet')).toBeVisible()
  }
  // Signed in again, the account brings the comic back to the device that forgot it.
  await logIn(page, member.email)
  await page.goto('/vi/saved')
  await expect(savedGrid(page).getByRole('link', { name: comic.title })).toBeVisible(SYNC)
})
