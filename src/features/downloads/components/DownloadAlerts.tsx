import { Trans } from '@lingui/react/macro'
import { resumeDownloads } from '../download-actions.ts'
import type { ManagerState } from '../manager-state.ts'

interface DownloadAlertsProps {
  manager: ManagerState
  /** Some chapters still wait or download. */
  active: boolean
  online: boolean
}

/** Why downloads are not moving: a full disk (the reader must act) or no network (it goes on by itself). */
export function DownloadAlerts({ manager, active, online }: DownloadAlertsProps) {
  return (
    <>
      {manager.stoppedByQuota ? (
        <div className="download-alert download-alert--error" role="alert">
          <p>
            <Trans>
              Storage is full: the download stopped. The chapters already downloaded can still be read. Delete
              some downloads, then resume.
            </Trans>
          </p>
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
