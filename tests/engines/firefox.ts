import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import { type Driver, findExpression, lookFor, type Target } from './driver.ts'
import type { Engine } from './engine.ts'
import { takeProblems } from './probe.ts'

export const firefoxBinary = '/usr/bin/firefox-esr'

/** Firefox ESR over WebDriver BiDi: one browser for the run, a fresh tab for each flow. */
export async function startFirefox(): Promise<Engine> {
  const profile = mkdtempSync(join(tmpdir(), 'mot-firefox-'))
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxBinary,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      // Films start when asked to, as a click would in a visitor's browser.
      'media.autoplay.default': 0,
    },
  })
  return {
    name: 'Firefox ESR',
    async open(baseUrl) {
      const page = await browser.newPage()
      await page.setViewport({ width: 1280, height: 900 })
      return firefoxDriver(page, baseUrl)
    },
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

function firefoxDriver(page: Page, baseUrl: string): Driver & { close(): Promise<void> } {
  const heard: string[] = []
  page.on('console', (message) => {
    const type = message.type()
    if (type === 'warn' || type === 'error') heard.push(`console ${type}: ${message.text()}`)
  })
  page.on('pageerror', (error) => heard.push(`uncaught: ${error instanceof Error ? error.message : error}`))

  const element = (target: Target) =>
    lookFor(
      target,
      async () => (await page.evaluateHandle(findExpression(target))).asElement() as ElementHandle | null,
    )
  return {
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    async click(target) {
      await (await element(target)).click()
    },
    async type(target, text) {
      const found = await element(target)
      await found.focus()
      await found.type(text)
    },
    press: (key) => page.keyboard.press(key),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async problems() {
      // The probe hears the same console messages: the browser's own account is kept, the probe's
      // refusals and rejections added.
      const probed = (await page.evaluate(takeProblems).catch(() => [])) as string[]
      const taken = [...heard, ...probed.filter((line) => !/: (warn|error): /.test(line))]
      heard.length = 0
      return taken
    },
    close: () => page.close(),
  }
}
