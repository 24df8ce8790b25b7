import { store } from '../../shared/store.ts'
import { installPromptAtom, isInstalledAtom } from './install-prompt.ts'

// Apart from install-prompt.ts, which the app's script runs at start: what only the install button
// and panel use loads with them.

/** iPhone, iPod and iPad, including iPads that present themselves as a Mac. */
export const isIos = (userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints) =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)

/** Shows the browser's install dialog; the offer is used up whatever the answer. */
export async function promptInstall() {
  const event = store.get(installPromptAtom)
  if (!event) return
  store.set(installPromptAtom, null)
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') store.set(isInstalledAtom, true)
}
