import { msg } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'

/** Said on the downloads screen and, wherever the reader is, as a notice when it happens. */
export const quotaStopped = msg`Storage is full: the download stopped. The chapters already downloaded can still be read. Delete some downloads, then resume.`

export interface ManagerState {
  /** The chapter being fetched now. */
  current: string | null
  /** The network went away mid-download: it goes on by itself when it comes back. */
  waitingForNetwork: boolean
  /** The disk filled up: the download stopped and what was waiting was paused. */
  stoppedByQuota: boolean
}

const idle: ManagerState = { current: null, waitingForNetwork: false, stoppedByQuota: false }
let state: ManagerState = idle
const listeners = new Set<() => void>()

export const getManagerState = () => state

export function setManagerState(change: Partial<ManagerState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useManagerState(): ManagerState {
  // A page the server drew shows the manager idle; the device's downloads follow.
  return useSyncExternalStore(subscribe, getManagerState, () => idle)
}
