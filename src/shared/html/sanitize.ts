/**
 * Chapter HTML as the page may show it. The server already sanitizes what it stores and serves; this
 * second pass runs in the browser because an answer can also come from a cache, a proxy or an older
 * server. DOMPurify does the parsing and the cleaning (it knows the browser's mutation tricks); it is
 * configured from the server's allowlist, and keeps nothing else.
 */
import DOMPurify, { type Config } from 'dompurify'
import {
  allowedAttribute,
  CHAPTER_ATTRIBUTES,
  CHAPTER_DROPPED_WITH_CONTENT,
  CHAPTER_TAGS,
  isWebLink,
} from '../../contract/html-allowlist.ts'

const config = {
  ALLOWED_TAGS: [...CHAPTER_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(CHAPTER_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // An unknown wrapper (font, section, center) goes, but the text inside it stays readable.
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: [...CHAPTER_DROPPED_WITH_CONTENT],
  // Cleaned in DOMPurify's own inert document: images there are not fetched while links and
  // images are finished below.
  RETURN_DOM: true,
} satisfies Config & { RETURN_DOM: true }

/** Its own instance: the hooks below are this sanitiser's, not every DOMPurify user's on the page. */
let purifier: ReturnType<typeof DOMPurify> | undefined

function chapterPurifier() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  // The allowlist is per tag (an `a` has no `src`), and addresses are http(s) or this site's only:
  // never javascript:, data: or blob:, whatever their case or spacing (the contract's rule).
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!allowedAttribute(node.localName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false
  })
  return purifier
}

/** The allowed part of `html`, as HTML: allowlisted tags and attributes, http(s) links and images only. */
export function sanitizeHtml(html: string): string {
  if (!html.trim()) return ''
  const body = chapterPurifier().sanitize(html, config) as HTMLElement
  for (const link of body.querySelectorAll('a[href]')) {
    // Links to the web lead out of the reader: a new tab that cannot reach back into this one.
    if (!isWebLink(link.getAttribute('href') ?? '')) continue
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer')
  }
  for (const image of body.querySelectorAll('img')) {
    // An image whose address was not safe has nothing left to show.
    if (!image.hasAttribute('src')) {
      image.remove()
      continue
    }
    image.setAttribute('loading', 'lazy')
    image.setAttribute('decoding', 'async')
  }
  return body.innerHTML
}

export { hasVisibleContent } from './visible-content.ts'
