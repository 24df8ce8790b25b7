/**
 * Validators no one on the project wrote, on every kind of page in both languages of the built site
 * (a fresh throwaway PGlite database with the demo catalogue), and a table: validator | page | errors.
 * Exits non-zero on any error.
 *   - the W3C Nu Html Checker (vnu-jar; needs Java) on the HTML the server draws, and on the DOM once
 *     the app has taken the page over;
 *   - pa11y (HTML_CodeSniffer, WCAG 2 AA);
 *   - WCAG 2.2 2.4.11, focus not obscured, at a phone's size: Tab through the page, no focused
 *     element may be wholly under a fixed bar;
 *   - links: each link between the site's pages is written as its target's canonical link names it;
 *   - the sitemaps against sitemaps.org's schema, with xmllint (scripts/lib/validate/sitemaps.ts).
 *   npm run validate
 *   npm run validate -- --dir dist --all      (an existing build; every row, not only failing ones)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { languages } from '../src/contract/languages.ts'
import { buildAppIfStale } from './lib/app-build.ts'
import { startBuiltSite } from './lib/built-site.ts'
import { chromiumLaunchOptions } from './lib/chromium.ts'
import { untilReady } from './lib/page-ready.ts'
import { settle } from './lib/settle.ts'
import { focusObscured, PHONE_VIEWPORT } from './lib/validate/focus.ts'
import { checkLinkForms } from './lib/validate/links.ts'
import { checkWithNu, type NuDocument } from './lib/validate/nu.ts'
import { checkWithPa11y } from './lib/validate/pa11y.ts'
import { pagesToCheck } from './lib/validate/pages.ts'
import { printReport, type Row } from './lib/validate/report.ts'
import { checkSitemaps } from './lib/validate/sitemaps.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
})
/** The whole run is bounded: past this, the run fails rather than holding CI. */
const RUN_LIMIT_MS = 15 * 60_000

const root = join(import.meta.dirname, '..')
if (!values.dir) buildAppIfStale()
const site = await startBuiltSite({ prefix: 'validate', appDir: values.dir ?? join(root, 'dist') })
const work = mkdtempSync(join(tmpdir(), 'mot-validate-'))
const watchdog = setTimeout(async () => {
  console.error(`✘ The validators took longer than ${RUN_LIMIT_MS / 60_000} minutes: stopped.`)
  await site.close()
  process.exit(1)
}, RUN_LIMIT_MS)
watchdog.unref()

let ok = false
const started = performance.now()
/** Seconds since the start: CI has a time budget, and the run says where it goes. */
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`
try {
  const pages = pagesToCheck(site.url, languages)
  console.log(`Checking ${pages.length} pages…`)
  const rows: Row[] = []
  const documents: NuDocument[] = []
  for (const page of pages) {
    const response = await fetch(page.url)
    documents.push({ label: `${page.label}, server`, html: await response.text() })
  }

  console.log(`Walking each page with the keyboard at phone size… (${elapsed()})`)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true })
    for (const page of pages) {
      const tab = await context.newPage()
      await tab.goto(page.url)
      await untilReady(tab)
      await settle(tab)
      documents.push({ label: `${page.label}, app`, html: await tab.content() })
      const obscured = await focusObscured(tab)
      rows.push({
        validator: 'focus not obscured',
        page: page.label,
        errors: obscured.map((o) => `${o.element} is under ${o.by}`),
      })
      await tab.close()
    }
  } finally {
    await browser.close()
  }

  console.log(`pa11y (HTML_CodeSniffer, WCAG 2 AA)… (${elapsed()})`)
  for (const finding of await checkWithPa11y(pages))
    rows.push({ validator: 'pa11y', page: finding.label, errors: finding.errors })

  console.log(`Each link against its target's canonical address… (${elapsed()})`)
  const links = await checkLinkForms(documents, site.url)
  console.log(`  ${links.targets} pages linked to, each fetched once`)
  for (const finding of links.findings) {
    const [page, drawnBy] = finding.label.split(/, (?=server$|app$)/)
    rows.push({ validator: `links (${drawnBy} HTML)`, page: page!, errors: finding.errors })
  }

  console.log(`The sitemaps against their schema… (${elapsed()})`)
  for (const finding of await checkSitemaps(site.url, work))
    rows.push({ validator: 'sitemap XSD (xmllint)', page: finding.label, errors: finding.errors })

  console.log(`The Nu Html Checker on ${documents.length} documents… (${elapsed()})`)
  for (const finding of checkWithNu(documents, work)) {
    const [page, drawnBy] = finding.label.split(/, (?=server$|app$)/)
    rows.push({ validator: `Nu (${drawnBy} HTML)`, page: page!, errors: finding.errors })
  }

  rows.sort((a, b) => a.validator.localeCompare(b.validator))
  console.log('')
  ok = printReport(rows, values.all)
  console.log(`${ok ? '✔' : '✘'} in ${elapsed()}`)
} finally {
  clearTimeout(watchdog)
  await site.close()
  rmSync(work, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
