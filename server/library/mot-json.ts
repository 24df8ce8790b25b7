import { join } from 'node:path'
import * as v from 'valibot'
import { readingModes } from '../../src/contract/reading-modes.ts'
import { readLibraryFile } from './files.ts'
import { libraryLimits } from './limits.ts'
import { Refusal } from './refusal.ts'

const localized = v.partial(
  v.object({ vi: v.pipe(v.string(), v.minLength(1)), en: v.pipe(v.string(), v.minLength(1)) }),
)

/** `mot.json` beside a series: what its files cannot say. Unknown keys are refused, so typos show. */
export const motJsonSchema = v.strictObject({
  title: v.optional(localized),
  description: v.optional(localized),
  categories: v.optional(v.array(v.string())),
  releaseYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1800), v.maxValue(3000))),
  /** Its authors, as one text: `"Nguyễn Du, Tản Đà"`. */
  author: v.optional(v.string()),
  /** Who drew a comic or illustrated a book. */
  artists: v.optional(v.array(v.string())),
  directors: v.optional(v.array(v.string())),
  actors: v.optional(v.array(v.string())),
  /** The studios that made a film. */
  studios: v.optional(v.array(v.string())),
  direction: v.optional(v.picklist(readingModes)),
  /** The language its words (a film's unmarked subtitles) are in, as a code: `vi`, `en`… */
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/))),
})
export type MotJson = v.InferOutput<typeof motJsonSchema>

/** The folder's mot.json: null when there is none; a problem (reported, not fatal) when it is bad. */
export async function readMotJson(path: string): Promise<{ mot: MotJson | null; problem?: string }> {
  let raw: Buffer | null
  try {
    raw = await readLibraryFile(path, libraryLimits.metadataBytes)
  } catch (error) {
    if (error instanceof Refusal) return { mot: null, problem: `mot.json ignored (${error.message})` }
    return { mot: null }
  }
  if (raw === null) return { mot: null }
  let data: unknown
  try {
    data = JSON.parse(raw.toString('utf8'))
  } catch {
    return { mot: null, problem: 'mot.json is not valid JSON' }
  }
  const result = v.safeParse(motJsonSchema, data)
  if (result.success) return { mot: result.output }
  const issues = result.issues.map((i) => `${v.getDotPath(i) ?? 'mot.json'}: ${i.message}`)
  return { mot: null, problem: `mot.json ignored (${issues.join('; ')})` }
}

/**
 * A post's title and description in both languages: mot.json's first (one language standing for
 * the other), then what the files say.
 */
export function motWords(mot: MotJson | null, title: string, description: string) {
  return {
    title: { vi: mot?.title?.vi ?? mot?.title?.en ?? title, en: mot?.title?.en ?? mot?.title?.vi ?? title },
    description: {
      vi: mot?.description?.vi ?? mot?.description?.en ?? description,
      en: mot?.description?.en ?? mot?.description?.vi ?? description,
    },
  }
}

/**
 * The mot.json of an item read from several folders (twins whose names differ only in their Unicode
 * form): the first one there; each bad one met on the way is reported under the item's `path`.
 */
export async function firstMotJson(
  folders: string[],
  path: string,
  skipped: { path: string; reason: string }[],
) {
  for (const folder of folders) {
    const { mot, problem } = await readMotJson(join(folder, 'mot.json'))
    if (problem) skipped.push({ path: `${path}/mot.json`, reason: problem })
    if (mot) return mot
  }
  return null
}
