import { useSyncExternalStore } from '../../shared/react/use-sync-external-store.ts'
import { store } from '../../shared/store.ts'
import { isIos } from './install-offer.ts'
import { installPromptAtom, isInstalledAtom } from './install-prompt.ts'

/**
 * What this device can do: the app is already installed, the browser offers to install it (a
 * button), iOS adds it to the home screen by hand (instructions), or nothing is offered.
 */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'unavailable'

const subscribe = (onChange: () => void) => {
  const stops = [store.sub(installPromptAtom, onChange), store.sub(isInstalledAtom, onChange)]
  return () => {
    for (const stop of stops) stop()
  }
}

const stateOfDevice = (): InstallState => {
  if (store.get(isInstalledAtom)) return 'installed'
  if (store.get(installPromptAtom)) return 'prompt'
  return isIos() ? 'ios' : 'unavailable'
}

/**
 * The server knows none of this: a part it drew is taken over as drawn, whenever that is (the docked
 * menu's entries come after the rest of the page, and the browser's offer can come before them), and
 * the device's answer follows.
 */
export const useInstallState = (): InstallState =>
  useSyncExternalStore(subscribe, stateOfDevice, () => 'unavailable')
