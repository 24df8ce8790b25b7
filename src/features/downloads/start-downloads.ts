import { dropFiles, keptFiles } from './download-cache.ts'
import { runQueue } from './download-manager.ts'
import { chapterStore, getDownloads } from './download-store.ts'
import { resumeFilmDownloads } from './films/film-manager.ts'
import { filmStore } from './films/film-store.ts'
import { loadRecordStores } from './record-store.ts'
import { isUnfinished } from './records.ts'
import { moveChaptersToSlugAddresses } from './slug-addresses.ts'

let started = false

/**
 * At app start: reads what was downloaded, goes on with a download the app was closed in the middle
 * of, and goes on again whenever the network comes back.
 */
export async function startDownloads() {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('online', () => {
    if (getDownloads().some(isUnfinished)) void runQueue()
    void resumeFilmDownloads()
  })
  // Only lists read in full tell which files are orphans; a move cut short leaves its old copy to them.
  if (await loadRecordStores([chapterStore, filmStore])) {
    await moveChaptersToSlugAddresses().catch(() => {})
    await dropOrphans().catch(() => {})
  }
  if (getDownloads().some(isUnfinished)) void runQueue()
  void resumeFilmDownloads().catch(() => {})
}

/** Files no chapter or film needs any more (the app closed while deleting): they would only take up space. */
async function dropOrphans() {
  if (typeof caches === 'undefined') return
  const needed = new Set([...getDownloads(), ...filmStore.all()].flatMap((record) => record.files))
  await dropFiles((await keptFiles()).filter((url) => !needed.has(url)))
}
