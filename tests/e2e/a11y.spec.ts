import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

type Lang = 'vi' | 'en'

/** The words a screen is recognised by once it has loaded, in each language. */
const words = {
  rate: { vi: 'Đánh giá', en: 'Rate' },
  rateDialog: { vi: 'Đánh giá trải nghiệm', en: 'Rate your experience' },
  menu: { vi: 'Menu chính', en: 'Main menu' },
  save: { vi: 'Lưu', en: 'Save' },
  saved: { vi: 'Đã lưu', en: 'Saved' },
  history: { vi: 'Lịch sử xem', en: 'History' },
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
]

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

/** One line per failing element: the rule, its impact, what it asks, where, and axe's reasons. */
function readable(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    )
    .join('\n')
}

async function signIn(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const registered = await page.request.post('/vi/api/v1/auth/register', {
    data: { name: `Mọt ${id}`, email: `a11y-${id}@example.org`, password: 'mot-secret-1' },
  })
  expect(registered.status()).toBe(201)
  const { data } = (await registered.json()) as { data: { token: string } }
  await page.context().addInitScript((token) => localStorage.setItem('accessToken', token), data.token)
}

for (const lang of ['vi', 'en'] as const) {
  test.describe(`accessibility in ${lang}: no serious or critical axe violation`, () => {
    for (const screen of screens) {
      test(screen.name, async ({ page }) => {
        if (screen.member) await signIn(page)
        await page.goto(`/${lang}${screen.path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await screen.ready?.(page, lang)
        const results = await new AxeBuilder({ page })
          .setLegacyMode()
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        // axe did look at the screen: the rules it checked and found met.
        expect(results.passes.length).toBeGreaterThan(10)
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(serious, readable(serious)).toEqual([])
      })
    }
  })
}
