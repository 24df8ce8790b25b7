import { basename, dirname, join } from 'node:path'
import * as v from 'valibot'
import { slugOf } from '../posts/slug.ts'
import { readLibraryFile, SYMBOLIC_LINK } from './files.ts'
import { libraryLimits } from './limits.ts'
import { copyCover } from './media.ts'
import { motWords } from './mot-json.ts'
import { nfc } from './names.ts'
import { Refusal } from './refusal.ts'
import { type ImportRun, isStop, kindFolder } from './run.ts'
import { planChapters, savePost } from './save.ts'
import { removeUnnamed } from './unused-media.ts'
import { categoriesWithinLimit, postWithinLimits } from './within-limits.ts'

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

export async function listGames(run: ImportRun) {
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

/** Imports one game: its JSON checked by its schema, its cover stored; a bad file is skipped with why. */
export async function importGame(run: ImportRun, item: { path: string; file: string }) {
  try {
    run.use(item.path)
    const game = await run.read('readGame', { file: item.file })
    run.use(game.cover && `games/${game.cover}`)
    const claim = await run.claim('game', item.path, basename(item.file, '.json'), [])
    if ('refused' in claim) return run.skip(item.path, claim.refused)
    const folder = `library/games/${claim.slug}`
    const cover = game.cover
      ? await copyCover(
          run.options.mediaDir,
          folder,
          join(dirname(item.file), game.cover),
          `games/${game.cover}`,
        )
      : null
    const report = run.skip.bind(run)
    const values = postWithinLimits(
      {
        slug: claim.slug,
        posttype: 'game' as const,
        ...run.provenance(item.path),
        ...motWords({ title: inBoth(game.title), description: inBoth(game.description) }, '', ''),
        author: game.author ?? null,
        releaseYear: game.releaseYear ?? null,
        playUrl: game.url,
        feature: cover,
      },
      item.path,
      report,
    )
    const plan = planChapters([], [])
    const saved = await savePost(
      run.db,
      claim.stored,
      values,
      plan,
      () => never(),
      categoriesWithinLimit(game.categories ?? [], item.path, report).map(slugOf),
    )
    run.count(!claim.stored, saved)
    await removeUnnamed(run.db, run.options.mediaDir, folder, { postId: saved.postId, since: run.started })
  } catch (error) {
    if (isStop(error)) throw error
    run.refuse(item.path, error)
  } finally {
    run.progress(item.path)
  }
}

function never(): never {
  throw new Error('a game has no chapters')
}
