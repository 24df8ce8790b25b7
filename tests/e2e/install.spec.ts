import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { startUpdateServer } from './update-server.ts'

interface ManifestImage {
  src: string
  sizes: string
  type?: string
  purpose?: string
  form_factor?: string
}

/** Width and height from a PNG's header: the size a browser will see, whatever the manifest says. */
async function pngSize(request: APIRequestContext, src: string) {
  const response = await request.get(src)
  expect(response.ok(), `${src} is served`).toBe(true)
  const png = await response.body()
  expect(png.subarray(1, 4).toString('latin1'), `${src} is a PNG`).toBe('PNG')
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

const controlled = 'navigator.serviceWorker.controller !== null'
/** The state of the version waiting to take over, if one waits (runs in the page). */
const waitingVersionState = async () =>
  (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null

test('the manifest is linked, served and complete, with icons and screenshots of the sizes it names', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/vi')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await request.get(href!)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest).toMatchObject({ name: 'Mọt', short_name: 'Mọt', lang: 'vi', display: 'standalone' })
  expect(manifest.description.length).toBeGreaterThan(20)
  // Full screen first, for the kiosk; where a browser has no full screen, standalone (the manifest spec).
  expect(manifest.display_override).toEqual(['fullscreen', 'standalone', 'minimal-ui'])
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

  // Start address inside the scope, on this origin, and answered with the app.
  const manifestUrl = new URL(href!, baseURL)
  const scope = new URL(manifest.scope, manifestUrl)
  const start = new URL(manifest.start_url, manifestUrl)
  expect(scope.href).toBe(new URL('/', baseURL).href)
  expect(start.origin).toBe(scope.origin)
  expect(start.pathname.startsWith(scope.pathname)).toBe(true)
  expect((await request.get(start.href)).headers()['content-type']).toContain('text/html')

  const icons: ManifestImage[] = manifest.icons
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((entry) => entry.sizes === size && (entry.purpose ?? 'any').includes(purpose!))
    expect(icon, `a ${purpose} icon of ${size}`).toBeDefined()
    expect(icon!.type).toBe('image/png')
    expect(await pngSize(request, icon!.src)).toBe(size)
  }

  const screenshots: ManifestImage[] = manifest.screenshots
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const shot of screenshots) expect(await pngSize(request, shot.src)).toBe(shot.sizes)

  const shortcuts: { name: string; url: string }[] = manifest.shortcuts
  expect(shortcuts.map((shortcut) => new URL(shortcut.url, manifestUrl).pathname)).toEqual([
    '/vi/search',
    '/vi/saved',
    '/vi/downloads',
  ])
  for (const shortcut of shortcuts) expect(shortcut.name.trim()).not.toBe('')
})

test('a page in English links the English manifest: its words, its shortcuts and its home', async ({
  page,
  request,
}) => {
  await page.goto('/en/comic')
  // In the HTML the server sent, not only once the app runs.
  const sent = await (await request.get('/en/comic')).text()
  expect(sent).toContain('<link rel="manifest" href="/en/manifest.webmanifest">')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/en/manifest.webmanifest')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({ lang: 'en', start_url: '/en', scope: '/', id: '/', name: 'Mọt' })
  expect(manifest.description).toMatch(/^Watch films/)
  expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => shortcut.name)).toEqual([
    'Search',
    'Saved',
    'Downloads',
  ])
})

