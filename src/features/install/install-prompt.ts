import { atom } from 'jotai'
import { store } from '../../shared/store.ts'

/** Chromium's offer to install, kept until the reader asks for it (it can be shown only once). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null)
export const isInstalledAtom = atom(false)

/** Opened from the home screen rather than in a browser tab (Safari says so its own way). */
export const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/**
 * Listens for the browser's offer from the very start: it may come before any screen that shows
 * the install button is drawn. The browser's own banner is held back in favour of that button.
 */
export function watchInstallPrompt() {
  store.set(isInstalledAtom, runsInstalled())
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    store.set(installPromptAtom, event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => {
    store.set(installPromptAtom, null)
    store.set(isInstalledAtom, true)
  })
}
