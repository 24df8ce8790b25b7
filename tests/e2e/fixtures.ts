import { test as base, expect, type Page } from '@playwright/test'
import { untilReady } from '../../scripts/lib/page-ready.ts'

/**
 * Every page must run without an uncaught exception: a test fails on the first one. A page the server
 * drew that the app cannot take over as it is (a hydration mismatch) is one: React reports it as an
 * uncaught error (#418 and its kind in a production build), and logs the mismatch in a development one.
 */
export const test = base.extend<{
  page: Page
  failOnPageError: undefined
  failOnCspViolation: undefined
  /** A refusal a test expects and checks itself (hostile markup that the policy is there to stop). */
  expectedCspRefusal: RegExp | undefined
}>({
  expectedCspRefusal: [undefined, { option: true }],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const answer = await goto(...args)
      await untilReady(page)
      return answer
    }
    page.reload = async (...args) => {
      const answer = await reload(...args)
      await untilReady(page)
      return answer
    }
    await use(page)
  },
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /hydrat|React error #4(18|19|20|21|22|23|25)\b/i.test(message.text())
        ) {
          errors.push(message.text())
        }
      })
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

export { expect, untilReady }