test('iOS finds its touch icon, home-screen tags and a page drawn around the notch', async ({
  page,
  request,
}) => {
  await page.goto('/vi')
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(await pngSize(request, touchIcon!)).toBe('180x180')
  const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content')
  expect(await meta('apple-mobile-web-app-capable')).toBe('yes')
  expect(await meta('mobile-web-app-capable')).toBe('yes')
  expect(await meta('apple-mobile-web-app-status-bar-style')).toBe('black-translucent')
  expect(await meta('apple-mobile-web-app-title')).toBe('Mọt')
  expect(await meta('viewport')).toContain('viewport-fit=cover')
  expect(await page.title()).toBe('Mọt')

  // A launch screen for each common iPhone and iPad, of exactly the size of the screen its media
  // query names: iOS shows none of another size.
  const launches = await page
    .locator('link[rel="apple-touch-startup-image"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('media')]))
  expect(launches.length).toBeGreaterThanOrEqual(10)
  for (const [href, media] of launches) {
    const [, width, height, ratio] =
      /\(width: (\d+)px\) and \(height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\)/.exec(
        media ?? '',
      ) ?? []
    expect(width, `${href}'s media`).toBeDefined()
    expect(await pngSize(request, href!)).toBe(
      `${Number(width) * Number(ratio)}x${Number(height) * Number(ratio)}`,
    )
  }
  expect(new Set(launches.map(([href]) => href)).size).toBe(launches.length)
})

test('Chromium finds the app installable: a service worker with a fetch handler controls the page', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito window, which every test context is: this
  // test opens a browser with a profile of its own, as a person's would be.
  const profile = mkdtempSync(join(tmpdir(), 'mot-install-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/vi')
    await expect.poll(() => page.evaluate(controlled), { timeout: 15_000 }).toBe(true)
    const worker = await request.get('/sw.js')
    expect(await worker.text()).toMatch(/addEventListener\(\s*["'`]fetch["'`]/)

    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])

    // The start address opens with the network off.
    await context.setOffline(true)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()

    // Installed from an English page, the app is the English one, and starts in English offline.
    await context.setOffline(false)
    // Now from the service worker's shell, whose link the app sets to its page's language.
    await page.goto('/en')
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url)
      .toMatch(/\/en\/manifest\.webmanifest$/)
    const english = await cdp.send('Page.getAppManifest')
    expect(english.errors).toEqual([])
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    const start = JSON.parse(english.data!).start_url as string
    await context.setOffline(true)
    await page.goto(start)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Mọt', exact: true })).toBeVisible()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the install button appears when the browser offers to install, and opens its dialog', async ({
  page,
}) => {
  await page.goto('/vi')
  await expect(page.getByRole('link', { name: 'Cài đặt', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cài ứng dụng' })).toHaveCount(0)
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    window.dispatchEvent(offer)
  })
  await page.getByRole('button', { name: 'Cài ứng dụng' }).click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  await page.getByRole('link', { name: 'Cài đặt', exact: true }).click()
  await expect(page.getByText('Mọt đã được cài đặt trên thiết bị này.')).toBeVisible()
})

test('a new build shows the update prompt; Later leaves the page alone, Update reloads onto it', async ({
  browser,
}) => {
  // Two builds and two server starts: minutes on a busy machine.
  test.setTimeout(360_000)
  const server = await startUpdateServer('1.0.0-first')
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await page.goto('/vi/settings')
    await expect(page.getByText('Phiên bản 1.0.0-first')).toBeVisible()
    await expect.poll(() => page.evaluate(controlled), { timeout: 15_000 }).toBe(true)

    await server.deploy('1.0.0-second')
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByText('Đã có phiên bản mới của Mọt.')
    await expect(prompt).toBeVisible({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Để sau' }).click()
    await expect(prompt).toHaveCount(0)
    // Later asks nothing of the new version: it is still waiting, and this page was not reloaded.
    expect(await page.evaluate(waitingVersionState)).toBe('installed')
    expect(loads).toBe(1)
    await expect(page.getByText('Phiên bản 1.0.0-first')).toBeVisible()

    // Opened again, the waiting version is offered again; this time it is taken.
    await page.reload()
    await expect(page.getByText('Phiên bản 1.0.0-first')).toBeVisible()
    await expect(prompt).toBeVisible({ timeout: 30_000 })
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Cập nhật' }).click()])
    await expect(page.getByText('Phiên bản 1.0.0-second')).toBeVisible()
    await expect(prompt).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
    await server.stop()
  }
})
