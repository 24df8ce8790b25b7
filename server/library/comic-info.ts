import { decodeXML } from 'entities'
import { XMLParser } from 'fast-xml-parser'
import { htmlText } from './markup.ts'

/** The ComicInfo.xml fields the library uses (the Anansi Project's schema). */
export interface ComicInfo {
  series?: string
  number?: string
  title?: string
  summary?: string
  writer?: string
  penciller?: string
  genres: string[]
  tags: string[]
  language?: string
  /** Manga = YesAndRightToLeft. */
  rightToLeft: boolean
  year?: number
}

// Entities are never expanded: a billion laughs stays a few bytes of text. The predefined XML
// entities and character references are decoded afterwards (`&amp;` is `&`).
const parser = new XMLParser({ processEntities: false, ignoreAttributes: true, parseTagValue: false })

const text = (value: unknown) => {
  const decoded = typeof value === 'string' ? decodeXML(value).trim() : ''
  return decoded || undefined
}

/** A comma-separated field (`Genre`, `Tags`) as its items. */
const list = (value: unknown) =>
  (text(value) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** Reads ComicInfo.xml; anything unreadable is as if there were none, since names still work. */
export function parseComicInfo(xml: string | null): ComicInfo | null {
  if (!xml) return null
  let root: Record<string, unknown> | undefined
  try {
    root = parser.parse(xml)?.ComicInfo
  } catch {
    return null
  }
  if (!root || typeof root !== 'object') return null
  const year = Number(text(root.Year))
  return {
    series: text(root.Series),
    number: text(root.Number),
    title: text(root.Title),
    // Taggers often copy a summary from the web with its HTML: it is read as plain text.
    summary: htmlText(text(root.Summary) ?? '') ?? undefined,
    writer: text(root.Writer),
    penciller: text(root.Penciller),
    genres: list(root.Genre),
    tags: list(root.Tags),
    language: text(root.LanguageISO),
    rightToLeft: text(root.Manga) === 'YesAndRightToLeft',
    year: Number.isInteger(year) && year > 0 ? year : undefined,
  }
}
