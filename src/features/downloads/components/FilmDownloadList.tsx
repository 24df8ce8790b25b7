import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { chapterHref } from '../../detail/links.ts'
import { deleteEpisodes, retryEpisode } from '../films/film-manager.ts'
import type { FilmDownload } from '../films/film-records.ts'
import { formatBytes } from '../post-groups.ts'
import { statusLabel } from '../status-labels.ts'
import { DownloadIcon } from './DownloadIcon.tsx'

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
  const name = `${record.post.title} · ${episode}`
  const done = record.status === 'done'
  const size = done && record.bytes > 0 ? ` · ${formatBytes(record.bytes, i18n.locale)}` : ''
  return (
    <li className={`download-chapter download-chapter--${record.status}`}>
      <div className="download-chapter__main">
        {done ? (
          <AppLink className="download-chapter__name" href={chapterHref(record.language, record.post, index)}>
            {name}
          </AppLink>
        ) : (
          <span className="download-chapter__name">{name}</span>
        )}
        <span className="download-chapter__status">
          {i18n._(statusLabel(record))}
          {size}
        </span>
        {record.status === 'downloading' ? (
          <progress
            className="download-progress"
            max={1}
            value={record.progress}
            aria-label={t`Progress of episode ${index}`}
          />
        ) : null}
      </div>
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
        aria-label={record.status === 'downloading' ? t`Cancel episode ${index}` : t`Delete episode ${index}`}
        onClick={() => void deleteEpisodes([record.key])}
      >
        <DownloadIcon name={record.status === 'downloading' ? 'cancel' : 'delete'} />
      </button>
    </li>
  )
}
