import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'

export interface Installability {
  /** Chromium's reasons not to offer installing (empty: installable). */
  errors: string[]
  /** Problems Chromium found reading the manifest. */
  manifestErrors: string[]
  controlled: boolean
}

/**
 * Asks Chromium whether it would offer to install the app, once the service worker controls the
 * page: `Page.getInstallabilityErrors`, the check behind Lighthouse's former installable-manifest
 * audit. Chromium never offers to install from an incognito window, so the browser gets a profile.
 */
export async function checkInstallability(
  url: string,
  executablePath: string,
  args: string[],
): Promise<Installability> {
  const profile = mkdtempSync(join(tmpdir(), 'mot-install-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath, args })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url)
    const controlled = await serviceWorkerControls(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    const { errors } = await cdp.send('Page.getAppManifest')
    return {
      errors: installabilityErrors.map(
        (error) => error.errorId + error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join(''),
      ),
      manifestErrors: errors.map((error) => `${error.message} (line ${error.line})`),
      controlled,
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * Waits up to a minute for the service worker to take the page (it precaches the shell first). Asked
 * by evaluating a string, as the scripts are compiled without the browser's types; polled, because
 * the site's CSP forbids the eval that waitForFunction would use.
 */
export async function serviceWorkerControls(page: Page, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await page.evaluate('navigator.serviceWorker.controller !== null')) return true
    await page.waitForTimeout(200)
  }
  return false
}
