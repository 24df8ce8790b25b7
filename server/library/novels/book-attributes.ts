import { CHAPTER_ID_PREFIX } from '../../../src/contract/html-allowlist.ts'
import { BOOK_CHAPTER, BOOK_IMAGE, type ImageResolver, type LinkResolver } from './book-addresses.ts'

type Attributes = Record<string, string>

/** A book's anchor as chapter HTML names it (html-allowlist.ts: ids never name a page's property). */
const anchor = (id: string) => `${CHAPTER_ID_PREFIX}${id}`

/** A note's `epub:type` as its DPUB-ARIA role, which the reader knows (a reference opens its note). */
function noteRole(type: string | undefined): string | undefined {
  const types = type?.split(/\s+/) ?? []
  if (types.includes('noteref')) return 'doc-noteref'
  if (types.some((t) => t === 'footnote' || t === 'note')) return 'doc-footnote'
  if (types.some((t) => t === 'endnote' || t === 'rearnote')) return 'doc-endnote'
  if (types.some((t) => t === 'endnotes' || t === 'rearnotes' || t === 'footnotes')) return 'doc-endnotes'
  return undefined
}

/** A link of the book: the web as it is, an anchor of this document, another chapter (and place in it). */
function bookHref(href: string, resolveLink: LinkResolver): string | undefined {
  if (/^https?:/i.test(href.trim())) return href
  const hash = href.indexOf('#')
  const fragment = hash < 0 ? '' : `#${anchor(href.slice(hash + 1))}`
  if (hash === 0) return fragment
  const document = resolveLink(hash < 0 ? href : href.slice(0, hash))
  return document === null ? undefined : `${BOOK_CHAPTER}${document}${fragment}`
}

/**
 * The attributes of one element of a book's document, as chapter HTML keeps them (the contract's
 * rule then applies): its images and links resolved inside the book, its anchors and their
 * references (`#id`, `url(#id)`) prefixed, `xml:lang` as `lang`, a note's `epub:type` as its role.
 */
export function bookAttributes(
  tag: string,
  attribs: Attributes,
  resolveImage: ImageResolver,
  resolveLink: LinkResolver,
): Attributes {
  const { 'xml:lang': xmlLang, 'epub:type': type, 'xlink:href': xlinkHref, ...rest } = attribs
  const out: Attributes = {}
  for (const [name, value] of Object.entries(rest)) {
    out[name] = value.replace(/url\(\s*(['"]?)\s*#/gi, `url($1#${CHAPTER_ID_PREFIX}`)
  }
  if (out.id) out.id = anchor(out.id)
  if (xmlLang && !out.lang) out.lang = xmlLang
  const role = noteRole(type)
  if (role && !out.role) out.role = role
  const href = out.href ?? xlinkHref
  delete out.href
  const name = tag.toLowerCase()
  if (name === 'img' || name === 'image') {
    const { src, ...others } = out
    const source = name === 'img' ? src : href
    const image = source ? resolveImage(source) : null
    // The image first, where it was written.
    return image ? { [name === 'img' ? 'src' : 'href']: `${BOOK_IMAGE}${image}`, ...others } : others
  }
  if (href !== undefined) {
    const kept =
      name === 'use'
        ? href.startsWith('#')
          ? `#${anchor(href.slice(1))}`
          : undefined
        : bookHref(href, resolveLink)
    if (kept !== undefined) out.href = kept
  }
  return out
}
