import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The main pages of the app under its Content Security Policy (`style-src 'self'`, no inline script):
 * the fixture fails a test on anything the policy refuses, and each page also records the violation
 * events it saw, which name the directive.
 */
const pages: { path: string; ready: string; act?: (page: Page) => Promise<void> }[] = [
  { path: '/vi', ready: 'main h2' },
  { path: '/en', ready: 'main h2' },
  { path: '/vi/list?api=/posts/lists/comic/', ready: 'main li a' },
  { path: '/vi/search?q=da%20lat', ready: 'main li a' },
  { path: '/vi/comic/kiem-si-may-troi', ready: 'main h1' },
  { path: '/vi/comic/kiem-si-may-troi/1', ready: 'main img' },
  { path: '/vi/novel/bi-an-can-phong-so-7/1', ready: '.chapter-text' },
  { path: '/vi/movie/tinh-yeu-o-da-lat', ready: 'main h1', act: play },
  { path: '/vi/game/o-an-quan', ready: 'main h1' },
  { path: '/vi/user/login', ready: 'form' },
  { path: '/vi/downloads', ready: 'main h1' },
  { path: '/vi/khong-co-trang-nay', ready: 'main h1' },
]

/** Starts the film: the player (shaka) builds its video and controls under the same policy. */
async function play(page: Page) {
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  const video = page.getByRole('group', { name: /^Trình phát video: / }).locator('video')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.2)
}

test('the served policy allows styles from the site only, and the drawn page its own style attributes', async ({
  request,
}) => {
  const res = await request.get('/vi')
  const policy = res.headers()['content-security-policy'] ?? ''
  // Each of the page's own style="" by its hash: no other attribute, and no <style>, gets in.
  expect(policy).toMatch(/style-src 'self'( 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+=*')+)?;/)
  expect(policy).not.toContain('unsafe-inline')
  const html = await res.text()
  const styles = [...html.matchAll(/ style="([^"]*)"/g)].map(([, style]) => style!)
  expect(styles.length).toBeGreaterThan(0)
  for (const style of styles) {
    const hash = createHash('sha256').update(style).digest('base64')
    expect(policy).toContain(`'sha256-${hash}'`)
  }
})

test('a walk over the main pages meets no Content Security Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  test.slow()
  for (const { path, ready, act } of pages) {
    await page.goto(path)
    await expect(page.locator(ready).first(), path).toBeVisible()
    await act?.(page)
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )
    expect(violations, path).toEqual([])
  }
})
