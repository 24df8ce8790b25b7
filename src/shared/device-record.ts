import { useSyncExternalStore } from 'react'
import type * as v from 'valibot'
import { readJson, writeItem } from './local-storage.ts'

export interface DeviceRecordOptions<T> {
  /** A value kept as nothing: its key is taken out of storage. */
  isEmpty?: (value: T) => boolean
}

/**
 * A value the app keeps in localStorage for this device (a reader's marks, a setting): read through
 * its schema the first time it is needed (storage is the device's, see local-storage.ts), then held
 * in memory, and followed by the screens that show it, this tab's changes and another tab's alike.
 */
export function deviceRecord<S extends v.GenericSchema>(
  key: string,
  schema: S,
  fallback: () => v.InferOutput<S>,
  options: DeviceRecordOptions<v.InferOutput<S>> = {},
) {
  type Value = v.InferOutput<S>
  const { isEmpty } = options
  let loaded = false
  let value: Value
  const listeners = new Set<() => void>()

  const read = (): Value => {
    if (!loaded) {
      value = readJson(key, schema, fallback())
      loaded = true
    }
    return value
  }

  const write = (next: Value) => {
    value = next
    loaded = true
    writeItem(key, isEmpty?.(next) ? null : JSON.stringify(next))
    for (const listener of listeners) listener()
  }

  const subscribe = (listener: () => void) => {
    // The first screen to follow it reads it again: another tab may have changed it meanwhile.
    if (listeners.size === 0) loaded = false
    listeners.add(listener)
    // Another tab's change (or storage cleared) shows here too.
    const fromElsewhere = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return
      loaded = false
      listener()
    }
    window.addEventListener('storage', fromElsewhere)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', fromElsewhere)
    }
  }

  return {
    read,
    write,
    /**
     * A screen's view of the record, `snapshot` read anew on each change; `whileTakingOver` while
     * the app takes over a page the server drew, which cannot know the device's records.
     * `snapshot` must give the same object for the same record (React compares them). A hook:
     * called by the screens' own hooks.
     */
    use: <R>(snapshot: () => R, whileTakingOver: R): R =>
      useSyncExternalStore(subscribe, snapshot, () => whileTakingOver),
    /** Forgets the value held in memory: the next read comes from storage again (tests). */
    reload: () => {
      loaded = false
    },
  }
}
