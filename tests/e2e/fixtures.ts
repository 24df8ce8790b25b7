import { test as base, expect } from '@playwright/test'

/** Every page must run without an uncaught exception: a test fails on the first one. */
export const test = base.extend<{ failOnPageError: undefined }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await use(undefined)
      expect(errors, 'uncaught exceptions in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
