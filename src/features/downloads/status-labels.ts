import { msg } from '@lingui/core/macro'
import type { DownloadError, DownloadStatus } from './records.ts'

const labels = {
  queued: msg`Waiting`,
  downloading: msg`Downloading`,
  paused: msg({ message: 'Paused', context: 'download' }),
  done: msg`Downloaded`,
  quota: msg`Stopped: storage is full`,
  failed: msg`Could not be downloaded`,
}

/** What a chapter's or an episode's download is doing, in words. */
export const statusLabel = (record: { status: DownloadStatus; error?: DownloadError | null }) =>
  record.status === 'error' ? labels[record.error ?? 'failed'] : labels[record.status]
