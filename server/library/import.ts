import { readdir } from 'node:fs/promises'
import { importComic, scanComics } from './comics-import.ts'
import { importFilm, listFilms, packageFilms } from './films/import.ts'
import type { FilmPackaging } from './films/package.ts'
import { importGame, listGames } from './games.ts'
import { hideGonePosts } from './identity.ts'
import { importNovel, listNovels } from './novels/import-novel.ts'
import { FileReaders } from './reading/readers.ts'
import { type ImportOptions, type ImportReport, ImportRun, LibraryUnreadable } from './run.ts'
import { reportUnusedFiles } from './unused-files.ts'

export { type ImportOptions, type ImportReport, LibraryUnreadable } from './run.ts'

/**
 * Imports a library (docs/library.md): `comics/`, `novels/`, `games/` and `films/` into the database and the
 * media store. Idempotent: a post is its folder or file in the library (or, renamed or moved, the
 * chapters it holds), a chapter its file and content, so a second run writes nothing. Each post
 * commits in one transaction once its media are in place, so none shows half-made; a bad file is
 * skipped with its reason while the rest imports; a post whose files are all gone is hidden.
 */
export async function importLibrary(options: ImportOptions): Promise<ImportReport> {
  await readdir(options.library).catch((error: Error) => {
    throw new LibraryUnreadable(`The library folder cannot be read: ${error.message}`)
  })
  const readers = options.readers ?? new FileReaders()
  try {
    return await importWith(new ImportRun(options, readers))
  } finally {
    if (!options.readers) await readers.close()
  }
}

async function importWith(run: ImportRun): Promise<ImportReport> {
  const { options } = run
  const comics = await scanComics(run)
  const novels = await listNovels(run)
  const games = await listGames(run)
  const films = await listFilms(run)
  run.total =
    comics.reduce((sum, s) => sum + s.chapters.length, 0) +
    novels.length +
    games.length +
    films.reduce((sum, f) => sum + f.episodes.length, 0)
  for (const series of comics) await run.each(series.path, () => importComic(run, series))
  for (const novel of novels) await run.each(novel.path, () => importNovel(run, novel))
  for (const game of games) await run.each(game.path, () => importGame(run, game))
  const packaging: FilmPackaging[] = []
  for (const film of films) await run.each(film.path, () => importFilm(run, film, packaging))
  // A run the server stopped has not seen every item: it hides nothing.
  options.signal?.throwIfAborted()
  await reportUnusedFiles(run)
  for (const posttype of ['comic', 'novel', 'game', 'movie'] as const) {
    const hidden = await hideGonePosts(
      options.db,
      options.library,
      posttype,
      run.seenOf(posttype),
      options.only,
      run.origin,
    )
    run.report.posts.hidden += hidden.posts
    run.report.chapters.hidden += hidden.chapters
  }
  // Last: the films are saved (their unready episodes shown as being processed) before any is packaged.
  await packageFilms(run, packaging)
  return run.report
}
