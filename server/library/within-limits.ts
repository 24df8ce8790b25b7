import type { PostFacts } from '../../src/contract/schemas/facts.ts'
import type { Localized } from '../db/schema.ts'
import { libraryLimits } from './limits.ts'

/** Where a cut is reported: the item's path and what was cut (the import report's skipped list). */
export type ReportCut = (path: string, reason: string) => void

let graphemes: Intl.Segmenter | undefined

/**
 * Text cut to at most `max` UTF-16 units (as the admin forms count), ending with '…', on the edge of
 * a character as a reader sees it: 'ệ' written as e and two marks is never split.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  graphemes ??= new Intl.Segmenter('vi', { granularity: 'grapheme' })
  const room = max - 1
  let end = 0
  // Only the start is read: the boundaries before `room` are the same in it as in the whole text.
  for (const { index, segment } of graphemes.segment(text.slice(0, room + 1))) {
    if (index + segment.length > room) break
    end = index + segment.length
  }
  return `${text.slice(0, end).trimEnd()}…`
}

const count = (n: number) => n.toLocaleString('en')

/** One text within its limit; a cut is reported as what it was called, and how long it was. */
function limited(text: string, max: number, what: string, path: string, report: ReportCut) {
  if (text.length <= max) return text
  report(path, `${what} cut to ${count(max)} characters (it had ${count(text.length)})`)
  return cutText(text, max)
}

function limitedLocalized(value: Localized, max: number, what: string, path: string, report: ReportCut) {
  // Both languages are usually the same text: it is reported once.
  const vi = limited(value.vi, max, what, path, report)
  const en = value.en === value.vi ? vi : limited(value.en, max, what, path, report)
  return { vi, en }
}

/** A post's words within their limits (title, description, author), each cut reported. */
export function postWithinLimits<
  T extends { title: Localized; description?: Localized | null; author?: string | null },
>(values: T, path: string, report: ReportCut): T {
  const { titleCharacters, descriptionCharacters, authorCharacters } = libraryLimits
  return {
    ...values,
    title: limitedLocalized(values.title, titleCharacters, 'title', path, report),
    ...(values.description && {
      description: limitedLocalized(values.description, descriptionCharacters, 'description', path, report),
    }),
    ...(values.author && { author: limited(values.author, authorCharacters, 'author', path, report) }),
  }
}

/** A chapter's title within the title's limit. */
export const chapterTitleWithinLimit = (title: string | null, path: string, report: ReportCut) =>
  title === null ? null : limited(title, libraryLimits.titleCharacters, 'chapter title', path, report)

/** The first of a list (categories, people) within its limit, the rest reported as left out. */
export function listWithinLimit(list: string[], max: number, what: string, path: string, report: ReportCut) {
  if (list.length <= max) return list
  report(path, `${count(list.length)} ${what}: the first ${count(max)} are kept`)
  return list.slice(0, max)
}

/** Category names within their limit. */
export const categoriesWithinLimit = (names: string[], path: string, report: ReportCut) =>
  listWithinLimit(names, libraryLimits.categories, 'categories', path, report)

/**
 * A list of names as one text (`"Nguyễn Du, Tản Đà"`, a ComicInfo `Writer`, a mot.json `author`) as
 * names: split on commas and semicolons, trimmed, each once.
 */
export const namesOf = (text: string | null | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[,;]/)
      .map((name) => name.normalize('NFC').trim())
      .filter(Boolean),
  ),
]

/** A list of people's names within its limit, each name within a name's. */
export const peopleWithinLimit = (names: string[], what: string, path: string, report: ReportCut) =>
  listWithinLimit(names, libraryLimits.people, what, path, report).map((name) =>
    limited(name, libraryLimits.personCharacters, `a name among the ${what}`, path, report),
  )

/**
 * What a book's or comic's metadata says of it, within limits: each text within a title's, each list
 * (characters, subjects, languages) within the categories' count, a web address within a title's too.
 */
export function factsWithinLimits(facts: PostFacts, path: string, report: ReportCut): PostFacts {
  const { titleCharacters, categories } = libraryLimits
  const text = (value: string | null, what: string) =>
    value === null ? null : limited(value, titleCharacters, what, path, report)
  const list = (values: string[], what: string) =>
    listWithinLimit(values, categories, what, path, report).map((value) =>
      limited(value, titleCharacters, what, path, report),
    )
  return {
    series: text(facts.series, 'series'),
    series_position: text(facts.series_position, 'series position'),
    publisher: text(facts.publisher, 'publisher'),
    languages: list(facts.languages, 'languages'),
    age_rating: text(facts.age_rating, 'age rating'),
    // An address cut short leads nowhere: a long one is left out.
    web: facts.web && facts.web.length <= titleCharacters ? facts.web : null,
    characters: list(facts.characters, 'characters'),
    subjects: list(facts.subjects, 'subjects'),
  }
}
