import type { Page } from '@playwright/test'

/** The sum of every layout shift since the page opened, those right after a tap included. */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number }[]
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        // No shift at all gives the observer nothing to report.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)))
      }),
  )
