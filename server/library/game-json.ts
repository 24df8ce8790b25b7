import * as v from 'valibot'
import { readLibraryFile } from './files.ts'
import { libraryLimits } from './limits.ts'
import { Refusal } from './refusal.ts'

/*
 * A game's JSON file, read in the reader's process (reading/tasks.ts): apart from the games' kind
 * (games.ts), which the import runs, so the reader's tasks need nothing of the run.
 */

const localized = v.union([
  v.pipe(v.string(), v.trim(), v.minLength(1)),
  v.partial(v.object({ vi: v.pipe(v.string(), v.minLength(1)), en: v.pipe(v.string(), v.minLength(1)) })),
])

/** `<library>/games/<slug>.json`: a game is a card and a page with a link to where it is played. */
export const gameJsonSchema = v.strictObject({
  title: localized,
  description: v.optional(localized),
  url: v.pipe(v.string(), v.url(), v.regex(/^https:\/\//i, 'the url must be an https address')),
  /** An image file beside the JSON. */
  cover: v.optional(
    v.pipe(v.string(), v.regex(/^[^/\\]+\.(jpe?g|png|webp)$/i, 'the cover is an image file beside the JSON')),
  ),
  categories: v.optional(v.array(v.string())),
  releaseYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1970), v.maxValue(3000))),
  author: v.optional(v.string()),
})

/** A title or description: one string for both languages, or each language's own. */
export type GameText = v.InferOutput<typeof localized>

export async function readGame(file: string) {
  const bytes = await readLibraryFile(file, libraryLimits.metadataBytes)
  let data: unknown
  try {
    data = JSON.parse(bytes?.toString('utf8') ?? '')
  } catch {
    throw new Refusal('not valid JSON')
  }
  const result = v.safeParse(gameJsonSchema, data)
  if (result.success) return result.output
  throw new Refusal(result.issues.map((i) => `${v.getDotPath(i) ?? 'game'}: ${i.message}`).join('; '))
}
