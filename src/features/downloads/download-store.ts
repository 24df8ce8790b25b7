import { createStore, del, delMany, entries, get, set, setMany, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import { DOWNLOADS_DB, DOWNLOADS_PERSIST_KEY, DOWNLOADS_STORE } from '../../shared/storage-keys.ts'
import { byQueueOrder, type ChapterDownload, chapterDownloadSchema } from './records.ts'

const CHAPTER_PREFIX = 'chapter:'

let idb: UseStore | undefined
/** Opened on first use: a page that never downloads never creates the database. */
const store = () => {
  if (typeof indexedDB === 'undefined') return undefined
  idb ??= createStore(DOWNLOADS_DB, DOWNLOADS_STORE)
  return idb
}

let records = new Map<string, ChapterDownload>()
let snapshot: ChapterDownload[] = []
const listeners = new Set<() => void>()

function emit() {
  snapshot = [...records.values()].sort(byQueueOrder)
  for (const listener of listeners) listener()
}

/**
 * Reads every record again (at start-up, or when another tab changed them); unreadable ones are
 * dropped. Says whether the records could be read at all.
 */
export async function loadDownloads(): Promise<boolean> {
  const idbStore = store()
  if (!idbStore) return false
  const stored = await entries<IDBValidKey, unknown>(idbStore).catch(() => undefined)
  if (!stored) return false
  const next = new Map<string, ChapterDownload>()
  const broken: IDBValidKey[] = []
  for (const [key, value] of stored) {
    if (typeof key !== 'string' || !key.startsWith(CHAPTER_PREFIX)) continue
    const parsed = v.safeParse(chapterDownloadSchema, value)
    if (parsed.success) next.set(parsed.output.key, parsed.output)
    else broken.push(key)
  }
  if (broken.length > 0) await delMany(broken, idbStore).catch(() => {})
  records = next
  emit()
  return true
}

export const getDownloads = () => snapshot
export const getDownload = (key: string) => records.get(key)

export function subscribeDownloads(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Keeps records: the screens hear of them at once, IndexedDB when the write is done. */
export async function putDownloads(changed: ChapterDownload[]) {
  if (changed.length === 0) return
  for (const record of changed) records.set(record.key, record)
  emit()
  const idbStore = store()
  if (idbStore)
    await setMany(
      changed.map((record) => [CHAPTER_PREFIX + record.key, record]),
      idbStore,
    )
}

export async function removeDownloads(keys: string[]) {
  if (keys.length === 0) return
  for (const key of keys) records.delete(key)
  emit()
  const idbStore = store()
  if (idbStore)
    await delMany(
      keys.map((key) => CHAPTER_PREFIX + key),
      idbStore,
    )
}

/** The browser's answer to the request for persistent storage, once asked. */
export async function readPersistAnswer(): Promise<boolean | undefined> {
  const idbStore = store()
  if (!idbStore) return undefined
  const answer = await get<unknown>(DOWNLOADS_PERSIST_KEY, idbStore).catch(() => undefined)
  return typeof answer === 'boolean' ? answer : undefined
}

export async function writePersistAnswer(answer: boolean | undefined) {
  const idbStore = store()
  if (!idbStore) return
  if (answer === undefined) await del(DOWNLOADS_PERSIST_KEY, idbStore)
  else await set(DOWNLOADS_PERSIST_KEY, answer, idbStore)
}
