import { Trans } from '@lingui/react/macro'
import { useInstallState } from '../use-install.ts'
import { InstallButton } from './InstallButton.tsx'
import { IosInstallSteps } from './IosInstallSteps.tsx'

/** The side menu's install entry (a list item): only where there is something to do (a button, or iOS's steps). */
export function InstallMenuEntry() {
  const state = useInstallState()
  if (state === 'prompt') {
    return (
      <li>
        <InstallButton className="nav__item" />
      </li>
    )
  }
  if (state !== 'ios') return null
  return (
    <li>
      <details className="install-menu">
        <summary className="nav__item">
          <Trans>Add to Home Screen</Trans>
        </summary>
        <IosInstallSteps />
      </details>
    </li>
  )
}
