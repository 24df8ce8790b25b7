import { atom } from 'jotai'
import { store } from '../../store.ts'

export type ToastKind = 'success' | 'error'

/** A button in the notice, such as an undo; pressing it also closes the notice. */
export interface ToastAction {
  label: string
  run: () => void
}

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  action?: ToastAction | undefined
}

/** The notices on screen, oldest first (spec §3 UI state `notices`). */
export const toastsAtom = atom<Toast[]>([])

let nextId = 1

/**
 * Shows a notice top-right; it closes by itself (spec §8: after 5000 ms) or with its button. Works
 * from anywhere, React or not, because it writes through the app's one store.
 */
export function showToast({ kind, message, action }: Omit<Toast, 'id'>): number {
  const id = nextId++
  store.set(toastsAtom, (toasts) => [...toasts, { id, kind, message, action }])
  return id
}

export function dismissToast(id: number) {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id))
}
