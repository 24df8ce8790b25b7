import { useAtomValue } from 'jotai'
import { isIos } from './install-offer.ts'
import { installPromptAtom, isInstalledAtom } from './install-prompt.ts'

/**
 * What this device can do: the app is already installed, the browser offers to install it (a
 * button), iOS adds it to the home screen by hand (instructions), or nothing is offered.
 */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'unavailable'

export function useInstallState(): InstallState {
  const prompt = useAtomValue(installPromptAtom)
  const installed = useAtomValue(isInstalledAtom)
  if (installed) return 'installed'
  if (prompt) return 'prompt'
  return isIos() ? 'ios' : 'unavailable'
}
