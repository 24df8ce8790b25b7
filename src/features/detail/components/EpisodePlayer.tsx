import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type RefObject, useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { chapterHref } from '../../../contract/page-paths.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { recordView } from '../../../entities/library/library-changes.ts'
import { markRead } from '../../../entities/reading/read-marks.ts'
import { filmKey, useFilmDownload } from '../../downloads/index.ts'
import { FilmPlayer, filmResumeKey } from '../../player/index.ts'
import { episodeQueryOptions } from '../api.ts'
import { EpisodeDownload } from './EpisodeDownload.tsx'

interface EpisodePlayerProps {
  language: Language
  detail: PostDetail
  index: number
  /** What fullscreen shows: the stage, which stays while one episode's player gives way to the next. */
  fullscreenTarget?: RefObject<HTMLElement | null>
}

/**
 * The chosen episode, loaded for its sources and captions and played inline; at its end the next one
 * is offered. One still being prepared for streaming says so.
 */
export function EpisodePlayer({ language, detail, index, fullscreenTarget }: EpisodePlayerProps) {
  const { t } = useLingui()
  const query = useQuery(episodeQueryOptions(language, detail.id, index))
  const kept = useFilmDownload(filmKey(language, detail.id, index))
  // The history keeps the episode last played, for the home row and the history to go back to.
  const detailRef = useRef(detail)
  detailRef.current = detail
  useEffect(() => {
    recordView(detailRef.current, index)
  }, [index])
  if (query.isPending) {
    return (
      <p className="loading movie-stage__message" role="status">
        <Trans>Loading...</Trans>
      </p>
    )
  }
  const episode = query.data
  const sources = episode?.source ?? []
  // A downloaded copy plays first, online or not; the streams stay behind it should it fail.
  const offlineCopy = kept?.status === 'done' ? kept.offlineUri : null
  if (episode?.processing && !offlineCopy) {
    return (
      <p className="movie-stage__message" role="status">
        <Trans>Processing: this episode plays once it is ready.</Trans>
      </p>
    )
  }
  if (!episode || (sources.length === 0 && !offlineCopy)) {
    return (
      <p className="movie-stage__message" role="status">
        <Trans>No video</Trans>
      </p>
    )
  }
  const next = episode.next_index
  const title = detail.episode_total > 1 ? `${detail.title} · ${episode.title}` : detail.title
  return (
    <div className="movie-stage__player">
      <FilmPlayer
        key={episode.id}
        fullscreenTarget={fullscreenTarget}
        sources={sources}
        offlineCopy={offlineCopy}
        subtitles={episode.subtitles}
        intro={episode.intro}
        title={title}
        resumeKey={filmResumeKey(detail.id, episode.index)}
        // Played to its end or into its credits, the episode is watched: the list marks it so.
        onWatched={() => markRead(detail.id, episode.index, episode.index)}
        poster={(detail.banner ?? detail.feature)?.path}
        nextEpisode={
          next ? { href: chapterHref(language, detail, next), title: t`Episode ${next}` } : undefined
        }
      />
      {detail.episode_total > 1 ? <p className="movie-stage__caption">{episode.title}</p> : null}
      <EpisodeDownload language={language} detail={detail} index={episode.index} />
    </div>
  )
}
