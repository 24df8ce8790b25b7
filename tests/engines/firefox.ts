import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, {
  type Browser,
  type ConsoleMessage,
  type ElementHandle,
  type Frame,
  type Page,
} from 'puppeteer-core'
import { type Driver, findExpression, lookFor, type Target, untilReady } from './driver.ts'
import type { Engine } from './engine.ts'
import { takeProblems } from './probe.ts'

export const firefoxBinary = '/usr/bin/firefox-esr'

/** Firefox ESR over WebDriver BiDi: one browser for the run, one tab for every flow. */
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
  // One tab for every flow, as in WebKit.
  let tab: Page | undefined
  return {
    name: 'Firefox ESR',
    async open(baseUrl) {
      tab ??= await browser.newPage()
      await tab.setViewport({ width: 1280, height: 900 })
      return firefoxDriver(tab, baseUrl)
    },
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

function firefoxDriver(page: Page, baseUrl: string): Driver & { close(): Promise<void> } {
  const heard: string[] = []
  // A page being left cancels its requests and imports, and Firefox reports each as an error of that
  // page: what it says between a navigation's start and the next document, nobody sees.
  let leaving = false
  const committed = (frame: Frame) => {
    if (frame === page.mainFrame()) leaving = false
  }
  page.on('framenavigated', committed)
  // Addresses whose first load Firefox reported as cut short inside the service worker (see below).
  const cutShort = new Map<string, string>()
  const hear = (line: string) => {
    if (leaving) return
    const url = cutShortUrl(line)
    if (url) cutShort.set(url, line)
    else heard.push(line)
  }
  /**
   * React sets an image's `src` once as it builds the element and again when it puts it in the page
   * (react-dom's commitHostMount, so that `onLoad` is not missed). Firefox starts a load for each and
   * drops the first; when the service worker was still passing that one's body on, Firefox reports
   * it as an error of the page, although the image is then drawn from the second load. Such a report
   * is a failure only if the page did not get the image after all: no later answer for the address
   * in its resource timing, or an image of the page at that address that is broken.
   */
  const settle = async () => {
    if (cutShort.size === 0) return
    const urls = [...cutShort.keys()]
    const drawn = drawnExpression(urls)
    await page
      .waitForFunction(`${drawn}.length === ${urls.length}`, { timeout: 3_000, polling: 150 })
      .catch(() => {})
    const got = (await page.evaluate(drawn).catch(() => [])) as string[]
    for (const url of urls) if (!got.includes(url)) heard.push(cutShort.get(url)!)
    cutShort.clear()
  }
  const logged = (message: ConsoleMessage) => {
    const type = message.type()
    if (type === 'warn' || type === 'error') hear(`console ${type}: ${message.text()}`)
  }
  const uncaught = (error: unknown) => hear(`uncaught: ${error instanceof Error ? error.message : error}`)
  page.on('console', logged)
  page.on('pageerror', uncaught)
  const navigate = async (go: () => Promise<unknown>) => {
    // The page's resource timing, which settles those reports, goes with the page.
    await settle()
    leaving = true
    try {
      await go()
    } finally {
      leaving = false
    }
  }

  const element = (target: Target) =>
    lookFor(
      target,
      async () => (await page.evaluateHandle(findExpression(target))).asElement() as ElementHandle | null,
    )
  return {
    goto: async (path) => {
      await navigate(() => page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' }))
      await page.evaluate(untilReady)
    },
    reload: async () => {
      await navigate(() => page.reload({ waitUntil: 'load' }))
      await page.evaluate(untilReady)
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
      await settle()
      const probed = (await page.evaluate(takeProblems).catch(() => [])) as string[]
      const taken = [...heard, ...probed.filter((line) => !/: (warn|error): /.test(line))]
      heard.length = 0
      return taken
    },
    async close() {
      page.off('framenavigated', committed)
      page.off('console', logged)
      page.off('pageerror', uncaught)
    },
  }
}

/** The address of Firefox's report that the service worker's answer to a request was cut short. */
function cutShortUrl(line: string): string | undefined {
  return /Failed to load ‘([^’]+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\./.exec(
    line,
  )?.[1]
}

/** The addresses of `urls` that have a complete answer in the page's resource timing and no broken image. */
function drawnExpression(urls: string[]): string {
  return `((urls) => urls.filter((url) =>
    performance.getEntriesByName(url).some((entry) => entry.responseStatus >= 200 && entry.responseStatus < 300) &&
    ![...document.images].some((image) => image.currentSrc === url && image.complete && image.naturalWidth === 0)
  ))(${JSON.stringify(urls)})`
}
