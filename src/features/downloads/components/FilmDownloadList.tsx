import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { chapterHref } from '../../../contract/page-paths.ts'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { deleteEpisodes, retryEpisode } from '../films/film-manager.ts'
import type { FilmDownload } from '../films/film-records.ts'
import { statusLabel } from '../status-labels.ts'
import { DownloadIcon } from './DownloadIcon.tsx'
import { DownloadRow } from './DownloadRow.tsx'

/** The downloads screen's films: each kept episode, opened on its film's page, where it plays offline. */
export function FilmDownloadList({ films }: { films: FilmDownload[] }) {
  const { t } = useLingui()
  const titleId = useId()
  if (films.length === 0) return null
  return (
    <section className="download-post" aria-labelledby={titleId}>
      <h2 id={titleId} className="download-post__title">
        {t({ message: 'Films', context: 'downloads' })}
      </h2>
      <ul className="download-post__chapters">
        {films.map((record) => (
          <FilmDownloadRow key={record.key} record={record} />
        ))}
      </ul>
    </section>
  )
}

function FilmDownloadRow({ record }: { record: FilmDownload }) {
  const { t, i18n } = useLingui()
  const { index } = record
  const episode = record.title.trim() || t`Episode ${index}`
  const done = record.status === 'done'
  const size = done && record.bytes > 0 ? ` · ${formatBytes(record.bytes, i18n.locale)}` : ''
  const downloading = record.status === 'downloading'
  return (
    <DownloadRow
      status={record.status}
      name={`${record.post.title} · ${episode}`}
      open={done ? { href: chapterHref(record.language, record.post, index) } : undefined}
      statusText={`${i18n._(statusLabel(record))}${size}`}
      progress={downloading ? { value: record.progress, label: t`Progress of episode ${index}` } : undefined}
    >
      {record.status === 'error' ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Try episode ${index} again`}
          onClick={() => void retryEpisode(record.key)}
        >
          <DownloadIcon name="resume" />
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label={downloading ? t`Cancel episode ${index}` : t`Delete episode ${index}`}
        onClick={() => void deleteEpisodes([record.key])}
      >
        <DownloadIcon name={downloading ? 'cancel' : 'delete'} />
      </button>
    </DownloadRow>
  )
}
