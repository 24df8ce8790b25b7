import { encodeXML } from 'entities'
import type { Language } from '../../src/contract/languages.ts'

/*
 * OPDS 1.2 catalogues are Atom feeds (RFC 4287) with OPDS's link relations and types, and OPDS-PSE's
 * page-streaming attributes. Written as text: a feed is a handful of elements, every value escaped.
 */

export const atomTypes = {
  navigation: 'application/atom+xml;profile=opds-catalog;kind=navigation',
  acquisition: 'application/atom+xml;profile=opds-catalog;kind=acquisition',
  entry: 'application/atom+xml;type=entry;profile=opds-catalog',
  openSearch: 'application/opensearchdescription+xml',
  html: 'text/html',
} as const

export const rels = {
  acquisition: 'http://opds-spec.org/acquisition',
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  pageStream: 'http://vaemendis.net/opds-pse/stream',
} as const

export interface Link {
  rel: string
  href: string
  type: string
  title?: string
  /** A download's size in bytes, where it is known. */
  length?: number
  /** OPDS-PSE: the chapter's pages, and the last one the member read (1 for the first). */
  pages?: { count: number; lastRead?: number; lastReadDate?: Date }
}

export interface Entry {
  id: string
  title: string
  updated: Date
  links: Link[]
  /** Plain text: a post's description, a list's purpose. */
  content?: string
  authors?: string[]
  categories?: string[]
}

export interface Feed {
  id: string
  title: string
  updated: Date
  language: Language
  links: Link[]
  entries: Entry[]
}

const text = (value: string) => encodeXML(value)

function link({ rel, href, type, title, length, pages }: Link) {
  let attributes = `rel="${text(rel)}" href="${text(href)}" type="${text(type)}"`
  if (title) attributes += ` title="${text(title)}"`
  if (length !== undefined) attributes += ` length="${length}"`
  if (pages) {
    attributes += ` pse:count="${pages.count}"`
    if (pages.lastRead !== undefined) attributes += ` pse:lastRead="${pages.lastRead}"`
    if (pages.lastReadDate) attributes += ` pse:lastReadDate="${pages.lastReadDate.toISOString()}"`
  }
  return `<link ${attributes}/>`
}

function entry(item: Entry) {
  const parts = [
    `<id>${text(item.id)}</id>`,
    `<title>${text(item.title)}</title>`,
    `<updated>${item.updated.toISOString()}</updated>`,
    ...(item.authors ?? []).map((name) => `<author><name>${text(name)}</name></author>`),
    ...(item.categories ?? []).map((label) => `<category term="${text(label)}" label="${text(label)}"/>`),
    // RFC 4287 §4.1.2: an entry has content or a link to its page ('alternate'); these have both.
    `<content type="text">${text(item.content ?? '')}</content>`,
    ...item.links.map(link),
  ]
  return `<entry>${parts.join('')}</entry>`
}

export function atomFeed(feed: Feed, author: { name: string; uri: string }) {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opds="http://opds-spec.org/2010/catalog"` +
    ` xmlns:pse="http://vaemendis.net/opds-pse/ns" xmlns:dcterms="http://purl.org/dc/terms/"` +
    ` xml:lang="${feed.language}">\n` +
    `<id>${text(feed.id)}</id>\n<title>${text(feed.title)}</title>\n` +
    `<updated>${feed.updated.toISOString()}</updated>\n` +
    `<author><name>${text(author.name)}</name><uri>${text(author.uri)}</uri></author>\n` +
    feed.links.map((item) => `${link(item)}\n`).join('') +
    feed.entries.map((item) => `${entry(item)}\n`).join('') +
    '</feed>\n'
  )
}

/** The OpenSearch description an app reads to learn how to search (`{searchTerms}` is its to fill). */
export function openSearchDescription(
  name: string,
  description: string,
  language: Language,
  template: string,
) {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n' +
    `<ShortName>${text(name)}</ShortName>\n<Description>${text(description)}</Description>\n` +
    `<Language>${language}</Language>\n<InputEncoding>UTF-8</InputEncoding>\n<OutputEncoding>UTF-8</OutputEncoding>\n` +
    `<Url type="${text(atomTypes.navigation)}" template="${text(template)}"/>\n` +
    '</OpenSearchDescription>\n'
  )
}
