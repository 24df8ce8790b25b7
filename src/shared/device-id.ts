import { DEVICE_ID_PATTERN } from '../contract/limits.ts'
import { readItem, writeItem } from './local-storage.ts'
import { DEVICE_ID_KEY } from './storage-keys.ts'

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID_PATTERN.test(value)

/** 16 random bytes as base64url: 22 characters, within the pattern. */
export function newDeviceId(): string {
  let binary = ''
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The id made in this visit, for a browser whose storage refuses to keep it. */
let madeHere: string | undefined

/**
 * This browser's device id, which counts an anonymous visitor's like once. The app makes it itself:
 * a stored id the server would refuse (another version's, one edited by hand) would break likes for
 * good, so it is replaced by a fresh one.
 */
export function deviceId(): string {
  const stored = readItem(DEVICE_ID_KEY)
  if (isDeviceId(stored)) return stored
  madeHere ??= newDeviceId()
  writeItem(DEVICE_ID_KEY, madeHere)
  return madeHere
}

/** Keeps the id the server says a token is bound to, when it is one the server would accept again. */
export function keepDeviceId(id: string | undefined) {
  if (isDeviceId(id)) writeItem(DEVICE_ID_KEY, id)
}
