import { createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import { DOWNLOADS_DB, DOWNLOADS_STORE } from '../../shared/storage-keys.ts'

let idb: UseStore | undefined
/** Opened on first use: a page that never downloads never creates the database. */
export const downloadsIdb = () => {
  if (typeof indexedDB === 'undefined') return undefined
  idb ??= createStore(DOWNLOADS_DB, DOWNLOADS_STORE)
  return idb
}

/**
 * One kind of download record (chapters, film episodes) in the downloads database, under keys
 * `{prefix}{record key}`, mirrored in memory so screens read it synchronously and hear of every change.
 */
export function createRecordStore<T extends { key: string }>(
  prefix: string,
  schema: v.GenericSchema<unknown, T>,
  order: (a: T, b: T) => number,
) {
  let records = new Map<string, T>()
  let snapshot: T[] = []
  const listeners = new Set<() => void>()

  function emit() {
    snapshot = [...records.values()].sort(order)
    for (const listener of listeners) listener()
  }

  const kind = {
    /**
     * Takes this kind's records out of everything the database holds (read once for every kind);
     * unreadable ones are left out, and their keys returned to be deleted.
     */
    fill(stored: [IDBValidKey, unknown][]): IDBValidKey[] {
      const next = new Map<string, T>()
      const broken: IDBValidKey[] = []
      for (const [key, value] of stored) {
        if (typeof key !== 'string' || !key.startsWith(prefix)) continue
        const parsed = v.safeParse(schema, value)
        if (parsed.success) next.set(parsed.output.key, parsed.output)
        else broken.push(key)
      }
      records = next
      emit()
      return broken
    },

    /** Reads this kind's records again (another tab changed them). */
    load: (): Promise<boolean> => loadRecordStores([kind]),

    all: () => snapshot,
    get: (key: string) => records.get(key),

    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    /** Keeps records: the screens hear of them at once, IndexedDB when the write is done. */
    async put(changed: T[]) {
      if (changed.length === 0) return
      for (const record of changed) records.set(record.key, record)
      emit()
      const store = downloadsIdb()
      if (store)
        await setMany(
          changed.map((record) => [prefix + record.key, record]),
          store,
        )
    },

    async remove(keys: string[]) {
      if (keys.length === 0) return
      for (const key of keys) records.delete(key)
      emit()
      const store = downloadsIdb()
      if (store)
        await delMany(
          keys.map((key) => prefix + key),
          store,
        )
    },
  }
  return kind
}

/**
 * Reads every record of these kinds in one pass over the database (at start-up, or when another tab
 * changed them); unreadable ones are dropped. Says whether the records could be read at all.
 */
export async function loadRecordStores(
  stores: { fill(stored: [IDBValidKey, unknown][]): IDBValidKey[] }[],
): Promise<boolean> {
  const store = downloadsIdb()
  if (!store) return false
  const stored = await entries<IDBValidKey, unknown>(store).catch(() => undefined)
  if (!stored) return false
  const broken = stores.flatMap((kind) => kind.fill(stored))
  if (broken.length > 0) await delMany(broken, store).catch(() => {})
  return true
}
