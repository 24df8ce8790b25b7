import { Trans, useLingui } from '@lingui/react/macro'
import { resumeDownloads } from '../download-actions.ts'
import { type ManagerState, quotaStopped } from '../manager-state.ts'

interface DownloadAlertsProps {
  manager: ManagerState
  /** Some chapters still wait or download. */
  active: boolean
  online: boolean
}

/** Why downloads are not moving: a full disk (the reader must act) or no network (it goes on by itself). */
export function DownloadAlerts({ manager, active, online }: DownloadAlertsProps) {
  const { i18n } = useLingui()
  return (
    <>
      {manager.stoppedByQuota ? (
        <div className="download-alert download-alert--error" role="alert">
          <p>{i18n._(quotaStopped)}</p>
          <button type="button" className="button" onClick={() => void resumeDownloads()}>
            <Trans>Resume all</Trans>
          </button>
        </div>
      ) : null}
      <div role="status" className="download-alert-slot">
        {active && (manager.waitingForNetwork || !online) ? (
          <p className="download-alert">
            <Trans>You are offline: downloads will go on when the network is back.</Trans>
          </p>
        ) : null}
      </div>
    </>
  )
}
