import type { Page } from '@playwright/test'
import { axeFindings, readable } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { signInAsNewMember } from './sign-up.ts'

type Lang = 'vi' | 'en'

/** The words a screen is recognised by once it has loaded, in each language. */
const words = {
  rate: { vi: 'Đánh giá', en: 'Rate' },
  rateDialog: { vi: 'Đánh giá trải nghiệm', en: 'Rate your experience' },
  menu: { vi: 'Menu chính', en: 'Main menu' },
  save: { vi: 'Lưu', en: 'Save' },
  saved: { vi: 'Đã lưu', en: 'Saved' },
  history: { vi: 'Lịch sử xem', en: 'History' },
  bookmarks: { vi: 'Dấu trang', en: 'Bookmarks' },
  addBookmark: { vi: 'Thêm dấu trang', en: 'Add bookmark' },
} as const

interface Screen {
  name: string
  path: string
  /** Waits for the screen's content (not only its shell) and opens what must be open. */
  ready?: (page: Page, lang: Lang) => Promise<void>
  /** A signed-in member is needed (the rating dialog). */
  member?: boolean
}

/** Every main screen of issue 7, with a post of the demo catalogue for each detail page and reader. */
const screens: Screen[] = [
  { name: 'home', path: '' },
  { name: 'list', path: '/list?api=/posts/lists/comic/', ready: cards },
  { name: 'search', path: '/search?q=da%20lat', ready: cards },
  { name: 'comic detail', path: '/comic/kiem-si-may-troi/' },
  { name: 'novel detail', path: '/novel/bi-an-can-phong-so-7/' },
  { name: 'film detail', path: '/movie/tinh-yeu-o-da-lat/' },
  { name: 'game detail', path: '/game/o-an-quan/' },
  { name: 'comic reader', path: '/comic/kiem-si-may-troi/1/', ready: (page) => firstImage(page) },
  { name: 'novel reader', path: '/novel/bi-an-can-phong-so-7/1/', ready: (page) => text(page) },
  {
    name: 'rating dialog',
    path: '/novel/bi-an-can-phong-so-7/',
    member: true,
    ready: async (page, lang) => {
      await page.getByRole('button', { name: words.rate[lang], exact: true }).click()
      await expect(page.getByRole('dialog', { name: words.rateDialog[lang] })).toBeVisible()
    },
  },
  {
    name: 'novel bookmarks, one added',
    path: '/novel/bi-an-can-phong-so-7/1/',
    ready: async (page, lang) => {
      await page.getByRole('button', { name: words.bookmarks[lang] }).click()
      const sheet = page.getByRole('dialog', { name: words.bookmarks[lang] })
      await sheet.getByRole('button', { name: words.addBookmark[lang] }).click()
      await expect(sheet.getByRole('listitem')).toHaveCount(1)
    },
  },
  { name: 'login', path: '/user/login/' },
  { name: 'register', path: '/user/register/' },
  // The library screens with a post in them, saved and seen on its detail page.
  { name: 'saved', path: '/movie/tinh-yeu-o-da-lat/', ready: (page, lang) => library(page, lang, 'saved') },
  {
    name: 'history',
    path: '/movie/tinh-yeu-o-da-lat/',
    ready: (page, lang) => library(page, lang, 'history'),
  },
  { name: 'downloads', path: '/downloads' },
  { name: 'settings', path: '/settings' },
  { name: 'film end screen', path: '/movie/tinh-yeu-o-da-lat/', ready: (page) => countingDown(page) },
]

