import { useLingui } from '@lingui/react/macro'
import { chapterName } from '../../../contract/chapter-name.ts'
import { chapterPagePath } from '../../../contract/post-paths.ts'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { deleteChapters } from '../download-actions.ts'
import { type ChapterDownload, isUnfinished, progressOf } from '../records.ts'
import { statusLabel } from '../status-labels.ts'
import { DownloadIcon } from './DownloadIcon.tsx'
import { DownloadRow } from './DownloadRow.tsx'

/** One chapter of a story on the downloads screen: open it, see how far it got, delete or cancel it. */
export function ChapterDownloadRow({ record }: { record: ChapterDownload }) {
  const { t, i18n } = useLingui()
  const { index } = record
  const title = chapterName(record.title)
  const done = record.status === 'done'
  const size = record.bytes > 0 ? ` · ${formatBytes(record.bytes, i18n.locale)}` : ''
  return (
    <DownloadRow
      status={record.status}
      name={title ? t`Chapter ${index}: ${title}` : t`Chapter ${index}`}
      open={
        done
          ? {
              href: chapterPagePath(record.language, record.posttype, record.post.slug, index),
              state: { post: record.post },
            }
          : undefined
      }
      statusText={`${i18n._(statusLabel(record))}${size}`}
      progress={
        isUnfinished(record)
          ? { value: progressOf(record), label: t`Progress of chapter ${index}` }
          : undefined
      }
    >
      <button
        type="button"
        className="icon-button"
        aria-label={done ? t`Delete chapter ${index}` : t`Cancel chapter ${index}`}
        onClick={() => void deleteChapters([record.key])}
      >
        <DownloadIcon name={done ? 'delete' : 'cancel'} />
      </button>
    </DownloadRow>
  )
}
