import type { Locator, Page } from '@playwright/test'
import { axeFindings, desktop, phone, useAdminSite, useToken } from './admin-site.ts'
import { expect, test } from './fixtures.ts'

/*
 * Issue 20's bar for every admin screen: axe finds nothing, nothing scrolls sideways, the screen
 * has its h1, and the keyboard reaches every control, at a phone's 390 px and on a desktop, in both
 * languages, on a site with the demo catalogue. Also the states that show more controls: the
 * dashboard's preview, a term's rename form and a new side-menu entry's form.
 */

type Language = 'vi' | 'en'
type Words = Record<Language, string>

/** The words the screens are found by, in each language (src/locales/vi/admin.po). */
const words = {
  admin: { vi: 'Quản trị', en: 'Admin' },
  posts: { vi: 'Bài viết', en: 'Posts' },
  newPost: { vi: 'Bài mới', en: 'New post' },
  library: { vi: 'Thư viện', en: 'Library' },
  terms: { vi: 'Danh mục và nhân vật', en: 'Categories and people' },
  dashboards: { vi: 'Trang tổng hợp', en: 'Dashboards' },
  menu: { vi: 'Menu bên', en: 'Side menu' },
  members: { vi: 'Thành viên', en: 'Members' },
  backups: { vi: 'Sao lưu', en: 'Backups' },
  audit: { vi: 'Nhật ký', en: 'Audit log' },
  forbidden: { vi: 'Chỉ dành cho quản trị viên', en: 'Admins only' },
  offline: { vi: 'Khu quản trị cần kết nối mạng', en: 'The admin area needs the network' },
  search: { vi: 'Tìm kiếm', en: 'Search' },
  page: { vi: 'Trang', en: 'Page' },
  rescan: { vi: 'Quét lại thư viện', en: 'Rescan the library' },
  backUpNow: { vi: 'Sao lưu ngay', en: 'Back up now' },
  create: { vi: 'Tạo', en: 'Create' },
  save: { vi: 'Lưu', en: 'Save' },
  preview: { vi: 'Xem trước', en: 'Preview' },
  rename: { vi: 'Đổi tên', en: 'Rename' },
  saveName: { vi: 'Lưu tên', en: 'Save name' },
  addEntry: { vi: 'Thêm mục', en: 'Add an entry' },
  unpublish: { vi: 'Gỡ đăng', en: 'Unpublish' },
  chooseFiles: { vi: 'Chọn tệp', en: 'Choose files' },
  title: { vi: 'Tiêu đề', en: 'Title' },
  home: { vi: 'Quay lại trang chủ', en: 'Back to home' },
  logIn: { vi: 'Đăng nhập', en: 'Log in' },
} satisfies Record<string, Words>

const adminEmail = 'quan-tri-vien@example.org'
const memberEmail = 'doc-gia@example.org'

/** The controls a keyboard must reach: those drawn and usable, inside `root`. */
const controls =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'

/**
 * Whether Tab, pressed from the top of the page, reaches `action` (a spot check: a walk through every
 * control of a long screen takes minutes), and the controls of the screen (`screen`) that no Tab can
 * reach: those drawn and usable that are taken out of the order (a negative tabindex).
 */
