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

/** iPhone, iPod and iPad, including iPads that present themselves as a Mac. */
export const isIos = (userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints) =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)

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

/** Shows the browser's install dialog; the offer is used up whatever the answer. */
export async function promptInstall() {
  const event = store.get(installPromptAtom)
  if (!event) return
  store.set(installPromptAtom, null)
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') store.set(isInstalledAtom, true)
}
