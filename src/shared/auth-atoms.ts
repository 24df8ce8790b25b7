import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { Role } from '../contract/roles.ts'
import { readItem, readSessionItem, writeItem, writeSessionItem } from './local-storage.ts'
import { TOKEN_KEY } from './storage-keys.ts'
import { store } from './store.ts'

/**
 * Where the next token is kept: localStorage survives a browser restart (remember me), sessionStorage
 * ends with the browser session. Set only for the one write in saveToken.
 */
let keepAcrossRestarts = true

/**
 * A Bearer token's characters (RFC 6750 token68), of a sane length. Anything else was not written
 * by this app: sent as a header it would make every signed-in call fail, so it counts as signed out.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/-]{1,512}=*$/

function readToken(key: string) {
  const token = readItem(key) ?? readSessionItem(key)
  return token !== null && TOKEN_PATTERN.test(token) ? token : null
}

/** The token is stored as a bare string, as the existing clients expect, not JSON-encoded. */
const tokenStorage = {
  getItem: (key: string, initial: string | null) => readToken(key) ?? initial,
  setItem: (key: string, value: string | null) => {
    // One place only: a token left in the other would outlive a sign-out or a change of choice.
    writeItem(key, value !== null && keepAcrossRestarts ? value : null)
    writeSessionItem(key, value !== null && !keepAcrossRestarts ? value : null)
  },
  removeItem: (key: string) => {
    writeItem(key, null)
    writeSessionItem(key, null)
  },
  // Signing in or out in another tab changes this one too.
  subscribe: (key: string, callback: (value: string | null) => void, initial: string | null) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(readToken(key) ?? initial)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, tokenStorage, { getOnInit: true })

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null)

/** Drops the session on this device (a 401, or logging out), from both storages. */
export function forgetToken() {
  store.set(tokenAtom, null)
}

/**
 * Keeps a new session token (spec §4 login). With `remember` it survives a browser restart;
 * without, it ends with the browser session.
 */
export function saveToken(token: string, remember: boolean) {
  keepAcrossRestarts = remember
  try {
    store.set(tokenAtom, token)
  } finally {
    keepAcrossRestarts = true
  }
}

export interface AuthUser {
  id: number | string
  email: string
  name: string
  role: Role
}

/** Who is signed in, as the login answer gave it (spec §3 auth state); not kept across reloads. */
export const userAtom = atom<AuthUser | null>(null)

/** Whether the signed-in member is an admin: the admin menu entry and screens ask this. */
export const isAdminAtom = atom((get) => get(userAtom)?.role === 'admin')
