import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../shared/i18n/languages.ts'
import { FilmPlayer } from '../../player/components/FilmPlayer.tsx'
import { episodeQueryOptions } from '../api.ts'
import { chapterHref } from '../links.ts'
import type { PostDetail } from '../schema.ts'

interface EpisodePlayerProps {
  language: Language
  detail: PostDetail
  index: number
}

/** The chosen episode, loaded for its sources and played inline; at its end the next one is offered. */
export function EpisodePlayer({ language, detail, index }: EpisodePlayerProps) {
  const { t } = useLingui()
  const query = useQuery(episodeQueryOptions(language, detail.id, index))
  if (query.isPending) {
    return (
      <p className="loading movie-stage__message" role="status">
        <Trans>Loading...</Trans>
      </p>
    )
  }
  const episode = query.data
  const sources = episode?.source ?? []
  if (!episode || sources.length === 0) {
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
        sources={sources}
        title={title}
        // Episodes may share a clip: the position belongs to this film's episode, not to the stream.
        resumeKey={`movie:${detail.id}:${episode.index}`}
        poster={(detail.banner ?? detail.feature)?.path}
        nextEpisode={
          next ? { href: chapterHref(language, detail, next), title: t`Episode ${next}` } : undefined
        }
      />
      {detail.episode_total > 1 ? <p className="movie-stage__caption">{episode.title}</p> : null}
    </div>
  )
}
