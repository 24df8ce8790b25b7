import { copyFileSync } from 'node:fs'
import { join } from 'node:path'

/** Real books of the sample library (../shared/corpus, SOURCES.md), read in the novel reader's tests. */
export const realBooks = {
  ruby: 'kusamakura-japanese-vertical-writing.epub',
  rightToLeft: 'regime-anticancer-arabic.epub',
  contents: 'accessible_epub_3.epub',
  notesAndTables: 'georgia-cfi.epub',
  math: 'linear-algebra.epub',
}

const corpus = join(import.meta.dirname, '../../../shared/corpus/library/novels')

/** Puts the real books in the library's novels folder. */
export function copyRealBooks(novels: string) {
  for (const name of Object.values(realBooks)) copyFileSync(join(corpus, name), join(novels, name))
}
