import { Trans } from '@lingui/react/macro'
import { useOnline } from '../hooks/use-online.ts'

/**
 * A strip under the header while the device has no network. The live region is always there, so a
 * screen reader hears the change when the network goes.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <div className="offline-indicator" role="status">
      {online ? null : (
        <p className="offline-indicator__message">
          <Trans>You are offline</Trans>
        </p>
      )}
    </div>
  )
}
