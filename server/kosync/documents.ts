import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { readerFiles } from '../db/schema.ts'

/** A file a reader app was given: its fingerprint is the chapter it holds from now on. */
export async function rememberServedFile(db: Db, document: string, postId: number, chapterIndex: number) {
  await db.insert(readerFiles).values({ document, postId, chapterIndex }).onConflictDoNothing()
}

/** The chapter of the first of `documents` Mọt served, in the order given (KOReader's preference). */
export async function servedChapter(db: Db, documents: string[]) {
  if (documents.length === 0) return undefined
  const rows = await db
    .select({ document: readerFiles.document, postId: readerFiles.postId, index: readerFiles.chapterIndex })
    .from(readerFiles)
    .where(inArray(readerFiles.document, documents))
  return documents.map((document) => rows.find((row) => row.document === document)).find(Boolean)
}
