import { headMeta, type PageHead } from '../../contract/head/page-head.ts'
import { headWords } from '../../contract/head/words.ts'
import { installManifestPath } from '../../contract/install-manifest.ts'
import type { Language } from '../../contract/languages.ts'

/** What a page's head holds besides its title: found again and replaced on each new page. */
const PAGE_PARTS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(', ')

const element = (tag: string, attributes: Record<string, string>) => {
  const made = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  return made
}

/**
 * Puts a page's head in the document, as the server writes it in a first visit's HTML
 * (server/http/page-head.ts): the same definitions, so a page named in a shared link is named the
 * same once the app has moved on to it. The structured data is text in a data block, never run.
 */
export function applyHead(head: PageHead) {
  document.title = head.title
  document.documentElement.lang = head.language
  // The app installs in the language of the page it is installed from (its manifest's words,
  // shortcuts and start), as a page the server drew links it.
  document.head
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', installManifestPath(head.language))
  for (const old of document.head.querySelectorAll(PAGE_PARTS)) old.remove()
  const parts = [
    ...headMeta(head).map(({ key, name, content }) => element('meta', { [key]: name, content })),
    ...(head.canonical ? [element('link', { rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map((link) =>
      element('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href }),
    ),
    ...head.jsonLd.map((data) => {
      const block = element('script', { type: 'application/ld+json' })
      block.textContent = JSON.stringify(data)
      return block
    }),
  ]
  document.head.append(...parts)
}

/**
 * Takes a page's head away as it is left: the next page, if it names nothing of its own, must not
 * keep this one's address and preview. The site's own description stays, as in the built shell.
 */
export function clearHead(language: Language) {
  for (const old of document.head.querySelectorAll(PAGE_PARTS)) old.remove()
  document.head.append(element('meta', { name: 'description', content: headWords[language].site }))
}
