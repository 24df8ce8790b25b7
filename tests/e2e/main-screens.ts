import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export type Lang = 'vi' | 'en'

/** The words a screen is recognised by once it has loaded, in each language. */
const words = {
  menu: { vi: 'Menu chính', en: 'Main menu' },
  save: { vi: 'Lưu', en: 'Save' },
  saved: { vi: 'Đã lưu', en: 'Saved' },
  history: { vi: 'Lịch sử xem', en: 'History' },
  bookmarks: { vi: 'Dấu trang', en: 'Bookmarks' },
} as const

export interface MainScreen {
  name: string
  path: string
  /** Waits for the screen's content (not only its shell) and opens what must be open. */
  ready?: (page: Page, lang: Lang) => Promise<void>
}

/**
 * The main screens of issue 21, one list for every check that walks them (touch targets and axe):
 * home, each type's dashboard, a list, search with results, each detail page with a reader, both
 * readers, the library screens, settings and sign-in, each with a post of the demo catalogue.
 */
export const mainScreens: MainScreen[] = [
  { name: 'home', path: '', ready: cards },
  { name: 'film dashboard', path: '/movies', ready: cards },
  { name: 'comic dashboard', path: '/comics', ready: cards },
  { name: 'novel dashboard', path: '/novels', ready: cards },
  { name: 'game dashboard', path: '/games', ready: cards },
  { name: 'list', path: '/list?api=/posts/lists/comic/', ready: cards },
  { name: 'search', path: '/search?q=da%20lat', ready: cards },
  { name: 'film detail', path: '/movie/tinh-yeu-o-da-lat/' },
  { name: 'comic detail', path: '/comic/kiem-si-may-troi/' },
  { name: 'novel detail', path: '/novel/bi-an-can-phong-so-7/' },
  { name: 'comic reader', path: '/comic/kiem-si-may-troi/1/', ready: (page) => firstImage(page) },
  // With what comes after the text: the bookmarks' button in the reader's head.
  {
    name: 'novel reader',
    path: '/novel/bi-an-can-phong-so-7/1/',
    ready: (page, lang) => novelText(page, lang),
  },
  // The library screens with a post in them, saved and seen on its detail page.
  {
    name: 'history',
    path: '/movie/tinh-yeu-o-da-lat/',
    ready: (page, lang) => library(page, lang, 'history'),
  },
  { name: 'saved', path: '/movie/tinh-yeu-o-da-lat/', ready: (page, lang) => library(page, lang, 'saved') },
  { name: 'downloads', path: '/downloads' },
  { name: 'settings', path: '/settings' },
  { name: 'login', path: '/user/login/' },
  { name: 'forgot password', path: '/user/forgot-password' },
  { name: 'reset password', path: `/user/reset-password?token=${'a'.repeat(43)}` },
]

export async function cards(page: Page) {
  await expect(page.locator('main li a').first()).toBeVisible()
}
async function library(page: Page, lang: Lang, list: 'saved' | 'history') {
  await page.getByRole('button', { name: words.save[lang], exact: true }).click()
  const menu = page.getByRole('navigation', { name: words.menu[lang] })
  const button = page.locator('.header__menu-button')
  // On a phone the main menu is behind its button; on a desktop it is docked once its entries load.
  await expect(menu.or(button).filter({ visible: true }).first()).toBeVisible()
  if (await button.isVisible()) await button.click()
  await menu.getByRole('link', { name: words[list][lang] }).click()
  await expect(page.getByRole('heading', { level: 1, name: words[list][lang] })).toBeVisible()
  await cards(page)
}
export async function firstImage(page: Page) {
  await expect(page.getByRole('img', { name: /^(Trang|Page) 1 / }).first()).toBeVisible()
}
async function novelText(page: Page, lang: 'vi' | 'en') {
  await text(page)
  await expect(page.getByRole('button', { name: words.bookmarks[lang] })).toBeVisible()
}

export async function text(page: Page) {
  await expect(page.locator('.chapter-text')).not.toBeEmpty()
}
