import { decodeXML } from 'entities'
import type { PostFacts } from '../../../src/contract/schemas/facts.ts'
import { collapsed } from '../markup.ts'

type Node = Record<string, unknown>

const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).map((item) =>
    typeof item === 'object' && item !== null ? (item as Node) : { '#text': item },
  )

/** An element's text, its XML entities decoded once, its white space collapsed. */
const textOf = (node: Node | undefined) => {
  const raw = node?.['#text'] ?? node?.content
  return typeof raw === 'string' || typeof raw === 'number' ? collapsed(decodeXML(String(raw))) : null
}

const textsOf = (value: unknown) => nodes(value).flatMap((node) => textOf(node) ?? [])

/**
 * The series a book belongs to and its place there: EPUB 3's `belongs-to-collection` (its
 * `group-position` refining it), else calibre's `calibre:series` and `calibre:series_index`, which
 * EPUB 2 books made with calibre carry.
 */
function seriesOf(metas: Node[]) {
  const collection = metas.find((meta) => meta.property === 'belongs-to-collection' && textOf(meta))
  if (collection) {
    const refines = (property: string) =>
      metas.find((meta) => meta.refines === `#${String(collection.id)}` && meta.property === property)
    return { series: textOf(collection), position: textOf(refines('group-position')) }
  }
  const calibre = (name: string) => metas.find((meta) => meta.name === name)
  const series = textOf(calibre('calibre:series'))
  const position = textOf(calibre('calibre:series_index'))
  // calibre writes every index as a decimal: the first book of a series is 1.0.
  return { series, position: series ? (position?.replace(/\.0+$/, '') ?? null) : null }
}

/** The meta names and properties that carry an age rating (not calibre:rating, a reader's stars). */
const ratingNames = new Set([
  'schema:contentrating',
  'contentrating',
  'age-rating',
  'age_rating',
  'agerating',
  'content-rating',
])

/**
 * The book's age rating as its package says it: EPUB 3's `<meta property="schema:contentRating">`,
 * or EPUB 2's `<meta name="age-rating" content="16+"/>` (and its spellings); read by age-rating.ts.
 */
function ratingOf(metas: Node[]): string | null {
  const rated = metas.find((meta) =>
    [meta.property, meta.name].some(
      (name) => typeof name === 'string' && ratingNames.has(name.toLowerCase()),
    ),
  )
  return textOf(rated)
}

/**
 * What an EPUB's package metadata says of the book beyond its words: its series, publisher,
 * languages and subjects (`dc:subject`), as the detail page shows them.
 */
export function bookFacts(metadata: Node): PostFacts {
  const { series, position } = seriesOf(nodes(metadata.meta))
  return {
    series,
    series_position: position,
    publisher: textsOf(metadata.publisher)[0] ?? null,
    languages: [...new Set(textsOf(metadata.language))],
    age_rating: ratingOf(nodes(metadata.meta)),
    web: null,
    characters: [],
    subjects: [...new Set(textsOf(metadata.subject))],
  }
}
