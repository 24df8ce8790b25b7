import { type ChildProcess, spawn } from 'node:child_process'
import { globSync } from 'node:fs'
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import { type Driver, findExpression, lookFor, type Target, untilAnswering, untilReady } from './driver.ts'
import type { Engine } from './engine.ts'
import { takeProblems } from './probe.ts'

export const webkitDriverBinary = '/usr/bin/WebKitWebDriver'

/** WebKitGTK's MiniBrowser, wherever the system's architecture put it. */
export const miniBrowser = () => globSync('/usr/lib/*/webkit2gtk-4.*/MiniBrowser').sort().at(-1)

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver on a virtual display (it has no headless mode).
 * One window for the whole run: its driver gives no console, so the page probe speaks for it.
 */
export async function startWebKit(port: number): Promise<Engine> {
  const binary = miniBrowser()
  if (!binary) throw new Error('WebKitGTK’s MiniBrowser is not installed (webkit2gtk-driver)')
  // Its own process group, so that the display, the driver and the browser end together.
  const server: ChildProcess = spawn('xvfb-run', ['-a', webkitDriverBinary, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  const stopServer = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  }
  try {
    await untilAnswering(`http://127.0.0.1:${port}/status`, 20_000)
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary, // Films start when asked to, as a click would in a visitor's browser.
          args: ['--automation', '--autoplay-policy=allow'],
        },
      })
      .build()
    await driver.manage().window().setRect({ width: 1280, height: 900 })
    const window = webkitDriver(driver)
    return {
      name: 'WebKitGTK',
      open: async (baseUrl) => ({ ...window(baseUrl), close: async () => {} }),
      async close() {
        await driver.quit().catch(() => {})
        stopServer()
      },
    }
  } catch (error) {
    stopServer()
    throw error
  }
}

const webkitDriver =
  (driver: WebDriver) =>
  (baseUrl: string): Driver => {
    const element = (target: Target) =>
      lookFor(target, () => driver.executeScript<WebElement | null>(`return ${findExpression(target)}`))
    return {
      goto: async (path) => {
        await driver.get(new URL(path, baseUrl).href)
        await driver.executeScript(`return ${untilReady}`)
      },
      reload: async () => {
        await driver.navigate().refresh()
        await driver.executeScript(`return ${untilReady}`)
      },
      async click(target) {
        await (await element(target)).click()
      },
      async type(target, text) {
        await (await element(target)).sendKeys(text)
      },
      press: (key) =>
        driver
          .actions()
          .sendKeys(key === 'ArrowRight' ? Key.ARROW_RIGHT : Key.ARROW_LEFT)
          .perform(),
      // A returned promise is awaited by WebDriver itself.
      evaluate: <T>(expression: string) => driver.executeScript<T>(`return (${expression})`),
      problems: () => driver.executeScript<string[]>(`return ${takeProblems}`),
    }
  }
