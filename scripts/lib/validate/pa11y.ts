import { createRequire } from 'node:module'
import puppeteer from 'puppeteer-core'
import { chromiumLaunchOptions } from '../chromium.ts'

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
  options: { browser: unknown; standard: string; runners: string[]; timeout: number },
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
