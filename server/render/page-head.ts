import { headMeta, type PageHead } from '../../src/contract/head/page-head.ts'

/**
 * A drawn page's head in its HTML: title, description, canonical address, language alternates,
 * link preview and structured data, as the page's screen named them while the server drew it
 * (src/app/render-page.tsx). Link-preview crawlers (Zalo, Facebook) and search engines run no
 * script, so what the app shows once running has to be in the HTML. The app writes the same head
 * on each later page (src/shared/head/apply-head.ts).
 */

/** Text as HTML text and attribute values: every character that could end one is written as an entity. */
export const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Structured data inside a `<script>` element: JSON with `<` (and the line separators JavaScript
 * once read as line ends) escaped, so no `</script>` or `<!--` in a title can end the element.
 */
const scriptJson = (value: unknown) => scriptSafeJson(JSON.stringify(value))

/** JSON text made safe to sit inside a `<script>` element (see scriptJson). */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The head's elements as HTML. */
export function headHtml(head: PageHead): string {
  const meta = headMeta(head).map(
    ({ key, name, content }) => `<meta ${key}="${name}" content="${escaped(content)}" />`,
  )
  return [
    `<title>${escaped(head.title)}</title>`,
    ...meta,
    head.canonical ? `<link rel="canonical" href="${escaped(head.canonical)}" />` : '',
    ...head.alternates.map(
      (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escaped(link.href)}" />`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** The built shell with the page's language and head in place of the site's own title and description. */
export function withHead(shell: string, head: PageHead): string {
  // Replaced by functions: a replacement string would read `$&` or `$'` in a title as patterns.
  const page = shell
    .replace(/<html\b[^>]*>/i, () => `<html lang="${head.language}">`)
    .replace(/\s*<meta name="description"[^>]*>/i, () => '')
  // In the title's place, or at the end of the head for a shell without one.
  const title = /<title>[\s\S]*?<\/title>/i
  if (title.test(page)) return page.replace(title, () => headHtml(head))
  return page.replace(/<\/head>/i, () => `  ${headHtml(head)}\n  </head>`)
}
