import { Trans } from '@lingui/react/macro'

/** How notifications come to an iPhone or iPad: only to the app installed on the home screen. */
export function IosHelp() {
  return (
    <section className="account__section" aria-labelledby="push-ios-title">
      <h2 id="push-ios-title">
        <Trans>On iPhone and iPad</Trans>
      </h2>
      <p>
        <Trans>
          Safari sends notifications only to sites installed on the home screen, on iOS and iPadOS 16.4 or
          later. To have them:
        </Trans>
      </p>
      <ol className="push-settings__steps">
        <li>
          <Trans>Open Mọt in Safari and tap the Share button.</Trans>
        </li>
        <li>
          <Trans>Choose “Add to Home Screen”, then “Add”.</Trans>
        </li>
        <li>
          <Trans>Open Mọt from its icon on the home screen and sign in.</Trans>
        </li>
        <li>
          <Trans>Come back to this page and turn notifications on for this device.</Trans>
        </li>
      </ol>
    </section>
  )
}
