import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Mọt', exact: true })
const sections = (page: Page) => page.getByRole('navigation', { name: 'Điều hướng chính' })
/** The docked menu's sign-in link: shown outside kiosk mode, hidden in it. */
const signIn = (page: Page) => page.locator('#side-menu').getByRole('link', { name: 'Đăng nhập' })

/** Links on screen that lead to another site. */
const visibleExternalLinks = (page: Page) =>
  page.locator('a[href^="http:"], a[href^="https:"], a[target="_blank"]').filter({ visible: true })

/** Opens a kiosk link and says yes on the device, as whoever sets up the tablet does. */
async function openKioskLink(page: Page, address: string) {
  await page.goto(address)
  const proposal = page.getByRole('alertdialog')
  await expect(proposal).toContainText('giữ logo hai giây')
  await proposal.getByRole('button', { name: 'Bật chế độ kiosk' }).click()
  await expect(proposal).toHaveCount(0)
  // The pointer leaves the middle of the screen: resting on the banner it would hold the slides still.
  await page.mouse.move(0, 0)
}

/** Holds the logo down for `ms`, as a finger would, on the page's clock (installed by the test). */
async function holdLogo(page: Page, ms: number) {
  await logo(page).hover()
  await page.mouse.down()
  await page.clock.runFor(ms)
  await page.mouse.up()
}

