import { useLingui } from '@lingui/react/macro'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { chapterPath } from '../../reader/nav.ts'
import { deleteChapters } from '../download-actions.ts'
import { formatBytes } from '../post-groups.ts'
import { type ChapterDownload, isUnfinished, progressOf } from '../records.ts'
import { statusLabel } from '../status-labels.ts'
import { DownloadIcon } from './DownloadIcon.tsx'

/** One chapter of a story on the downloads screen: open it, see how far it got, delete or cancel it. */
export function ChapterDownloadRow({ record }: { record: ChapterDownload }) {
  const { t, i18n } = useLingui()
  const { index } = record
  const title = record.title.trim()
  const name = title ? t`Chapter ${index}: ${title}` : t`Chapter ${index}`
  const done = record.status === 'done'
  const href = chapterPath(record.language, record.posttype, record.post.slug, index)
  const size = record.bytes > 0 ? ` · ${formatBytes(record.bytes, i18n.locale)}` : ''
  return (
    <li className={`download-chapter download-chapter--${record.status}`}>
      <div className="download-chapter__main">
        {done ? (
          <AppLink className="download-chapter__name" href={href} state={{ post: record.post }}>
            {name}
          </AppLink>
        ) : (
          <span className="download-chapter__name">{name}</span>
        )}
        <span className="download-chapter__status">
          {i18n._(statusLabel(record))}
          {size}
        </span>
        {isUnfinished(record) ? (
          <progress
            className="download-progress"
            max={1}
            value={progressOf(record)}
            aria-label={t`Progress of chapter ${index}`}
          />
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={done ? t`Delete chapter ${index}` : t`Cancel chapter ${index}`}
        onClick={() => void deleteChapters([record.key])}
      >
        <DownloadIcon name={done ? 'delete' : 'cancel'} />
      </button>
    </li>
  )
}
