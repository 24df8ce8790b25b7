import { del, get, set } from 'idb-keyval'
import { DOWNLOADS_PERSIST_KEY } from '../../shared/storage-keys.ts'
import { createRecordStore, downloadsIdb } from './record-store.ts'
import { byQueueOrder, chapterDownloadSchema } from './records.ts'

/** Chapters downloaded for offline reading, under `chapter:` keys. */
export const chapterStore = createRecordStore('chapter:', chapterDownloadSchema, byQueueOrder)

export const loadDownloads = chapterStore.load
export const getDownloads = chapterStore.all
export const getDownload = chapterStore.get
export const subscribeDownloads = chapterStore.subscribe
export const putDownloads = chapterStore.put
export const removeDownloads = chapterStore.remove

/** The browser's answer to the request for persistent storage, once asked. */
export async function readPersistAnswer(): Promise<boolean | undefined> {
  const idbStore = downloadsIdb()
  if (!idbStore) return undefined
  const answer = await get<unknown>(DOWNLOADS_PERSIST_KEY, idbStore).catch(() => undefined)
  return typeof answer === 'boolean' ? answer : undefined
}

export async function writePersistAnswer(answer: boolean | undefined) {
  const idbStore = downloadsIdb()
  if (!idbStore) return
  if (answer === undefined) await del(DOWNLOADS_PERSIST_KEY, idbStore)
  else await set(DOWNLOADS_PERSIST_KEY, answer, idbStore)
}