test('kiosk mode from the address hides the links out of the app, and stays on after a reload', async ({
  page,
}) => {
  await page.goto('/vi')
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible({ timeout: 15_000 })
  await expect(signIn(page)).toBeVisible()
  await expect(page.getByRole('link', { name: /Chơi ngay trên Mọt Games/ })).toBeAttached()

  await openKioskLink(page, '/vi?kiosk=1&pin=2468')
  // The PIN does not stay in the address.
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  await expect(sections(page).getByRole('link', { name: 'Phim', exact: true })).toBeVisible()
  // The games banner opens the site's own games: kept.
  await expect(page.getByRole('link', { name: /Chơi ngay trên Mọt Games/ })).toBeAttached()
  await expect(page.getByRole('heading', { name: /Trò chuyện cùng hội/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cài đặt', exact: true })).toHaveCount(0)
  await expect(visibleExternalLinks(page)).toHaveCount(0)

  // A post can no longer be handed to another app.
  await page
    .getByRole('link', { name: /Tình yêu ở Đà Lạt/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat\/?$/)
  await expect(page.getByRole('button', { name: /Lưu/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Chia sẻ' })).toHaveCount(0)

  // Sign-in pages send the visitor home.
  await page.goto('/vi/user/login')
  await expect(page).toHaveURL(/\/vi$/)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  await expect(signIn(page)).toHaveCount(0)
})

test('a kiosk link sent to a stranger locks nothing: it asks first, and no stays no', async ({ page }) => {
  await page.goto('/vi?kiosk=1&pin=1234')
  const proposal = page.getByRole('alertdialog')
  await expect(proposal).toContainText('Liên kết ra ngoài ứng dụng và đăng nhập sẽ bị ẩn')
  await expect(proposal).toContainText('giữ logo hai giây, rồi nhập mã PIN 1234')
  await expect(page).toHaveURL(/\/vi$/)
  // Nothing is hidden while the question is open.
  await expect(signIn(page)).toBeVisible()
  await proposal.getByRole('button', { name: 'Huỷ' }).click()
  await expect(proposal).toHaveCount(0)
  await expect(signIn(page)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('kiosk'))).toBeNull()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  await expect(signIn(page)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

test('a kiosk link never replaces the PIN of a kiosk already on', async ({ page }) => {
  await openKioskLink(page, '/vi?kiosk=1&pin=2468')
  await page.goto('/vi?kiosk=1&pin=1234')
  await expect(page).toHaveURL(/\/vi$/)
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kiosk') ?? 'null')?.pin)).toBe('2468')
})

test('a kiosk left alone goes back to the home after its idle time, closing the menu', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1200 })
  await openKioskLink(page, '/vi/comics?kiosk=1&pin=2468&idle=5')
  await expect(page).toHaveURL(/\/vi\/comics$/)
  await page.getByRole('button', { name: 'Mở menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  // Nothing touched for 5 s: home, with the menu closed.
  await expect(page).toHaveURL(/\/vi$/, { timeout: 10_000 })
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
})

test('leaving kiosk mode takes a long press on the logo and the PIN', async ({ page }) => {
  await page.clock.install()
  await openKioskLink(page, '/vi?kiosk=1&pin=2468')
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Thoát chế độ kiosk' })

  // A tap is just a tap, and so is a press shorter than two seconds.
  await logo(page).click()
  await expect(dialog).toHaveCount(0)
  await holdLogo(page, 1500)
  await expect(page).toHaveURL(/\/vi$/)
  await expect(dialog).toHaveCount(0)

  await holdLogo(page, 2000)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/vi$/)
  await dialog.getByLabel('Mã PIN kiosk').fill('1111')
  await dialog.getByRole('button', { name: 'Thoát' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Sai mã PIN. Hãy thử lại.')
  await expect(signIn(page)).toHaveCount(0)

  await dialog.getByLabel('Mã PIN kiosk').fill('2468')
  await dialog.getByRole('button', { name: 'Thoát' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(signIn(page)).toBeVisible()
  await page.reload()
  await expect(signIn(page)).toBeVisible()
})

test('kiosk mode turned on from settings goes fullscreen and is kept', async ({ page }) => {
  await page.goto('/vi/settings')
  await page.getByLabel('Mã PIN để thoát chế độ kiosk (4 đến 8 chữ số)').fill('13579')
  await page.getByLabel('Quay về trang chủ sau').selectOption({ label: '5 phút' })
  await page.getByRole('button', { name: 'Bật chế độ kiosk' }).click()
  await expect(page).toHaveURL(/\/vi$/)
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.nodeName ?? null)).toBe('HTML')
  await expect(signIn(page)).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kiosk') ?? 'null'))).toEqual({
    on: true,
    pin: '13579',
    idleSeconds: 300,
    // All ages unless chosen otherwise.
    ageLimit: 0,
  })
})

test('a kiosk keeps the screen awake while a chapter is read, and lets it sleep elsewhere', async ({
  page,
}) => {
  // Chromium's own Screen Wake Lock, watched: every lock the page takes is kept in a list.
  await page.addInitScript(() => {
    const wakeLock = navigator.wakeLock
    const request = wakeLock.request.bind(wakeLock)
    const taken: WakeLockSentinel[] = []
    Object.assign(window, { screenLocks: taken })
    Object.defineProperty(wakeLock, 'request', {
      value: async (type: WakeLockType) => {
        const sentinel = await request(type)
        taken.push(sentinel)
        return sentinel
      },
    })
  })
  const held = () =>
    page.evaluate(
      () =>
        (window as unknown as { screenLocks: WakeLockSentinel[] }).screenLocks.filter((s) => !s.released)
          .length,
    )

  await openKioskLink(page, '/vi?kiosk=1&pin=2468')
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  expect(await held()).toBe(0)

  await page.goto('/vi/comic/robot-ban-banh-mi/1')
  await expect(page.getByRole('list', { name: 'Các trang' })).toBeVisible()
  await expect.poll(held).toBe(1)

  // Back on the home screen, through the app (the story, from the reader's head): the lock is let go.
  await page.getByRole('heading', { level: 1 }).getByRole('link').click()
  await expect(page).toHaveURL(/\/vi\/comic\/robot-ban-banh-mi\/?$/)
  await logo(page).click()
  await expect(page.getByRole('heading', { name: 'Phim hot hôm nay' })).toBeVisible()
  await expect.poll(held).toBe(0)
})