async function tabThrough(page: Page, screen: string, action: Locator | null) {
  const unreachable = await page.evaluate(
    ({ screen, controls }) =>
      [...document.querySelectorAll<HTMLElement>(`${screen} :is(${controls})`)]
        .filter((element) => !(element as HTMLButtonElement).disabled)
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => !element.closest('[inert], [aria-hidden="true"]'))
        .filter((element) => element.tabIndex < 0)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`,
        ),
    { screen, controls },
  )
  if (!action) return { unreachable, reachedAction: false }
  await page.evaluate(() => {
    for (const one of document.querySelectorAll('[data-main-action]')) one.removeAttribute('data-main-action')
  })
  await action.evaluate((element) => element.setAttribute('data-main-action', ''))
  // From the page's first control (the skip link): a click or a blur would leave Tab's starting
  // point where it was, in the middle of the screen.
  await page.evaluate((controls) => {
    const flag = window as unknown as { reachedAction: boolean }
    flag.reachedAction = false
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element && event.target.hasAttribute('data-main-action')) {
        flag.reachedAction = true
      }
    })
    const first = [...document.querySelectorAll<HTMLElement>(controls)].find((one) => one.tabIndex >= 0)
    first?.focus()
  }, controls)
  let reachedAction = false
  // Tab is pressed a few times between looks: a look costs more than a press.
  for (let presses = 0; presses < 600 && !reachedAction; presses += 10) {
    for (let one = 0; one < 10; one++) await page.keyboard.press('Tab')
    reachedAction = await page.evaluate(() => (window as unknown as { reachedAction: boolean }).reachedAction)
  }
  return { unreachable, reachedAction }
}

/**
 * The bar, checked softly so one run names every defect: the h1, no sideways scroll, axe, the
 * keyboard. `what` names the screen in the report.
 */
async function meetsTheBar(
  page: Page,
  what: string,
  h1: string,
  action: Locator | null,
  screen = '.admin__screen',
) {
  await expect(
    page.getByRole('heading', { level: 1, name: h1, exact: true }),
    `${what}: its h1`,
  ).toBeVisible()
  await expect(page.locator('.loading'), `${what}: loaded`).toHaveCount(0)
  if (action) await expect(action, `${what}: its main action`).toBeVisible()
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect.soft(width.scroll, `${what}: nothing scrolls sideways`).toBeLessThanOrEqual(width.inner)
  // From the top, as a screen opens: a control that an action scrolled under the sticky header would
  // be read by axe as a target too small to press, which it is not once scrolled back. With nothing
  // focused, too: the last screen's walk by Tab may end on the skip link, which shows over the
  // header's first controls while it has the focus (by design), and axe would read them as covered.
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
  expect.soft(await axeFindings(page), `${what}: axe`).toEqual([])
  const keyboard = await tabThrough(page, screen, action)
  if (action) expect.soft(keyboard.reachedAction, `${what}: Tab reaches its main action`).toBe(true)
  expect.soft(keyboard.unreachable, `${what}: controls taken out of Tab's order`).toEqual([])
}

