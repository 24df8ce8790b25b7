import { Trans } from '@lingui/react/macro'
import { useInstallState } from '../use-install.ts'
import { InstallButton } from './InstallButton.tsx'
import { IosInstallSteps } from './IosInstallSteps.tsx'

/** Settings' install section: the button, iOS's steps, or why there is neither. */
export function InstallPanel() {
  const state = useInstallState()
  if (state === 'installed') {
    return (
      <p>
        <Trans>Mọt is installed on this device.</Trans>
      </p>
    )
  }
  if (state === 'prompt') {
    return (
      <div className="settings__group">
        <p>
          <Trans>Open Mọt from your home screen like any app, and read saved chapters offline.</Trans>
        </p>
        <InstallButton />
      </div>
    )
  }
  if (state === 'ios') return <IosInstallSteps />
  return (
    <p className="settings__hint">
      <Trans>
        This browser does not offer to install Mọt from here. Look for 'Install app' or 'Add to Home screen'
        in its menu.
      </Trans>
    </p>
  )
}
