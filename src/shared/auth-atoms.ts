import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { readItem, writeItem } from './local-storage.ts'
import { TOKEN_KEY } from './storage-keys.ts'
import { store } from './store.ts'

/** The token is stored as a bare string, as the existing clients expect, not JSON-encoded. */
const tokenStorage = {
  getItem: (key: string, initial: string | null) => readItem(key) ?? initial,
  setItem: (key: string, value: string | null) => writeItem(key, value),
  removeItem: (key: string) => writeItem(key, null),
  // Signing in or out in another tab changes this one too.
  subscribe: (key: string, callback: (value: string | null) => void, initial: string | null) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(event.newValue ?? initial)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, tokenStorage, { getOnInit: true })

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null)

/** Drops the session on this device (a 401, or logging out). */
export function forgetToken() {
  store.set(tokenAtom, null)
}
