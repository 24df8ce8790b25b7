import { basename, dirname, join } from 'node:path'
import { slugOf } from '../posts/slug.ts'
import { SYMBOLIC_LINK } from './files.ts'
import type { GameText } from './game-json.ts'
import { libraryKind } from './kind.ts'
import { copyCover } from './media.ts'
import { motWords } from './mot-json.ts'
import { nfc } from './names.ts'
import { type ImportRun, kindFolder } from './run.ts'
import type { FoundChapter } from './save.ts'
import { categoriesWithinLimit } from './within-limits.ts'

/** A title or description given as one string stands for both languages (motWords does the rest). */
const inBoth = (value: GameText | undefined) => (typeof value === 'string' ? { vi: value, en: value } : value)

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
