import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { untilReady } from '../page-ready.ts'
import type { AttackRow } from './report.ts'
import type { Post } from './visitor.ts'

type Outcome = Omit<AttackRow, 'attack' | 'expected'>

/** Debian's Chromium with the flags the browser tests use (playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

/** A fresh profile for each attack: nothing stored but what the attack itself puts there. */
async function inContext<T>(browser: Browser, baseURL: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', serviceWorkers: 'block' })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/*
 * Code run inside the page is kept as text: the scripts are compiled without the browser's types,
 * and Playwright evaluates it through the DevTools protocol, which the site's CSP does not restrict.
 */

/** What this device keeps under 'kiosk': on only when the stored settings say `on: true`. */
const kioskIsOn = (page: Page) =>
  page.evaluate(`(() => {
    try {
      return JSON.parse(localStorage.getItem('kiosk') ?? 'null')?.on === true
    } catch {
      return false
    }
  })()`) as Promise<boolean>

/**
 * Waits until the app has done what it does with a kiosk link: asked on screen (a dialog), turned
 * kiosk mode on, or taken the proposal out of the address.
 */
async function kioskLinkHandled(page: Page) {
  await page.locator('main').waitFor({ timeout: 30_000 })
  // Playwright's own waits, not a predicate evaluated in the page: the site's CSP forbids
  // evaluating strings as script.
  await Promise.race([
    page.locator('[role="dialog"], [role="alertdialog"], dialog[open]').first().waitFor({ timeout: 15_000 }),
    page.waitForURL((url) => !url.search.includes('kiosk'), { timeout: 15_000 }),
  ])
}

/** A stranger's link turns kiosk mode on only once the person at the device confirms it. */
export function kioskLink(browser: Browser, base: string): Promise<Outcome> {
  return inContext(browser, base, async (page) => {
    await page.goto('/vi?kiosk=1&pin=1234')
    await kioskLinkHandled(page)
    const onAtOnce = await kioskIsOn(page)
    await page.reload()
    await page.locator('main').waitFor({ timeout: 30_000 })
    await kioskLinkHandled(page)
    const onAfterReload = await kioskIsOn(page)
    const asked = await page.locator('[role="dialog"], dialog[open]').count()
    return {
      requests: 2,
      happened: `kiosk ${onAtOnce ? 'on' : 'off'} at once, ${onAfterReload ? 'on' : 'off'} after a reload${asked ? '; a dialog asks' : ''}`,
      result: !onAtOnce && !onAfterReload ? 'pass' : 'fail',
    }
  })
}

/** Writes the library record as the app keeps it (idb-keyval: database, store, key 'root'). */
const writeLibrary = (page: Page, library: unknown) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('mot-library')
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains('library')) open.result.createObjectStore('library')
    }
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const write = db.transaction('library', 'readwrite').objectStore('library').put(${JSON.stringify(library)}, 'root')
      write.onsuccess = () => {
        db.close()
        resolve(true)
      }
      write.onerror = () => reject(write.error)
    }
  })`)

/**
 * One malformed entry between two good ones in the viewed history, and a device id the server
 * refuses: after a reload the good entries still show, and a like still goes through.
 */
export function corruptedDevice(
  browser: Browser,
  base: string,
  good: [Post, Post],
  liked: Post,
): Promise<Outcome> {
  return inContext(browser, base, async (page) => {
    await page.goto('/vi')
    await page.locator('main').waitFor({ timeout: 30_000 })
    const entry = (post: Post) => ({ ...post, isLike: false, at: Date.now() })
    const malformed = { id: 'not-a-number', title: 42, slug: null }
    await writeLibrary(page, {
      post: { viewedHistory: [entry(good[0]), malformed, entry(good[1])], savedPosts: [], likedPosts: [] },
    })
    await page.evaluate(`localStorage.setItem('deviceId', 'dévice-ñ')`)
    await page.goto('/vi/history')
    await untilReady(page)
    const titles = page.locator('main .post-card__title')
    const shown = await titles
      .filter({ hasText: good[0].title })
      .or(titles.filter({ hasText: good[1].title }))
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        async () =>
          (await titles.allTextContents()).filter((t) => t === good[0].title || t === good[1].title).length,
        () => 0,
      )

    await page.goto(`/vi/${liked.posttype}/${liked.slug}/`)
    // A click on the server-drawn button before the app has taken the page over does nothing.
    await untilReady(page)
    const likeAnswer = page.waitForResponse((r) => r.url().includes('/posts/action/like/'), {
      timeout: 20_000,
    })
    await page.getByRole('button', { name: /Thích/ }).first().click({ timeout: 20_000 })
    const likeStatus = await likeAnswer.then(
      (r) => r.status(),
      () => 0,
    )
    return {
      requests: 3,
      happened: `${shown} of 2 good history entries shown; the like answered ${likeStatus || 'nothing'}`,
      result: shown === 2 && likeStatus === 200 ? 'pass' : 'fail',
    }
  })
}
