import { decodeXML } from 'entities'
import { XMLParser } from 'fast-xml-parser'
import { htmlText } from './markup.ts'

/** The ComicInfo.xml fields the library uses (the Anansi Project's schema). */
export interface ComicInfo {
  series?: string
  number?: string
  volume?: string
  title?: string
  summary?: string
  writer?: string
  penciller?: string
  genres: string[]
  tags: string[]
  characters: string[]
  publisher?: string
  ageRating?: string
  /** The series' page on the web (only an http or https address is kept). */
  web?: string
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

/** The first http or https address of a `Web` field (taggers separate several with spaces). */
function webAddress(value: string | undefined) {
  for (const word of value?.split(/\s+/) ?? []) {
    if (URL.canParse(word) && /^https?:$/.test(new URL(word).protocol)) return word
  }
  return undefined
}

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
    volume: text(root.Volume),
    title: text(root.Title),
    // Taggers often copy a summary from the web with its HTML: it is read as plain text.
    summary: htmlText(text(root.Summary) ?? '') ?? undefined,
    writer: text(root.Writer),
    penciller: text(root.Penciller),
    genres: list(root.Genre),
    tags: list(root.Tags),
    characters: list(root.Characters),
    publisher: text(root.Publisher),
    // The schema's default says nothing.
    ageRating: text(root.AgeRating) === 'Unknown' ? undefined : text(root.AgeRating),
    web: webAddress(text(root.Web)),
    language: text(root.LanguageISO),
    rightToLeft: text(root.Manga) === 'YesAndRightToLeft',
    year: Number.isInteger(year) && year > 0 ? year : undefined,
  }
}
