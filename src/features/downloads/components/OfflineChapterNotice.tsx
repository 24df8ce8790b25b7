import { Trans } from '@lingui/react/macro'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { DownloadIcon } from './DownloadIcon.tsx'

/**
 * Said where a chapter could not be loaded: with the network off, the reason is that it was not
 * downloaded, which 'could not be loaded' alone does not tell.
 */
export function OfflineChapterNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <p className="offline-chapter-notice">
      <DownloadIcon name="offline" />
      <span>
        <Trans>You are offline, and this chapter has not been downloaded.</Trans>
      </span>
    </p>
  )
}
