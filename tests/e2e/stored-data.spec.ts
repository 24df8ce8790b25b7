import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * What the app keeps in IndexedDB across visits: the query cache (dropped by each new version) and
 * the library (kept). The records are changed from a page of the site that does not run the app, so
 * the app's own writes cannot race the change.
 */
test.use({ serviceWorkers: 'block' })

const film = { slug: 'tinh-yeu-o-da-lat', title: 'Tình yêu ở Đà Lạt' }
const cache = { db: 'mot-query-cache', store: 'queries', key: 'client' }
const library = { db: 'mot-library', store: 'library', key: 'root' }
type Place = typeof cache

/** Runs in the page: the record at `place`, or undefined. */
const readRecord = (place: Place) =>
  new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open(place.db)
    open.onupgradeneeded = () => open.result.createObjectStore(place.store)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const read = open.result.transaction(place.store).objectStore(place.store).get(place.key)
      read.onsuccess = () => {
        resolve(read.result)
        open.result.close()
      }
      read.onerror = () => reject(read.error)
    }
  })

/** Runs in the page: puts `value` at `place`. */
const writeRecord = ([place, value]: [Place, unknown]) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(place.db)
    open.onupgradeneeded = () => open.result.createObjectStore(place.store)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const write = open.result.transaction(place.store, 'readwrite')
      write.objectStore(place.store).put(value, place.key)
      write.oncomplete = () => {
        open.result.close()
        resolve()
      }
      write.onerror = () => reject(write.error)
    }
  })

/** A page of the site without the app: its storage, and nothing writing to it. */
const leaveApp = (page: Page) => page.goto('/healthz')
const record = (page: Page, place: Place) => page.evaluate(readRecord, place)
const storedBuster = async (page: Page) => ((await record(page, cache)) as { buster?: unknown })?.buster

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu chính' })

/** Saves the film on its page and waits until the library record holds it. */
async function saveFilm(page: Page) {
  await page.goto(`/vi/movie/${film.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible()
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Đã Lưu' })).toBeVisible()
  await expect.poll(() => page.evaluate(readRecord, library).then(JSON.stringify)).toContain(film.title)
}

/** The app started and shows a screen, not its error screen. */
async function expectStarted(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0)
}

test('after a version update the saved and seen posts are still there, and the cache is written anew', async ({
  page,
}) => {
  await saveFilm(page)
  await expect.poll(() => storedBuster(page)).toEqual(expect.any(String))

  // The cache as the version before this one wrote it.
  await leaveApp(page)
  const written = (await record(page, cache)) as { buster: string }
  const current = written.buster
  await page.evaluate(writeRecord, [cache, { ...written, buster: `${current}-before` }] as [Place, unknown])

  await page.goto('/vi')
  await expectStarted(page)
  await expect.poll(() => storedBuster(page)).toBe(current)

  // Each list is on screen (its heading) before its posts are looked for: the home lists the film too.
  await menu(page).getByRole('link', { name: 'Đã lưu' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Đã lưu' })).toBeVisible()
  await expect(page.getByRole('main').getByText(film.title)).toBeVisible()
  await menu(page).getByRole('link', { name: 'Lịch sử xem' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeVisible()
  await expect(page.getByRole('main').getByText(film.title)).toBeVisible()
})

test('records the app cannot read are dropped: it starts empty, without its error screen', async ({
  page,
}) => {
  await leaveApp(page)
  await page.evaluate(writeRecord, [cache, 'garbage'] as [Place, unknown])
  await page.evaluate(writeRecord, [library, { post: { savedPosts: 'garbage' } }] as [Place, unknown])

  await page.goto('/vi')
  await expectStarted(page)
  // This visit's cache is kept again, in the shape the app writes.
  await expect
    .poll(async () =>
      Array.isArray(
        ((await record(page, cache)) as { clientState?: { queries?: unknown } })?.clientState?.queries,
      ),
    )
    .toBe(true)

  await menu(page).getByRole('link', { name: 'Đã lưu' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Chưa có gì ở đây' })).toBeVisible()
})

test('a malformed post in the library drops that post alone: the good ones show, and the record is repaired', async ({
  page,
}) => {
  await saveFilm(page)

  // Bad posts beside the good one in every list, as another version or an interrupted write might leave.
  await leaveApp(page)
  const stored = (await record(page, library)) as { post: Record<string, unknown[]> }
  const good = stored.post.savedPosts?.[0] as Record<string, unknown>
  const bad = [{ id: 'x' }, null, { ...good, id: 999, posttype: 'podcast' }, 'garbage']
  const corrupted = {
    post: { viewedHistory: [...bad, good], savedPosts: [bad[0], good, bad[2]], likedPosts: [bad[3]] },
  }
  await page.evaluate(writeRecord, [library, corrupted] as [Place, unknown])

  await page.goto('/vi/saved')
  await expect(page.getByRole('heading', { level: 1, name: 'Đã lưu' })).toBeVisible()
  await expect(page.getByRole('main').getByText(film.title)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0)
  await menu(page).getByRole('link', { name: 'Lịch sử xem' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeVisible()
  await expect(page.getByRole('main').getByText(film.title)).toBeVisible()

  // Written again without the bad posts, so they are not read (and dropped) at every start.
  await expect
    .poll(async () => {
      const repaired = (await record(page, library)) as { post: Record<string, { slug?: string }[]> }
      return Object.fromEntries(
        Object.entries(repaired.post).map(([list, posts]) => [list, posts.map((post) => post.slug)]),
      )
    })
    .toEqual({ viewedHistory: [film.slug], savedPosts: [film.slug], likedPosts: [] })
})

test('a malformed device id is replaced by a fresh one, and likes still count', async ({ page }) => {
  await leaveApp(page)
  await page.evaluate(() => localStorage.setItem('deviceId', 'dévice-ñ'))
  const sent: (string | null)[] = []
  page.on('request', (request) => {
    // The app's own calls (the page's preload hints are the browser's, without its headers).
    const headers = request.headers()
    if (headers['x-requested-with']) sent.push(headers['x-device-id'] ?? null)
  })

  await page.goto(`/vi/movie/${film.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible()
  await page.getByRole('button', { name: /Thích/ }).click()
  await expect(page.locator('.toaster').getByText('Đã thích bài viết!')).toBeVisible()
  await expect(page.getByRole('button', { name: /Thích/ })).toHaveText('Đã Thích')

  const kept = await page.evaluate(() => localStorage.getItem('deviceId'))
  expect(kept).toMatch(/^[A-Za-z0-9_-]{22}$/)
  // Every call the app made carried the fresh id, never the malformed one.
  expect(sent.length).toBeGreaterThan(0)
  expect(new Set(sent)).toEqual(new Set([kept]))
})
