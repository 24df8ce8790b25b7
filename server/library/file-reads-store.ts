import { sep } from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { libraryFileReads } from '../db/schema.ts'
import type { FileRead, FileReadsByFile } from './file-reads.ts'

/** Rows written in one statement: well under PostgreSQL's limit of parameters. */
const BATCH = 500

const under = (folder: string) => sql`starts_with(${libraryFileReads.file}, ${folder + sep})`

/**
 * What earlier scans read in the files of one folder of a library (`<library>/comics`), kept between
 * imports in the database; `save` stores what this scan read anew and forgets the files it no longer
 * found. The scans themselves run in the reader's process, which has no database: each is given the
 * reads of its own files (`of`) and answers those it used (`take`).
 */
export async function storedFileReads(db: Db, folder: string) {
  const rows = await db.select().from(libraryFileReads).where(under(folder))
  const known: FileReadsByFile = Object.fromEntries(
    rows.map((r) => [r.file, { state: r.state, value: r.value }]),
  )
  const used: FileReadsByFile = {}
  return {
    /** The known reads of the files in `paths` (files, or folders and all inside them). */
    of(paths: string[]): FileReadsByFile {
      return Object.fromEntries(
        Object.entries(known).filter(([file]) => paths.some((p) => file === p || file.startsWith(p + sep))),
      )
    },
    /** Keeps what a scan used, and hands on the rest of its answer. */
    take<T>({ reads, ...scanned }: T & { reads: FileReadsByFile }): Omit<T, 'reads'> {
      Object.assign(used, reads)
      return scanned as Omit<T, 'reads'>
    },
    /**
     * Stores the reads that are new or changed; a scan of the whole folder (`complete`) also forgets
     * the files it did not use (gone, renamed, or no longer read).
     */
    async save(complete: boolean) {
      const fresh = Object.entries(used).filter(([file, read]) => known[file]?.state !== read.state)
      for (let i = 0; i < fresh.length; i += BATCH) {
        const values = fresh
          .slice(i, i + BATCH)
          .map(([file, read]: [string, FileRead]) => ({ file, ...read }))
        await db
          .insert(libraryFileReads)
          .values(values)
          .onConflictDoUpdate({
            target: libraryFileReads.file,
            set: { state: sql`excluded.state`, value: sql`excluded.value` },
          })
      }
      const gone = Object.keys(known).filter((file) => !(file in used))
      if (complete && gone.length > 0) {
        for (let i = 0; i < gone.length; i += BATCH) {
          await db.delete(libraryFileReads).where(inArray(libraryFileReads.file, gone.slice(i, i + BATCH)))
        }
      }
    },
  }
}
