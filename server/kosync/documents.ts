import { inArray } from 'drizzle-orm'
import type { Language } from '../../src/contract/languages.ts'
import type { Db } from '../db/client.ts'
import { readerFiles } from '../db/schema.ts'

/**
 * A file a reader app was given: its fingerprint is the chapter it holds from now on, in the language
 * it was built in (the address's), which its places are read against.
 */
export async function rememberServedFile(
  db: Db,
  document: string,
  postId: number,
  chapterIndex: number,
  language: Language,
) {
  await db.insert(readerFiles).values({ document, postId, chapterIndex, language }).onConflictDoNothing()
}

/** A chapter file Mọt served: the chapter, and the language the file was built in. */
export interface ServedChapter {
  postId: number
  index: number
  language: Language
}

/** The chapter of the first of `documents` Mọt served, in the order given (KOReader's preference). */
export async function servedChapter(db: Db, documents: string[]): Promise<ServedChapter | undefined> {
  if (documents.length === 0) return undefined
  const rows = await db
    .select({
      document: readerFiles.document,
      postId: readerFiles.postId,
      index: readerFiles.chapterIndex,
      language: readerFiles.language,
    })
    .from(readerFiles)
    .where(inArray(readerFiles.document, documents))
  const found = documents.map((document) => rows.find((row) => row.document === document)).find(Boolean)
  return found && { postId: found.postId, index: found.index, language: found.language }
}
