import { Trans } from '@lingui/react/macro'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { promptInstall } from '../install-offer.ts'

/** The browser's offer to install, behind a button of the app's own. */
export function InstallButton({ className = 'button' }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => promptInstall()}>
      <LineIcon d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      <span>
        <Trans>Install the app</Trans>
      </span>
    </button>
  )
}
