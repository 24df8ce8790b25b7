import { Trans, useLingui } from '@lingui/react/macro'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { persistMessages } from '../storage.ts'
import { useStorageInfo } from '../use-downloads.ts'

/**
 * How much the site stores against what the browser allows (navigator.storage.estimate), and
 * whether the browser promised to keep it (the answer to navigator.storage.persist).
 */
export function StorageSummary({ version }: { version: unknown }) {
  const { t, i18n } = useLingui()
  const { estimate, persisted } = useStorageInfo(version)
  const used = estimate ? formatBytes(estimate.usage, i18n.locale) : ''
  const quota = estimate ? formatBytes(estimate.quota, i18n.locale) : ''
  return (
    <div className="download-storage">
      {estimate ? (
        <>
          <p className="download-storage__line">
            <Trans>
              Storage used: {used} of {quota}
            </Trans>
          </p>
          <progress
            className="download-progress"
            max={Math.max(1, estimate.quota)}
            value={estimate.usage}
            aria-label={t`Storage used`}
          />
        </>
      ) : null}
      {persisted === null ? null : (
        <p className="download-storage__line">
          {i18n._(persisted ? persistMessages.granted : persistMessages.refused)}
        </p>
      )}
    </div>
  )
}
