import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { readJson, writeItem } from '../../shared/local-storage.ts'
import { FILM_AUTOPLAY_KEY } from './player-storage-keys.ts'

/**
 * Whether the next episode starts by itself at the end of one, on this device. On unless turned off
 * in the settings: anything unreadable counts as on, as for a device that never chose.
 */
const AUTOPLAY_DEFAULT = true

let stored: boolean | undefined
const listeners = new Set<() => void>()

export const autoplayNext = (): boolean => {
  stored ??= readJson(FILM_AUTOPLAY_KEY, v.boolean(), AUTOPLAY_DEFAULT)
  return stored
}

export function setAutoplayNext(on: boolean) {
  stored = on
  writeItem(FILM_AUTOPLAY_KEY, JSON.stringify(on))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice counts here too.
  const fromElsewhere = (event: StorageEvent) => {
    if (event.key !== FILM_AUTOPLAY_KEY && event.key !== null) return
    stored = undefined
    listener()
  }
  window.addEventListener('storage', fromElsewhere)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromElsewhere)
  }
}

/** The setting, as the default while the app takes over a page the server drew. */
export const useAutoplayNext = () => useSyncExternalStore(subscribe, autoplayNext, () => AUTOPLAY_DEFAULT)

/** Forgets the setting in this module's memory: the next read comes from storage again (tests). */
export function reloadAutoplayNext() {
  stored = undefined
}
