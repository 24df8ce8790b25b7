import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { showToast } from '../../shared/ui/toasts/toast-atoms.ts'
import { readPersistAnswer, writePersistAnswer } from './download-store.ts'

export interface StorageEstimate {
  usage: number
  quota: number
}

/** How much this site stores and may store, where the browser tells (navigator.storage.estimate). */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.estimate) return null
  const { usage, quota } = await storage.estimate().catch(() => ({ usage: undefined, quota: undefined }))
  return usage === undefined || quota === undefined ? null : { usage, quota }
}

/** Whether the browser keeps this site's storage when space runs low; null when it cannot say. */
export async function isPersisted(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persisted) return (await readPersistAnswer()) ?? null
  return storage.persisted().catch(() => null)
}

export const persistMessages = {
  granted: msg`Your downloads will stay on this device.`,
  refused: msg`If this device runs low on space, downloads may be removed.`,
}

/**
 * At the first download, asks the browser to keep this site's storage (navigator.storage.persist)
 * and says what it answered. Asked once: the answer is kept with the downloads.
 */
export async function askPersistenceOnce(): Promise<boolean | null> {
  const asked = await readPersistAnswer()
  if (asked !== undefined) return asked
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persist) return null
  const granted = await storage.persist().catch(() => false)
  await writePersistAnswer(granted)
  showToast({ kind: 'success', message: i18n._(granted ? persistMessages.granted : persistMessages.refused) })
  return granted
}
