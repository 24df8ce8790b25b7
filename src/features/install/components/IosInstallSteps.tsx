import { Trans } from '@lingui/react/macro'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'

/** Safari has no install button: the three taps that put the app on the home screen. */
export function IosInstallSteps() {
  return (
    <ol className="install-steps">
      <li>
        <Trans>
          Tap the Share button <ShareGlyph /> in Safari's toolbar.
        </Trans>
      </li>
      <li>
        <Trans>Choose 'Add to Home Screen'.</Trans>
      </li>
      <li>
        <Trans>Tap 'Add': Mọt opens from its icon, full screen, even offline.</Trans>
      </li>
    </ol>
  )
}

/** Safari's share symbol, so the button is easy to spot. */
function ShareGlyph() {
  return <LineIcon className="install-steps__glyph" d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" size={18} />
}
