import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { deleteEpisodes, downloadEpisode, type EpisodeToKeep, retryEpisode } from '../films/film-manager.ts'
import { filmKey } from '../films/film-records.ts'
import { useFilmDownload } from '../films/film-store.ts'
import { useFilmStorageSupport } from '../films/use-film-support.ts'
import { statusLabel } from '../status-labels.ts'
import { DownloadIcon } from './DownloadIcon.tsx'

/**
 * Under a film's player: keep the episode for watching offline, follow the download, and delete it.
 * Hidden where the browser cannot store films (no IndexedDB or Media Source).
 */
export function FilmDownload({
  language,
  post,
  episode,
}: {
  language: Language
  post: PostCard
  episode: EpisodeToKeep
}) {
  const { t, i18n } = useLingui()
  const key = filmKey(language, post.id, episode.index)
  const record = useFilmDownload(key)
  const supported = useFilmStorageSupport()
  if (!record && !supported) return null
  const index = episode.index
  const remove = (
    <button
      type="button"
      className="icon-button"
      aria-label={record?.status === 'downloading' ? t`Cancel episode ${index}` : t`Delete episode ${index}`}
      onClick={() => void deleteEpisodes([key])}
    >
      <DownloadIcon name={record?.status === 'downloading' ? 'cancel' : 'delete'} />
    </button>
  )
  return (
    <div className="download-section">
      {!record ? (
        <button
          type="button"
          className="button button--ghost download-section__button"
          onClick={() => void downloadEpisode(language, post, episode)}
        >
          <DownloadIcon name="download" />
          <Trans>Download to watch offline</Trans>
        </button>
      ) : (
        <>
          <span className="download-section__count" role="status">
            {i18n._(statusLabel(record))}
            {record.status === 'done' && record.bytes > 0
              ? ` · ${formatBytes(record.bytes, i18n.locale)}`
              : ''}
          </span>
          {record.status === 'downloading' ? (
            <progress
              className="download-progress"
              max={1}
              value={record.progress}
              aria-label={t`Progress of episode ${index}`}
            />
          ) : null}
          {record.status === 'error' ? (
            <button type="button" className="button button--ghost" onClick={() => void retryEpisode(key)}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
          {remove}
          <AppLink className="download-section__manage" href={`/${language}/downloads`}>
            <Trans>Manage downloads</Trans>
          </AppLink>
        </>
      )}
    </div>
  )
}
