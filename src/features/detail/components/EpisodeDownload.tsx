import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { FilmDownload } from '../../downloads/index.ts'
import { episodeQueryOptions } from '../api.ts'

interface EpisodeDownloadProps {
  language: Language
  detail: PostDetail
  index: number
}

/**
 * The chosen episode's download, under the banner before Play as under the player after it (the
 * same episode answer, which Play then uses). Only streams can be kept offline: shaka stores a
 * manifest's segments, not a single MP4 file.
 */
export function EpisodeDownload({ language, detail, index }: EpisodeDownloadProps) {
  const episode = useQuery(episodeQueryOptions(language, detail.id, index)).data
  const sources = episode?.source ?? []
  if (!episode || !sources.some((source) => source.type === 'hls' || source.type === 'dash')) return null
  return (
    <FilmDownload
      language={language}
      post={detail}
      episode={{ index: episode.index, title: episode.title ?? '', source: sources }}
    />
  )
}
