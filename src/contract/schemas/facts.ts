import * as v from 'valibot'

const factText = v.nullish(v.string(), null)
const factList = v.optional(v.array(v.string()), [])

/**
 * What a book's or a comic's own metadata says of it beyond its words (ComicInfo.xml, an EPUB's
 * package document), shown on its detail page: the series it belongs to and its place there, who
 * published it, its languages (BCP 47 / ISO 639), its age rating, its page on the web (the server keeps
 * only an http or https address; the page links no other), its characters and subjects. Null for a
 * post with none.
 */
export const postFactsSchema = v.object({
  series: factText,
  series_position: factText,
  publisher: factText,
  languages: factList,
  age_rating: factText,
  web: factText,
  characters: factList,
  subjects: factList,
})
export type PostFacts = v.InferOutput<typeof postFactsSchema>

/** The facts of a detail answer; null when it has none, or none the page can read. */
export function factsOf(value: unknown): PostFacts | null {
  const read = v.safeParse(postFactsSchema, value)
  return read.success ? read.output : null
}
