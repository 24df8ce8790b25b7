import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { stagedPath } from './import-job.ts'
import { allRecords, removeRecord, uploadsLayout } from './records.ts'

const HOUR = 60 * 60_000
/** An upload not finished within a day is dropped, its part-file with it. */
export const UPLOAD_EXPIRY_MS = 24 * HOUR
/** How long a finished upload's record (its state and report) is kept. */
const RECORD_KEPT_MS = 7 * 24 * HOUR

/** tus's store of uploads under way: part-files and their info, which expire (tus's expiration). */
export const incomingStore = (uploadsDir: string) =>
  new FileStore({
    directory: uploadsLayout(uploadsDir).incoming,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  })

/**
 * Drops what was abandoned, so it does not fill the disk: unfinished uploads older than a day (their
 * part-files and records), batches never closed, and the records of finished uploads after a week.
 */
export async function cleanUpUploads(uploadsDir: string) {
  const layout = uploadsLayout(uploadsDir)
  const now = Date.now()
  const store = (await stat(layout.incoming).catch(() => undefined)) ? incomingStore(uploadsDir) : undefined
  await store?.deleteExpired()
  for (const record of await allRecords(uploadsDir)) {
    const age = now - Date.parse(record.createdAt)
    const abandoned = (record.state === 'uploading' || record.state === 'waiting') && age > UPLOAD_EXPIRY_MS
    const done = (record.state === 'imported' || record.state === 'refused') && age > RECORD_KEPT_MS
    if (record.state === 'uploading' && abandoned) await store?.remove(record.id).catch(() => {})
    if (record.state === 'waiting' && abandoned) {
      await rm(stagedPath(uploadsDir, record), { recursive: true, force: true })
    }
    if (abandoned || done) await removeRecord(uploadsDir, record.id)
  }
  // Staged files whose records are gone (a job that failed for good).
  for (const name of await readdir(layout.staged).catch(() => [] as string[])) {
    const info = await stat(join(layout.staged, name)).catch(() => undefined)
    if (info && now - info.mtimeMs > 2 * UPLOAD_EXPIRY_MS) {
      await rm(join(layout.staged, name), { recursive: true, force: true })
    }
  }
}
