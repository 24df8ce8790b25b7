import { expect, test } from './fixtures.ts'
import { signUpByApi } from './sign-up.ts'

const phone = { width: 390, height: 844 }

test.describe('languages (spec §2)', () => {
  test('/ and an unsupported language open the Vietnamese home', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/vi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(page).toHaveTitle('Mọt')
    await page.goto('/xx')
    await expect(page).toHaveURL(/\/vi$/)
  })

  test('/ opens the stored language', async ({ page }) => {
    // A device that chose English (the choice kept before the server read it too): the app keeps it
    // in the cookie the server sends the root on by.
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await page.goto('/en')
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value)
      .toBe('en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  })

  test('an unknown page inside a language shows the 404 page', async ({ page }) => {
    // The server's answer says so too, for search engines (the first visit: no service worker yet).
    const answer = await page.goto('/vi/no-such-page')
    expect(answer?.status()).toBe(404)
    expect(answer?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Trang không tồn tại' })).toBeVisible()
    await expect(page).toHaveTitle('Trang không tồn tại · Mọt')
    await expect(page.getByRole('link', { name: 'Quay lại trang chủ' })).toHaveAttribute('href', '/vi')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  test('choosing English in the side menu stores it and reloads the same page in English', async ({
    page,
  }) => {
    await page.goto('/vi/search?q=ki%E1%BA%BFm&filter=comic')
    await page.getByRole('button', { name: 'Mở menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('button', { name: 'English' }).click()
    // The same search, its words and its filter, in the other language.
    await expect(page).toHaveURL(/\/en\/search\/?\?q=ki%E1%BA%BFm&filter=comic$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    // The site's root opens in the chosen language from now on, sent there by the server.
    const root = await page.request.get('/', { maxRedirects: 0 })
    expect(root.status()).toBe(302)
    expect(root.headers().location).toBe('/en')
  })

  test('a visitor sees login and register, and no chat or logout', async ({ page }) => {
    await page.goto('/vi')
    const button = page.getByRole('button', { name: 'Mở menu' })
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    // The entries are drawn as the drawer first opens: focus still goes into it, to its close button.
    await expect(drawer.getByRole('button', { name: 'Đóng menu' })).toBeFocused()
    await expect(drawer.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/vi/user/login')
    await expect(drawer.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/vi/user/register')
    await expect(drawer.getByRole('link', { name: 'Đã lưu' })).toBeVisible()
    await expect(drawer.getByText('Trò chuyện')).toHaveCount(0)
    await expect(drawer.getByRole('button', { name: 'Đăng xuất' })).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('a member sees their account, saved and logout, no login, and can log out', async ({
    page,
    request,
  }) => {
    const email = `layout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
    const { token } = await signUpByApi(request, { name: 'Lan Anh', email, password: 'mat-khau-dai' })
    // A member who signed in on an earlier visit: the token is there before the site loads, once.
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem('signed-in')) {
        sessionStorage.setItem('signed-in', 'yes')
        localStorage.setItem('accessToken', stored)
      }
    }, token)
    await page.goto('/vi/movies')
    await page.getByRole('button', { name: 'Mở menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('button', { name: 'Đăng xuất' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Đã lưu' })).toBeVisible()
    // The demo names no chat site: no entry that would lead nowhere.
    await expect(drawer.getByText('Trò chuyện')).toHaveCount(0)
    await expect(drawer.getByText(email)).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0)

    await drawer.getByRole('button', { name: 'Đăng xuất' }).click()
    const question = page.getByRole('alertdialog', { name: 'Bạn có chắc chắn muốn đăng xuất?' })
    await expect(question).toBeVisible()
    const logout = page.waitForResponse((response) => response.url().endsWith('/vi/api/v1/auth/logout'))
    await question.getByRole('button', { name: 'Đăng xuất' }).click()
    const answer = await logout
    expect(answer.request().headers().authorization).toBe(`Bearer ${token}`)
    expect(answer.ok()).toBe(true)
    await expect(page).toHaveURL(/\/vi$/)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    // The server revoked the session: the token no longer opens it.
    const me = await request.get('/vi/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })
    expect(me.status()).toBe(401)
  })

  test("the bottom bar marks the current section, and with no games or chat site named opens the site's own games", async ({
    page,
  }) => {
    await page.goto('/vi')
    const bar = page.getByRole('navigation', { name: 'Điều hướng chính' })
    await expect(bar.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page')
    // The demo names no outside site (an example host would lead nowhere): no button leaves the site.
    await expect(bar.locator('a[target="_blank"]')).toHaveCount(0)
    await expect(bar.getByRole('link', { name: /Trò chuyện/ })).toHaveCount(0)
    const games = bar.getByRole('link', { name: 'Trò chơi' })
    await expect(games).toHaveAttribute('href', '/vi/games')
    await games.click()
    await expect(page).toHaveURL(/\/vi\/games$/)
    await expect(games).toHaveAttribute('aria-current', 'page')

    await bar.getByRole('link', { name: 'Phim' }).click()
    await expect(page).toHaveURL(/\/vi\/movies$/)
    await expect(bar.getByRole('link', { name: 'Phim' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current', 'page')
  })

  test("/vi/games marks the site's own games in the bar, the footer and the menu; a story marks its kind", async ({
    page,
  }) => {
    await page.goto('/vi/games')
    const bar = page.getByRole('navigation', { name: 'Điều hướng chính' })
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Trò chơi')
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('[aria-current="page"]')).toHaveText('Trò chơi')
    await page.getByRole('button', { name: 'Mở menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('link', { name: 'Trò chơi' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1)
    await page.keyboard.press('Escape')

    await page.goto('/vi/novel/bi-an-can-phong-so-7')
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Truyện chữ')
    // A chapter takes the whole screen: the bar gives way while it is read.
    await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
    await expect(page.getByText(/^Chương 1: /)).toBeVisible()
    await expect(bar).toBeHidden()
  })

  test('novels are in the bar, the drawer and the footer', async ({ page }) => {
    await page.goto('/vi')
    const bar = page.getByRole('navigation', { name: 'Điều hướng chính' })
    await expect(bar.getByRole('link', { name: 'Truyện chữ' })).toHaveAttribute('href', '/vi/novels')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Truyện chữ' })).toHaveAttribute(
      'href',
      '/vi/novels',
    )
    await page.getByRole('button', { name: 'Mở menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('link', { name: 'Truyện chữ' }).click()
    await expect(page).toHaveURL(/\/vi\/novels$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Truyện chữ' })).toBeVisible()
  })
})

test.describe('the frame', () => {
  test('the footer links the sections, and is not on list pages', async ({ page }) => {
    await page.goto('/vi')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Phim' })).toHaveAttribute('href', '/vi/movies')
    await expect(footer.getByText(/trang xem phim trực tuyến miễn phí/)).toBeVisible()
    await page.goto('/vi/list')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('a desktop shows the side menu beside the page and the sections in the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/vi')
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeHidden()
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Tìm kiếm' })).toHaveAttribute('href', '/vi/search')
  })

  test("a desktop has the side menu's entries drawn with the page, kept while their code loads", async ({
    page,
  }) => {
    // The entries' part of the app held back: the server's entries stand meanwhile, not an outline.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/SideMenuPanel-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/vi')
    const outline = page.locator('#side-menu .side-menu__skeleton')
    const films = page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Phim' })
    await expect(films).toBeVisible()
    await expect(outline).toHaveCount(0)
    const box = await page.locator('#side-menu').boundingBox()
    const asked = page.waitForResponse(/\/assets\/SideMenuPanel-[\w-]+\.js$/)
    release()
    await asked
    await expect(films).toBeVisible()
    await expect(outline).toHaveCount(0)
    // The menu's column stays where it was: the page beside it does not move.
    expect(await page.locator('#side-menu').boundingBox()).toEqual(box)
  })

  test('a page below the home has a back button', async ({ page }) => {
    await page.goto('/vi')
    await expect(page.getByRole('button', { name: 'Quay lại' })).toHaveCount(0)
    await page.goto('/vi/no-such-page')
    await page.getByRole('button', { name: 'Quay lại' }).click()
    await expect(page).toHaveURL(/\/vi$/)
  })
})
