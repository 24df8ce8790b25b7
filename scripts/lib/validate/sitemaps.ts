import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The site's sitemaps against sitemaps.org's schema for a `urlset` (sitemap.xsd, as the `sitemap`
 * package ships it), with xmllint from libxml2.
 *
 * What is not checked by a schema, and why: the `xhtml:link` language alternates inside each `url`
 * are left out before the check, since the schema takes them `strict` and the XHTML schema it would
 * need is only online (the site's own tests check those links, each against its page's canonical);
 * the sitemap index has no schema offline, so it is checked for being well-formed XML and for every
 * sitemap it names answering a valid `urlset` of this site.
 */

const SCHEMA = join(import.meta.dirname, '..', '..', '..', 'node_modules', 'sitemap', 'schema', 'sitemap.xsd')
/** The protocol's limits on one sitemap file: 50,000 addresses, 50 MB uncompressed. */
const MOST_URLS = 50_000
const MOST_BYTES = 50 * 1024 * 1024

export interface SitemapFinding {
  label: string
  errors: string[]
}

/** xmllint's complaints about a file (none when it validates), with the file's path taken out. */
function xmllint(file: string, args: string[]): string[] {
  const run = spawnSync('xmllint', ['--noout', ...args, file], { encoding: 'utf8' })
  if (run.error) throw new Error(`xmllint could not run (libxml2-utils): ${run.error.message}`)
  const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.endsWith(' validates'))
  // Its closing verdict says nothing the lines before it did not, unless it is all there is.
  const said = lines.length > 1 ? lines.filter((line) => !line.endsWith(' fails to validate')) : lines
  return said.map((line) => line.replace(`${file}:`, 'line '))
}

export async function checkSitemaps(base: string, work: string): Promise<SitemapFinding[]> {
  const origin = new URL(base).origin
  const findings: SitemapFinding[] = []
  const index = await fetch(`${base}/sitemap.xml`)
  const indexXml = await index.text()
  const indexFile = join(work, 'sitemap-index.xml')
  writeFileSync(indexFile, indexXml)
  const indexErrors = index.status === 200 ? xmllint(indexFile, []) : [`answers ${index.status}`]
  if (!/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/.test(indexXml))
    indexErrors.push('is not a sitemapindex of the sitemaps.org namespace')
  const sitemaps = [...indexXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!)
  if (sitemaps.length === 0) indexErrors.push('names no sitemap')
  findings.push({ label: 'sitemap.xml (index)', errors: indexErrors })

  for (const loc of sitemaps) {
    const url = new URL(loc)
    const name = url.pathname.split('/').pop()!
    if (url.origin !== origin) {
      findings.push({ label: name, errors: [`${loc} is not on the site's origin ${origin}`] })
      continue
    }
    const response = await fetch(url)
    const xml = await response.text()
    const errors: string[] = response.status === 200 ? [] : [`answers ${response.status}`]
    const file = join(work, `sitemap-${name}`)
    writeFileSync(file, xml.replace(/<xhtml:link\b[^>]*\/>/g, ''))
    errors.push(...xmllint(file, ['--schema', SCHEMA]))
    const urls = xml.match(/<url>/g)?.length ?? 0
    if (urls > MOST_URLS) errors.push(`${urls} addresses, over the protocol's ${MOST_URLS}`)
    if (Buffer.byteLength(xml) > MOST_BYTES) errors.push(`over the protocol's ${MOST_BYTES} bytes`)
    findings.push({ label: name, errors })
  }
  return findings
}
