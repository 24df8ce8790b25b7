import { readdir } from 'node:fs/promises'
import { hideGonePosts } from './identity.ts'
import { kinds } from './kinds.ts'
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
  const items = []
  for (const kind of kinds) items.push(...(await kind.find(run)))
  run.total = items.reduce((sum, item) => sum + item.files.length, 0)
  for (const item of items) await run.each(item.path, item.import)
  // A run the server stopped has not seen every item: it hides nothing.
  options.signal?.throwIfAborted()
  await reportUnusedFiles(
    run,
    kinds.map((k) => k.folder),
  )
  for (const { posttype } of kinds) {
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
  for (const kind of kinds) await kind.finish?.(run)
  return run.report
}
