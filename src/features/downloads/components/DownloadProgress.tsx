import { useLingui } from '@lingui/react/macro'

/** How far a story's downloads have come, from 0 to 1. */
export function DownloadProgress({ value }: { value: number }) {
  const { t } = useLingui()
  return <progress className="download-progress" max={1} value={value} aria-label={t`Download progress`} />
}
