import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type LocalServer, startServer, tempDataDir } from '../../scripts/lib/local-server.ts'
import { expect, test } from './fixtures.ts'

/*
 * Visual regression: the main screens as a reader sees them, compared pixel by pixel with the
 * pictures kept beside this file, so a layout break fails CI. A change meant to alter a screen
 * updates them on purpose (README, "Test").
 *
 * The site is a fresh demo of its own, visited in one order by one worker: the other browser tests
 * like, rate and view posts on the shared site, which moves counts and rankings from run to run.
 */

const root = join(import.meta.dirname, '..', '..')

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
}

interface Screen {
  name: string
  path: string
  /** Waits for what the screen is recognised by, beyond its heading. */
  ready?: (page: Page) => Promise<void>
}

const screens: Screen[] = [
  { name: 'home', path: '' },
  { name: 'comic-list', path: '/list?api=/posts/lists/comic/' },
  { name: 'film-detail', path: '/movie/tinh-yeu-o-da-lat/' },
  { name: 'comic-detail', path: '/comic/kiem-si-may-troi/' },
  {
    name: 'comic-reader',
    path: '/comic/kiem-si-may-troi/1/',
    ready: (page) => expect(page.getByRole('img', { name: /^(Trang|Page) 1 / }).first()).toBeVisible(),
  },
  {
    name: 'novel-reader',
    path: '/novel/bi-an-can-phong-so-7/1/',
    // With what comes after the text, the bookmarks' button in the head: drawn the same every time.
    ready: async (page) => {
      await expect(page.locator('.chapter-text')).not.toBeEmpty()
      await expect(page.locator('.reader-head__bookmarks')).toBeVisible()
    },
  },
]

/** Every image in the viewport has arrived and been decoded, and the fonts are in. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const visible = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return (
        box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      )
    })
    return visible.every((image) => image.complete && image.naturalWidth > 0)
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.describe('screens look as they did', () => {
  // One worker, one order: the pictures depend on what was viewed before.
  test.describe.configure({ mode: 'default' })
  // The banner stays on its first slide, and nothing moves while the picture is taken.
  test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' })

  let server: LocalServer | undefined
  let data: ReturnType<typeof tempDataDir> | undefined
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    data = tempDataDir('visual')
    server = await startServer({
      dataDir: data.dir,
      quiet: true,
      env: {
        APP_DIR: process.env.E2E_APP_DIR ?? join(root, 'dist'),
        SEED_DEMO: 'true',
        DATABASE_URL: undefined,
        MEDIA_DIR: undefined,
        LIBRARY_DIR: undefined,
      },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    data?.remove()
  })

  for (const [size, viewport] of Object.entries(sizes)) {
    for (const lang of ['vi', 'en'] as const) {
      for (const screen of screens) {
        test(`${screen.name} ${lang} ${size}`, async ({ page }) => {
          if (!server) throw new Error('the site did not start')
          await page.setViewportSize(viewport)
          await page.goto(`${server.url}/${lang}${screen.path}`)
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
          await screen.ready?.(page)
          await settled(page)
          await expect(page).toHaveScreenshot(`${screen.name}-${lang}-${size}.png`, {
            animations: 'disabled',
            caret: 'hide',
            // Anti-aliasing differs by a few pixels between runs of the same build; a layout break
            // moves thousands.
            maxDiffPixelRatio: 0.01,
          })
        })
      }
    }
  }
})