/** An episode played to its end, its countdown to the next one held still while axe looks at it. */
async function countingDown(page: Page) {
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Play' }).click()
  const video = page.locator('.film-player video')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 30_000 })
    .toBeGreaterThan(1)
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.5
  })
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^Next episode in [1-5] s$/, { timeout: 15_000 })
  // Its next second is counted on a clock that no longer moves by itself.
  await page.clock.install()
  await expect(page.getByRole('link', { name: 'Play now' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
}

async function cards(page: Page) {
  await expect(page.locator('main li a').first()).toBeVisible()
}
async function library(page: Page, lang: Lang, list: 'saved' | 'history') {
  await page.getByRole('button', { name: words.save[lang], exact: true }).click()
  await page
    .getByRole('navigation', { name: words.menu[lang] })
    .getByRole('link', { name: words[list][lang] })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: words[list][lang] })).toBeVisible()
  await cards(page)
}
async function firstImage(page: Page) {
  await expect(page.getByRole('img', { name: /^(Trang|Page) 1 / }).first()).toBeVisible()
}
async function text(page: Page) {
  await expect(page.locator('.chapter-text')).not.toBeEmpty()
}

const signIn = (page: Page) => signInAsNewMember(page, 'a11y')

// In Vietnamese, axe walks every main screen at phone and desktop width with the touch targets
// (touch-targets.spec.ts); here the English screens, and the dialogs and forms that walk leaves out.
for (const lang of ['en'] as const) {
  test.describe(`accessibility in ${lang}: no moderate, serious or critical axe violation`, () => {
    // The screens are what is checked: the service worker's precaching would only slow them down.
    test.use({ serviceWorkers: 'block' })
    for (const screen of screens) {
      test(screen.name, async ({ page }) => {
        if (screen.member) await signIn(page)
        await page.goto(`/${lang}${screen.path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await screen.ready?.(page, lang)
        const { passes, found } = await axeFindings(page)
        // axe did look at the screen: the rules it checked and found met.
        expect(passes).toBeGreaterThan(10)
        expect(found, readable(found)).toEqual([])
      })
    }
  })
}

/** Runs in the page: the focused control's name, and whether it shows its focus (an outline or a ring). */
const focused = () => {
  const element = document.activeElement
  if (!element || element === document.body) return null
  const shows = (target: Element | null) => {
    if (!target) return false
    const style = getComputedStyle(target)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== 'none'
  }
  const control = element as HTMLInputElement
  // Its text as a screen reader hears it: without what is hidden from them.
  const spoken = (target: Element) => {
    const copy = target.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent ?? ''
  }
  const label = control.labels?.[0]
  const name = element.getAttribute('aria-label') ?? (label ? spoken(label) : spoken(element))
  // A visually hidden input shows its focus on the label around it.
  return { name: name.replace(/\s+/g, ' ').trim(), shown: shows(element) || shows(element.closest('label')) }
}

/**
 * Presses Tab until every named control has had the focus (or `limit` presses), and expects each
 * to have shown it. Names are matched at their start: a labelled select's name runs on with its options.
 */
async function expectReachable(page: Page, names: string[], limit = 80) {
  const seen = new Map<string, boolean>()
  for (let press = 0; press < limit && names.some((name) => !seen.has(name)); press++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(focused)
    const name = stop && names.find((wanted) => stop.name.startsWith(wanted))
    if (stop && name && !seen.has(name)) seen.set(name, stop.shown)
  }
  expect(Object.fromEntries(seen), 'controls reached with Tab, and whether each showed its focus').toEqual(
    Object.fromEntries(names.map((name) => [name, true])),
  )
}

test.describe('keyboard: every reader and player control is reached with Tab, shows its focus and acts', () => {
  test.use({ serviceWorkers: 'block' })

  test('comic reader', async ({ page }) => {
    await page.goto('/vi/comic/kiem-si-may-troi/2')
    await expect(page.getByText('Chương 2: Thuyền bay')).toBeVisible()
    const bar = page.getByRole('navigation', { name: 'Chuyển chương' })
    await expectReachable(page, [
      'Tập trước',
      'Cài đặt đọc',
      'Danh sách tập',
      'Tập tiếp theo',
      'Ẩn giao diện',
    ])

    // The reading mode is chosen in the reading settings, by keyboard too.
    await bar.getByRole('button', { name: 'Cài đặt đọc' }).focus()
    await page.keyboard.press('Enter')
    const settings = page.getByRole('dialog', { name: 'Cài đặt đọc' })
    await expect(settings).toBeVisible()
    await expectReachable(page, ['Cuộn dọc', 'Trái sang phải', 'Phải sang trái'])
    await settings.getByRole('button', { name: 'Trái sang phải' }).focus()
    await page.keyboard.press('Space')
    await expect(settings.getByRole('button', { name: 'Trái sang phải' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await settings.getByRole('button', { name: 'Cuộn dọc' }).focus()
    await page.keyboard.press('Enter')
    await expect(settings.getByRole('button', { name: 'Cuộn dọc' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await expect(bar.getByRole('button', { name: 'Cài đặt đọc' })).toBeFocused()

    await bar.getByRole('button', { name: 'Danh sách tập' }).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Danh sách tập' })
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // Hiding the interface leaves a way back, by keyboard too.
    await bar.getByRole('button', { name: 'Ẩn giao diện' }).focus()
    await page.keyboard.press('Enter')
    await expect(bar).toBeHidden()
    // The focus moves to the button that took the pressed one's place, and back.
    await expect(page.getByRole('button', { name: 'Hiện giao diện' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Ẩn giao diện' })).toBeFocused()

    await bar.getByRole('button', { name: 'Tập tiếp theo' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/3\/?$/)
    await expect(page.getByText(/^Chương 3: /)).toBeVisible()
    await bar.getByRole('button', { name: 'Tập trước' }).focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/2\/?$/)
  })

  test('novel reader and its display settings', async ({ page }) => {
    await page.goto('/vi/novel/bi-an-can-phong-so-7/1')
    await expect(page.getByText(/^Chương 1: /)).toBeVisible()
    await expectReachable(page, ['Bộ lọc', 'Danh sách tập', 'Tập tiếp theo', 'Ẩn giao diện'])

    await page.getByRole('button', { name: 'Bộ lọc' }).focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'Cài đặt đọc' })
    await expect(sheet).toBeVisible()
    await expectReachable(page, ['Cỡ chữ', 'Áp dụng'])
    // With 'Lật trang' chosen the sheet grows: nothing may hide under its footer.
    await sheet.getByRole('group', { name: 'Cách đọc' }).getByText('Lật trang').click()
    const { found } = await axeFindings(page)
    expect(found, readable(found)).toEqual([])
    await sheet.getByRole('group', { name: 'Cách đọc' }).getByText('Cuộn').click()
    const size = sheet.getByRole('slider', { name: 'Cỡ chữ' })
    const before = Number(await size.inputValue())
    await size.focus()
    await page.keyboard.press('ArrowRight')
    await expect(size).toHaveValue(String(before + 1))
    await sheet.getByRole('button', { name: 'Áp dụng' }).focus()
    await page.keyboard.press('Enter')
    await expect(sheet).toBeHidden()
    await expect(page.locator('.chapter-text')).toHaveCSS('font-size', `${before + 1}px`)
  })

  test('film player', async ({ page }) => {
    test.slow()
    await page.goto('/vi/movie/tinh-yeu-o-da-lat')
    const stage = page.getByRole('region', { name: 'Trình phát' })
    await expectReachable(page, ['Phát'])
    await page.keyboard.press('Enter')
    const player = stage.getByRole('group', { name: /^Trình phát video: / })
    const video = player.locator('video')
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.2)

    await expectReachable(page, [
      'Vị trí đang xem',
      'Tạm dừng',
      'Tắt tiếng',
      'Âm lượng',
      'Chất lượng',
      'Tốc độ phát',
    ])

    await player.getByRole('button', { name: 'Tạm dừng' }).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await player.getByRole('button', { name: 'Tắt tiếng' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    const speed = player.getByRole('combobox', { name: 'Tốc độ phát' })
    await speed.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).not.toBe(1)
    await player.getByRole('button', { name: 'Phát' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  })
})