test.describe('every admin screen', () => {
  // One site for the file, in one worker, tests in order: the demo and two starts are the slow part.
  test.describe.configure({ mode: 'default' })
  const site = useAdminSite({
    name: 'e2e-admin-screens',
    admin: adminEmail,
    members: [memberEmail],
    demo: true,
    backups: true,
  })

  // Each language at one of the two sizes: a walk takes minutes, and the phone and desktop layouts
  // differ by width, not by language (both languages at both sizes: admin.spec.ts's axe checks).
  for (const [language, size, viewport] of [
    ['vi', '390 px', phone],
    ['en', '1280 px', desktop],
  ] as const) {
    test(`in ${language} at ${size}: axe, no sideways scroll, an h1, and the keyboard`, async ({
      browser,
      context,
      page,
    }) => {
      // Fifteen screens and states, each through axe and a walk by Tab, on a shared machine.
      test.setTimeout(600_000)
      const say = (word: Words) => word[language]
      await page.setViewportSize(viewport)
      // The pages of the member and the visitor, each in a browser of its own.
      const errors: string[] = []
      const other = async () => {
        const own = await browser.newContext({ viewport })
        const opened = await own.newPage()
        opened.on('pageerror', (error) => errors.push(error.stack ?? error.message))
        opened.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) errors.push(message.text())
        })
        return { own, opened }
      }
      await useToken(page, site.token(adminEmail))
      const open = async (screen: string) => {
        await page.goto(`${site.url}/${language}/admin${screen ? `/${screen}` : ''}`)
      }
      const button = (name: Words) => page.getByRole('button', { name: say(name), exact: true })

      await test.step('overview', async () => {
        await open('')
        const main = page
          .locator('.admin-overview')
          .getByRole('link', { name: say(words.posts), exact: true })
        await meetsTheBar(page, 'overview', say(words.admin), main)
      })
      let firstPost = ''
      await test.step('posts', async () => {
        await open('posts')
        await expect(page.locator('.admin-list .admin-card').first()).toBeVisible()
        firstPost = (await page.locator('.admin-list .admin-card a').first().getAttribute('href')) ?? ''
        await meetsTheBar(page, 'posts', say(words.posts), button(words.search))
      })
      await test.step('post edit', async () => {
        expect(firstPost).toMatch(/\/admin\/posts\/\d+$/)
        await page.goto(`${site.url}${firstPost}`)
        await expect(button(words.unpublish)).toBeVisible()
        const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
        await meetsTheBar(page, 'post edit', h1, button(words.unpublish))
      })
      await test.step('upload', async () => {
        await open('upload')
        // The file picker opens once the new post has a title.
        await page.getByLabel(say(words.title), { exact: true }).fill('Truyện thử')
        await meetsTheBar(
          page,
          'upload',
          say(words.newPost),
          page.getByRole('button', { name: say(words.chooseFiles) }),
        )
      })
      await test.step('library', async () => {
        await open('library')
        await meetsTheBar(page, 'library', say(words.library), button(words.rescan))
      })
      await test.step('terms', async () => {
        await open('terms')
        await expect(page.locator('.admin-list .admin-card').first()).toBeVisible()
        await meetsTheBar(page, 'terms', say(words.terms), button(words.create))
      })
      await test.step("a term's rename form", async () => {
        await page
          .locator('.admin-list .admin-card')
          .first()
          .getByRole('button', { name: say(words.rename) })
          .click()
        await meetsTheBar(page, "a term's rename form", say(words.terms), button(words.saveName))
      })
      await test.step('dashboards', async () => {
        await open('dashboards')
        // Search's dashboard: every kind of field, in fewer modules than the home's.
        await page.getByLabel(say(words.page), { exact: true }).selectOption({ label: say(words.search) })
        await expect(page.locator('.admin-list .admin-card').first()).toBeVisible()
        await meetsTheBar(page, 'dashboards', say(words.dashboards), button(words.save))
      })
      await test.step("the dashboard's preview", async () => {
        await button(words.preview).click()
        await expect(page.getByRole('heading', { level: 2, name: say(words.preview) })).toBeVisible()
        await expect(page.locator('.admin-preview section, .admin-preview .dashboard').first()).toBeVisible()
        await meetsTheBar(page, "the dashboard's preview", say(words.dashboards), button(words.save))
      })
      await test.step('side menu', async () => {
        await open('menu')
        await meetsTheBar(page, 'side menu', say(words.menu), button(words.save))
      })
      await test.step("a new side-menu entry's form", async () => {
        const entries = page.locator('.admin-list > li')
        const before = await entries.count()
        await button(words.addEntry).click()
        await expect(entries).toHaveCount(before + 1)
        const fresh = entries.last().getByRole('combobox').first()
        await meetsTheBar(page, "a new side-menu entry's form", say(words.menu), fresh)
      })
      await test.step('members', async () => {
        await open('members')
        await expect(page.getByRole('listitem').filter({ hasText: memberEmail })).toBeVisible()
        await meetsTheBar(page, 'members', say(words.members), button(words.search))
      })
      await test.step('backups', async () => {
        await open('backups')
        // The schedule took the first as the site started; one more now, and both are listed.
        await button(words.backUpNow).click()
        await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
          language === 'vi'
            ? 'Đã sao lưu xong: bản mới nằm đầu danh sách.'
            : 'The backup is taken: it is the first in the list.',
        )
        await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible()
        await meetsTheBar(page, 'backups', say(words.backups), button(words.backUpNow))
      })
      await test.step('audit log', async () => {
        await open('audit')
        // The first admin's grant from the command line is the log's first entry.
        const entry = page.locator('.admin-list .admin-card').filter({ hasText: 'member.grant-admin' })
        await expect(entry.first()).toBeVisible()
        const current = page
          .getByRole('navigation', { name: say(words.admin) })
          .getByRole('link', { name: say(words.audit), exact: true })
        await meetsTheBar(page, 'audit log', say(words.audit), current)
      })
      await test.step('offline', async () => {
        await context.setOffline(true)
        // A screen of words only: nothing to reach by Tab.
        await meetsTheBar(page, 'offline', say(words.offline), null, '.status-screen')
        await context.setOffline(false)
      })

      await test.step('403, for a member', async () => {
        const { own: member, opened: memberPage } = await other()
        await useToken(memberPage, site.token(memberEmail))
        await memberPage.goto(`${site.url}/${language}/admin`)
        const home = memberPage.getByRole('link', { name: say(words.home) })
        await meetsTheBar(memberPage, '403', say(words.forbidden), home, '.status-screen')
        await member.close()
      })
      await test.step('sign-in, for a visitor', async () => {
        const { own: visitor, opened: visitorPage } = await other()
        await visitorPage.goto(`${site.url}/${language}/admin/members`)
        const logIn = visitorPage.locator('.status-screen').getByRole('link', { name: say(words.logIn) })
        await meetsTheBar(visitorPage, 'sign-in', say(words.admin), logIn, '.status-screen')
        await visitor.close()
      })
      expect(errors, "uncaught exceptions and refusals in the member's and visitor's pages").toEqual([])
    })
  }
})
