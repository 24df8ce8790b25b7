/**
 * What a flow asks of a browser, the same in every engine: each engine's adapter (firefox.ts,
 * webkit.ts) drives its browser through its own protocol behind it.
 */
export interface Driver {
  /** Opens a path of the site (through the switchable network) and waits for the document to load. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** A real click on the element the target names, scrolled into view first. */
  click(target: Target): Promise<void>
  /** Real key presses into the element the target names, after focusing it. */
  type(target: Target, text: string): Promise<void>
  /** A key pressed and released where the focus is: 'ArrowRight', 'PageDown', a letter. */
  press(key: 'ArrowRight' | 'ArrowLeft'): Promise<void>
  /** Runs a JavaScript expression in the page and gives back its value (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>
  /** What the page warned of or failed at since the last call: console warnings and errors, refusals. */
  problems(): Promise<string[]>
}

/** An element: the first matching the CSS selector whose text or accessible label matches `text`. */
export interface Target {
  css: string
  text?: string | RegExp
}

/** An expression that finds the target in the page: null when it is not there (yet). */
export function findExpression({ css, text }: Target): string {
  const pattern =
    text === undefined ? 'null' : text instanceof RegExp ? text.toString() : JSON.stringify(text)
  return `((css, pattern) => [...document.querySelectorAll(css)].find((element) => {
    if (pattern === null) return true
    const names = [element.textContent ?? '', element.getAttribute('aria-label') ?? '', element.getAttribute('alt') ?? '']
      .map((name) => name.replace(/\\s+/g, ' ').trim())
    return names.some((name) => (typeof pattern === 'string' ? name === pattern : pattern.test(name)))
  }) ?? null)(${JSON.stringify(css)}, ${pattern})`
}

/** Polls for the target with `look` (an engine's own lookup) until it is there. */
export async function lookFor<T>(
  target: Target,
  look: () => Promise<T | null>,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const found = await look().catch(() => null)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`not found: ${describeTarget(target)}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

export const describeTarget = ({ css, text }: Target) => (text === undefined ? css : `${css} “${text}”`)

/** Polls a condition in the page until it holds; fails naming what was awaited. */
export async function waitFor(driver: Driver, expression: string, what: string, timeout = 20_000) {
  const deadline = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      if (await driver.evaluate<boolean>(`Boolean(${expression})`)) return
    } catch (error) {
      // A page between two documents cannot be asked: asked again once the next one is there.
      last = error
    }
    if (Date.now() > deadline) {
      const reason = last instanceof Error ? ` (${last.message.split('\n')[0]})` : ''
      throw new Error(`timed out waiting for ${what}${reason}${await whereThePageIs(driver)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** Where a page that kept a flow waiting stood: its address and the start of what it showed. */
async function whereThePageIs(driver: Driver) {
  const seen = await driver
    .evaluate<string>(
      `location.pathname + location.search + ' showed “' + ((document.querySelector('main') ?? document.body)?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 120) + '”'`,
    )
    .catch(() => undefined)
  return seen ? `; the page at ${seen}` : ''
}

/** Waits for the target to be on screen. */
export const waitForElement = (driver: Driver, target: Target, timeout?: number) =>
  waitFor(
    driver,
    `(() => { const element = ${findExpression(target)}; return element !== null && element.getClientRects().length > 0 })()`,
    describeTarget(target),
    timeout,
  )

/** The text of the page's main region, spaces collapsed. */
export const mainText = `(document.querySelector('main')?.innerText ?? '').replace(/\\s+/g, ' ')`

/**
 * Waits until `url` answers 200 (a server this run started); `stopped` says why waiting is pointless.
 * Each try has its own short timeout: a server still starting may take a connection and not answer.
 */
export async function untilAnswering(
  url: string,
  timeout: number,
  stopped: () => string | undefined = () => undefined,
) {
  const deadline = Date.now() + timeout
  for (;;) {
    const why = stopped()
    if (why) throw new Error(why)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`nothing answered ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/**
 * An expression that settles once the app has taken over a page the server drew (`data-ready` on
 * <html>, src/main.tsx): before, a click or a key is the browser's alone. At once for a page the app
 * drew itself.
 */
export const untilReady = `new Promise((resolve) => {
  const ready = () => !document.getElementById('page-state') || document.documentElement.hasAttribute('data-ready')
  if (ready()) return resolve(true)
  const watch = new MutationObserver(() => {
    if (!ready()) return
    watch.disconnect()
    resolve(true)
  })
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] })
})`
