import { basename, dirname, join } from 'node:path'
import * as v from 'valibot'
import { slugOf } from '../posts/slug.ts'
import { readLibraryFile, SYMBOLIC_LINK } from './files.ts'
import { libraryKind } from './kind.ts'
import { libraryLimits } from './limits.ts'
import { copyCover } from './media.ts'
import { motWords } from './mot-json.ts'
import { nfc } from './names.ts'
import { Refusal } from './refusal.ts'
import { type ImportRun, kindFolder } from './run.ts'
import type { FoundChapter } from './save.ts'
import { categoriesWithinLimit } from './within-limits.ts'

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

/** A title or description given as one string stands for both languages (motWords does the rest). */
const inBoth = (value: v.InferOutput<typeof localized> | undefined) =>
  typeof value === 'string' ? { vi: value, en: value } : value

async function listGames(run: ImportRun) {
  const files: { path: string; file: string }[] = []
  for (const entry of await kindFolder(run, 'games')) {
    if (!entry.name.toLowerCase().endsWith('.json')) continue
    if (entry.isSymbolicLink()) run.skip(`games/${nfc(entry.name)}`, SYMBOLIC_LINK)
    else if (entry.isFile())
      files.push({ path: `games/${nfc(entry.name)}`, file: join(entry.parentPath, entry.name) })
  }
  return files
}

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

/** Games: each `games/<slug>.json` a game, checked by its schema, its cover stored; no chapters. */
export const games = libraryKind({
  folder: 'games',
  posttype: 'game',
  find: listGames,
  progress: (item: { path: string; file: string }) => [item.path],
  async read(run, item) {
    run.use(item.path)
    const game = await run.read('readGame', { file: item.file })
    run.use(game.cover && `games/${game.cover}`)
    return { name: basename(item.file, '.json'), chapters: [] as FoundChapter[], game }
  },
  async describe({ run, item, read: { game }, folder }) {
    const cover = game.cover
      ? await copyCover(
          run.options.mediaDir,
          folder,
          join(dirname(item.file), game.cover),
          `games/${game.cover}`,
        )
      : null
    return {
      values: {
        ...motWords({ title: inBoth(game.title), description: inBoth(game.description) }, '', ''),
        author: game.author ?? null,
        releaseYear: game.releaseYear ?? null,
        playUrl: game.url,
        feature: cover,
      },
      chapter: () => {
        throw new Error('a game has no chapters')
      },
      categories: categoriesWithinLimit(game.categories ?? [], item.path, run.skip.bind(run)).map(slugOf),
    }
  },
})
