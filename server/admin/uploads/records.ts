import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { UploadKind, UploadPosttype, UploadState } from '../../../src/contract/schemas/admin-uploads.ts'

/**
 * The uploads folder (UPLOADS_DIR): `comics/`, `novels/`, `films/` laid out as a library's, and beside
 * them, hidden from any scan (a scan reads only the kind folders), the files under way.
 */
export const uploadsLayout = (uploadsDir: string) => ({
  /** tus's partial uploads and their info files. */
  incoming: join(uploadsDir, '.incoming'),
  /** One JSON file per upload: what it is for, and how its import went. */
  records: join(uploadsDir, '.records'),
  /** Finished uploads waiting for their import job to put them in place. */
  staged: join(uploadsDir, '.staged'),
  /** A replaced chapter's old file, kept until its replacement is imported. */
  replaced: join(uploadsDir, '.replaced'),
})

/** What an upload is for, as checked when it was created. */
export type UploadTarget =
  | { kind: 'new-post'; posttype: UploadPosttype; title: string }
  | { kind: 'post'; postId: number; item: string }
  | { kind: 'chapter'; postId: number; chapterId: number; item: string; chapterPath: string }

/** What a record keeps; `importing` and `failed` are read from its import job when asked. */
export type RecordState = Exclude<UploadState, 'importing' | 'failed'>

export interface UploadRecord {
  id: string
  memberId: number
  email: string
  fileName: string
  size: number
  kind: UploadKind
  target: UploadTarget
  /** Images of one chapter share a batch. */
  batch: string | null
  chapterTitle: string | null
  state: RecordState
  /** The import job's key, once queued. */
  job: string | null
  /** The item (`comics/<Title>`) and the chapter (file or folder) it became, inside UPLOADS_DIR. */
  item: string | null
  placed: string | null
  postId: number | null
  chapterIds: number[]
  skipped: { path: string; reason: string }[]
  createdAt: string
}

const fileOf = (uploadsDir: string, id: string) => join(uploadsLayout(uploadsDir).records, `${id}.json`)

export async function readRecord(uploadsDir: string, id: string): Promise<UploadRecord | undefined> {
  const text = await readFile(fileOf(uploadsDir, id), 'utf8').catch(() => undefined)
  return text === undefined ? undefined : (JSON.parse(text) as UploadRecord)
}

/** Written whole to a temporary file then renamed: a reader never sees half a record. */
export async function writeRecord(uploadsDir: string, record: UploadRecord) {
  const file = fileOf(uploadsDir, record.id)
  await mkdir(uploadsLayout(uploadsDir).records, { recursive: true })
  await writeFile(`${file}.tmp`, JSON.stringify(record))
  await rename(`${file}.tmp`, file)
}

export async function updateRecord(uploadsDir: string, id: string, change: Partial<UploadRecord>) {
  const record = await readRecord(uploadsDir, id)
  if (!record) return undefined
  const next = { ...record, ...change }
  await writeRecord(uploadsDir, next)
  return next
}

export const removeRecord = (uploadsDir: string, id: string) => rm(fileOf(uploadsDir, id), { force: true })

/** Every upload's record (an admin has a few dozen at most: they are cleaned up after a day). */
export async function allRecords(uploadsDir: string): Promise<UploadRecord[]> {
  const names = await readdir(uploadsLayout(uploadsDir).records).catch(() => [] as string[])
  const records = await Promise.all(
    names.filter((n) => /^[0-9a-f]{32}\.json$/.test(n)).map((n) => readRecord(uploadsDir, n.slice(0, -5))),
  )
  return records.filter((r): r is UploadRecord => r !== undefined)
}
