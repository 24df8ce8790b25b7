/**
 * Chapter HTML as the page may show it. The server already sanitizes what it stores and serves; this
 * second pass runs in the browser because an answer can also come from a cache, a proxy or an older
 * server. It keeps the server's allowlist and nothing else.
 */
import { CHAPTER_ATTRIBUTES, CHAPTER_TAGS } from './allowlist.ts'

const allowedTags = new Set<string>(CHAPTER_TAGS)

/** Dropped together with everything inside them: their content is code or is never meant to be read. */
const droppedTags = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'form',
  'textarea',
  'select',
  'button',
  'input',
])

const allowedAttributes = CHAPTER_ATTRIBUTES

/** An http(s) address: absolute, or relative to this site (which makes it http(s) too). */
function safeHref(value: string): string | null {
  try {
    const url = new URL(value, globalThis.location?.href ?? 'http://localhost/')
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/** An image from an http(s) address or from this site; never data:, blob: or script. */
const safeSrc = safeHref

function copyAttributes(from: Element, to: Element, tag: string) {
  for (const name of allowedAttributes[tag] ?? []) {
    const value = from.getAttribute(name)
    if (value === null) continue
    const safe = name === 'href' ? safeHref(value) : name === 'src' ? safeSrc(value) : value
    if (safe !== null) to.setAttribute(name, safe)
  }
  if (tag === 'a' && to.hasAttribute('href')) {
    // Links lead out of the reader: a new tab that cannot reach back into this one.
    to.setAttribute('target', '_blank')
    to.setAttribute('rel', 'noopener noreferrer')
  }
  if (tag === 'img') {
    if (!to.hasAttribute('src')) return false
    to.setAttribute('loading', 'lazy')
    to.setAttribute('decoding', 'async')
  }
  return true
}

function cleanChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''))
      continue
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue
    const element = child as Element
    const tag = element.localName
    if (droppedTags.has(tag)) continue
    if (!allowedTags.has(tag)) {
      // An unknown wrapper (font, section, center) goes, but the text inside it stays readable.
      cleanChildren(element, to, doc)
      continue
    }
    const copy = doc.createElement(tag)
    if (!copyAttributes(element, copy, tag)) continue
    cleanChildren(element, copy, doc)
    to.appendChild(copy)
  }
}

/** The allowed part of `html`, as HTML: allowlisted tags and attributes, http(s) links and images only. */
export function sanitizeHtml(html: string): string {
  if (!html.trim()) return ''
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const out = document.implementation.createHTMLDocument('')
  const container = out.createElement('div')
  cleanChildren(parsed.body, container, out)
  return container.innerHTML
}

/** Whether sanitized HTML holds anything to read or see. */
export const hasVisibleContent = (html: string) =>
  /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== ''
