import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SITE_STYLES_ATTRIBUTE } from '../../src/contract/page-styles.ts'
import { SITE_THEME_KEY } from '../../src/contract/site-theme.ts'

/** The start script as the server writes it in a drawn page (public/app-start.js). */
const source = readFileSync('public/app-start.js', 'utf8')

/** The browser's paint timing, told by the test: what it supports, and when a paint is on screen. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint']
  static observers: FakePaintObserver[] = []
  observed = false
  readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void
  constructor(report: FakePaintObserver['report']) {
    this.report = report
    FakePaintObserver.observers.push(this)
  }
  observe() {
    this.observed = true
  }
  disconnect() {
    this.observed = false
  }
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers.filter((o) => o.observed))
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  }
}

/** Runs the start script as the page's script element with the page's code and the app's script. */
function runStart() {
  const tag = document.createElement('script')
  tag.dataset.code = '/assets/a.js /assets/b.js'
  tag.dataset.app = '/assets/index.js'
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag)
  new Function(source)()
}

const asked = () => [
  ...[...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
  ...[...document.head.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src')),
]

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => setTimeout(() => frame(0), 16))
  FakePaintObserver.observers = []
  document.head.innerHTML = ''
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("a drawn page's start (public/app-start.js)", () => {
  it("asks for the app's code once the page's first paint is on the screen, not when it is drawn", () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    runStart()
    // The page is loaded and frames go by, but none is on the screen yet (a busy phone).
    vi.advanceTimersByTime(100)
    expect(asked()).toEqual([])
    FakePaintObserver.paint('first-paint')
    vi.advanceTimersByTime(100)
    expect(asked()).toEqual([])
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(100)
    expect(asked()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index.js'])
  })

  it('asks a second after the page is read at the latest, and once only', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    runStart()
    vi.advanceTimersByTime(1000)
    expect(asked()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index.js'])
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(100)
    expect(asked()).toHaveLength(3)
  })

  it('asks after the next frame where the browser does not time paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    runStart()
    vi.advanceTimersByTime(100)
    expect(asked()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index.js'])
  })

  it("asks for the site's styles first on a page drawn with a reader's alone", () => {
    const drawnWith = document.createElement('link')
    drawnWith.rel = 'stylesheet'
    drawnWith.href = '/assets/drawn-reader.css'
    drawnWith.setAttribute(SITE_STYLES_ATTRIBUTE, '/assets/index-site.css')
    document.head.append(drawnWith)
    vi.stubGlobal('PerformanceObserver', undefined)
    runStart()
    vi.advanceTimersByTime(100)
    const requested = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ])
    expect(requested).toEqual([
      ['stylesheet', '/assets/drawn-reader.css'],
      ['stylesheet', '/assets/index-site.css'],
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ])
  })

  it("asks for no other styles on a page drawn with the site's", () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    runStart()
    vi.advanceTimersByTime(100)
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0)
  })

  it('shows the colours chosen in the settings before the app is there, and the device’s when none or junk is kept', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    for (const [kept, shown] of [
      ['"light"', 'light'],
      ['"dark"', 'dark'],
      ['"device"', undefined],
      ['{not json', undefined],
      ['"<script>"', undefined],
      [null, undefined],
    ] as const) {
      delete document.documentElement.dataset.theme
      if (kept === null) localStorage.removeItem(SITE_THEME_KEY)
      else localStorage.setItem(SITE_THEME_KEY, kept)
      runStart()
      expect(document.documentElement.dataset.theme, String(kept)).toBe(shown)
    }
    localStorage.removeItem(SITE_THEME_KEY)
  })
})
