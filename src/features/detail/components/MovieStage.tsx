import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { srcsetOf } from '../../../contract/image-sizes.ts'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'

// The player (its controls, downloads and the code that drives the video library) loads on Play.
const EpisodePlayer = lazy(() => import('./EpisodePlayer.tsx').then((m) => ({ default: m.EpisodePlayer })))
// Its download is offered before Play too: one may keep an episode for later without starting it.
const EpisodeDownload = lazy(() =>
  import('./EpisodeDownload.tsx').then((m) => ({ default: m.EpisodeDownload })),
)

interface MovieStageProps {
  language: Language
  post: PostCard
  detail: PostDetail | undefined
  /** The episode to play: the address's, else the first. */
  episode: number | undefined
  playing: boolean
  onPlay: () => void
}

/**
 * Spec §2 film banner: Play, or 'Không có video' when no episode has a source. Playing replaces the
 * banner with the player of the chosen episode, brought into view when picked lower on the page.
 */
export function MovieStage({ language, post, detail, episode, playing, onPlay }: MovieStageProps) {
  const { t } = useLingui()
  const stage = useRef<HTMLElement>(null)
  const image = post.banner ?? post.feature
  const live = playing && detail !== undefined && episode !== undefined
  // The download asks for the episode: the device's business, after the server's page is taken over.
  const hydrated = useHydrated()

  useEffect(() => {
    if (live) stage.current?.scrollIntoView?.({ block: 'nearest' })
  }, [live])

  return (
    <section ref={stage} className="movie-stage" aria-label={t({ message: 'Player', context: 'film' })}>
      {live ? (
        <Suspense
          fallback={
            <p className="loading movie-stage__message" role="status">
              <Trans>Loading...</Trans>
            </p>
          }
        >
          <EpisodePlayer language={language} detail={detail} index={episode} fullscreenTarget={stage} />
        </Suspense>
      ) : (
        <div className="movie-banner">
          {image ? (
            <img
              className="movie-banner__image"
              src={`${image.path}?w=1200`}
              srcSet={srcsetOf(image) || undefined}
              sizes="100vw"
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              alt=""
              decoding="async"
            />
          ) : null}
          {detail === undefined ? null : detail.has_video && episode !== undefined ? (
            <button type="button" className="movie-banner__play" onClick={onPlay}>
              <span aria-hidden="true">▶</span> <Trans context="film">Play</Trans>
            </button>
          ) : (
            <p className="movie-banner__none">
              <Trans>No video</Trans>
            </p>
          )}
        </div>
      )}
      {!live && hydrated && detail?.has_video && episode !== undefined ? (
        <Suspense fallback={null}>
          <EpisodeDownload language={language} detail={detail} index={episode} />
        </Suspense>
      ) : null}
    </section>
  )
}
