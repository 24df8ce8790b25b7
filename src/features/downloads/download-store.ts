import { del, get, set } from 'idb-keyval'
import { DOWNLOADS_PERSIST_KEY } from '../../shared/storage-keys.ts'
import { createRecordStore, downloadsIdb } from './record-store.ts'
import { byQueueOrder, chapterDownloadSchema } from './records.ts'

const chapters = createRecordStore('chapter:', chapterDownloadSchema, byQueueOrder)

export const loadDownloads = chapters.load
export const getDownloads = chapters.all
export const getDownload = chapters.get
export const subscribeDownloads = chapters.subscribe
export const putDownloads = chapters.put
export const removeDownloads = chapters.remove

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
