import { createRequire } from 'node:module'
import puppeteer from 'puppeteer-core'
import { chromiumLaunchOptions } from '../chromium.ts'
import { READY } from '../page-ready.ts'

export interface Pa11yFinding {
  label: string
  errors: string[]
}

interface Pa11yIssue {
  code: string
  message: string
  selector: string
}
type Pa11y = (
  url: string,
  options: { browser: unknown; standard: string; runners: string[]; timeout: number; actions: string[] },
) => Promise<{ issues: Pa11yIssue[] }>

/** pa11y ships no types: what is used of it, named here. */
const pa11y = createRequire(import.meta.url)('pa11y') as Pa11y

/**
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) on each page, in one Chromium: Debian's, as the browser
 * tests start it (pa11y's own puppeteer download is skipped). Errors only, as pa11y counts them.
 */
export async function checkWithPa11y(pages: { label: string; url: string }[]): Promise<Pa11yFinding[]> {
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  })
  try {
    const findings: Pa11yFinding[] = []
    for (const page of pages) {
      const result = await pa11y(page.url, {
        browser,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        timeout: 60_000,
        // Judged once the app has taken the page over (page-ready.ts), not in the middle of it: a
        // check of a page still changing would find what no one sees, some runs and not others.
        actions: [`wait for element ${READY} to be added`],
      })
      findings.push({
        label: page.label,
        errors: result.issues.map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`),
      })
    }
    return findings
  } finally {
    await browser.close()
  }
}
