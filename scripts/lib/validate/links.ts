import { unescapeAttribute } from '../../../server/render/pages.ts'

/**
 * One address a page: every link between the site's pages is written as the page it leads to names
 * itself in its canonical link, so a crawler never meets two spellings of one page (and a visitor
 * never a link that leads nowhere). The oracle is each target's own `<link rel="canonical">`, fetched
 * as a crawler would, not the rule the app writes its links by.
 */

/** A page's HTML, named for the report. */
export interface LinkedDocument {
  label: string
  html: string
}

export interface LinkFinding {
  label: string
  errors: string[]
}

/** The in-site links of a page (`<a href>`), as written, without the addresses of files (media, assets). */
export function pageLinks(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => unescapeAttribute(href!))
  return links.filter((href) => /^\/(?!\/)/.test(href) && !/^\/(media|assets|uploads|icons|api)\//.test(href))
}

/** Where a page says it is: its canonical address's path, or null (an error page has none). */
async function canonicalPath(url: string): Promise<{ status: number; path: string | null }> {
  const response = await fetch(url, { redirect: 'manual' })
  const html = await response.text()
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  return { status: response.status, path: href ? new URL(unescapeAttribute(href)).pathname : null }
}

/**
 * Each document's links that are not written as their target names itself: another spelling of its
 * path (a last slash, letter case), a redirect, or a page that is not there. A target that draws no
 * canonical link (a member's own screens, which no crawler indexes) only has to answer 200.
 */
export async function checkLinkForms(
  documents: LinkedDocument[],
  base: string,
): Promise<{ findings: LinkFinding[]; targets: number }> {
  const targets = new Map<string, Promise<{ status: number; path: string | null }>>()
  const targetOf = (href: string) => {
    const url = new URL(href, base)
    url.hash = ''
    const key = url.href
    if (!targets.has(key)) targets.set(key, canonicalPath(key))
    return targets.get(key)!
  }
  const findings: LinkFinding[] = []
  for (const document of documents) {
    const errors = new Set<string>()
    for (const href of new Set(pageLinks(document.html))) {
      const path = new URL(href, base).pathname
      const target = await targetOf(href)
      if (target.status !== 200) errors.add(`${href} answers ${target.status}`)
      else if (target.path !== null && target.path !== path)
        errors.add(`${href} is written otherwise than its page's canonical ${target.path}`)
    }
    findings.push({ label: document.label, errors: [...errors] })
  }
  return { findings, targets: targets.size }
}
