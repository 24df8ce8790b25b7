import { test as base, expect } from '@playwright/test'

/** Every page must run without an uncaught exception: a test fails on the first one. */
export const test = base.extend<{
  failOnPageError: undefined
  failOnCspViolation: undefined
  /** A refusal a test expects and checks itself (hostile markup that the policy is there to stop). */
  expectedCspRefusal: RegExp | undefined
}>({
  expectedCspRefusal: [undefined, { option: true }],
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await use(undefined)
      expect(errors, 'uncaught exceptions in the page').toEqual([])
    },
    { auto: true },
  ],
  /** Nor anything the Content Security Policy refused (an inline style, a script from elsewhere). */
  failOnCspViolation: [
    async ({ page, expectedCspRefusal }, use) => {
      const refused: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (/Content Security Policy/i.test(text) && !expectedCspRefusal?.test(text)) refused.push(text)
      })
      await use(undefined)
      expect(refused, 'what the Content Security Policy refused').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
