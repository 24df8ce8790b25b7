import { Trans } from '@lingui/react/macro'
import { promptInstall } from '../install-prompt.ts'

/** The browser's offer to install, behind a button of the app's own. */
export function InstallButton({ className = 'button' }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => promptInstall()}>
      <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 4v11M7 10l5 5 5-5M5 20h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <Trans>Install the app</Trans>
      </span>
    </button>
  )
}
