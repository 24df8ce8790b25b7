import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { Intro } from '../../../contract/schemas/detail.ts'
import { activeLanguage, audioLanguages, chooseAudio } from '../audio.ts'
import type { FilmSubtitle } from '../captions.ts'
import { activeHeight, qualityHeights } from '../quality.ts'
import type { FilmSource } from '../sources.ts'
import { useCaptions } from '../use-captions.ts'
import { useFullscreen } from '../use-fullscreen.ts'
import { usePictureInPicture } from '../use-picture-in-picture.ts'
import { saveSpeed, usePlaybackPrefs } from '../use-playback-prefs.ts'
import { usePlayerActions } from '../use-player-actions.ts'
import { useQuality } from '../use-quality.ts'
import { savePositionOf, useResumeSaving } from '../use-resume-saving.ts'
import { useShakaPlayback } from '../use-shaka-playback.ts'
import { useStopMedia } from '../use-stop-media.ts'
import { useVideoState } from '../use-video-state.ts'
import { EndScreen, type NextEpisode } from './EndScreen.tsx'
import { PlayerControls } from './PlayerControls.tsx'
import { PlayerIcon } from './PlayerIcon.tsx'
import { PlayerMessage } from './PlayerMessage.tsx'
import { ResumeNotice } from './ResumeNotice.tsx'
import { SkipIntroButton } from './SkipIntroButton.tsx'

export type { FilmSource } from '../sources.ts'

interface FilmPlayerProps {
  sources: readonly FilmSource[]
  title: string
  poster?: string | undefined
  /** Watched to its end, or stopped in its credits. */
  onWatched?: (() => void) | undefined
  /** What the position is remembered under; the first rendition's address unless given. */
  resumeKey?: string | undefined
  /** Offered when the episode ends. */
  nextEpisode?: NextEpisode | undefined
  /** A copy downloaded for offline viewing (shaka's `offline:` address), played before the streams. */
  offlineCopy?: string | null | undefined
  /** The episode's captions, offered in the controls. */
  subtitles?: readonly FilmSubtitle[] | undefined
  /** The episode's opening titles: 'Skip intro' is offered while they play. */
  intro?: Intro | null | undefined
  /**
   * What fullscreen shows, when the player is inside something that outlives it (the film's stage,
   * where the next episode's player takes this one's place): fullscreen then goes on through the
   * change, which a player cannot ask for again without a tap. The player itself otherwise.
   */
  fullscreenTarget?: RefObject<HTMLElement | null> | undefined
}

const noSubtitles: readonly FilmSubtitle[] = []

/**
 * The film player: shaka-player streams the DASH or HLS renditions into a video element under the
 * app's own controls and keys. It resumes where the film was left and stops on every change of page.
 */
export function FilmPlayer({
  sources,
  title,
  poster,
  onWatched,
  resumeKey,
  nextEpisode,
  offlineCopy,
  subtitles = noSubtitles,
  intro,
  fullscreenTarget,
}: FilmPlayerProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const key = resumeKey ?? sources[0]?.link ?? ''
  const playback = useShakaPlayback(video, sources, key, offlineCopy)
  const { status, tracks } = playback
  const ready = status === 'ready'
  const state = useVideoState(video)
  usePlaybackPrefs(video)
  const watchedToEnd = useResumeSaving(video, key, ready, onWatched)
  const fullscreen = useFullscreen(fullscreenTarget ?? container, video)
  const pictureInPicture = usePictureInPicture(video)
  const quality = useQuality(playback.player)
  // Read again as the variant tracks change (shaka's track events), which a sound track's choice does.
  const audioTracks = ready ? (playback.player?.getAudioTracks() ?? []) : []
  const captions = useCaptions(playback.player, video, subtitles)
  const actions = usePlayerActions(video, status, playback.reload, fullscreen.toggle)

  const { stop } = playback
  const stopHere = useCallback(() => {
    if (!video) return
    video.pause()
    savePositionOf(video, key)
    stop()
  }, [video, key, stop])
  useStopMedia(stopHere)

  // The Play button that opened the player is gone: the focus goes to the player, whose keys then work.
  useEffect(() => {
    container.current?.focus({ preventScroll: true })
  }, [])

  const setSpeed = (rate: number) => {
    if (!video) return
    // The default survives the stream being loaded again after a stop.
    video.defaultPlaybackRate = rate
    video.playbackRate = rate
    saveSpeed(rate)
  }
  const seekTo = (time: number) => {
    if (video && ready) video.currentTime = time
  }
  const failed = status === 'error' || status === 'unsupported'
  const busy = status === 'loading' || (ready && state.waiting)
  const idle = status === 'stopped' || (ready && state.paused && !state.ended && !busy)

  return (
    // biome-ignore lint/a11y/useSemanticElements: a player is a group of controls, not a form's fieldset
    <div
      ref={container}
      className="film-player"
      role="group"
      aria-label={t`Video player: ${title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes the focus for its keyboard keys
      tabIndex={0}
      onKeyDown={actions.onKeyDown}
      data-status={status}
    >
      <div className="film-player__screen">
        {/* biome-ignore lint/a11y/useMediaCaption: captions are added by shaka as text tracks, when there are any */}
        <video
          ref={setVideo}
          className="film-player__video"
          poster={poster}
          title={title}
          playsInline
          onClick={actions.toggle}
          onDoubleClick={fullscreen.toggle}
          onEnded={watchedToEnd}
        />
        {idle ? (
          <span className="film-player__big-play" aria-hidden="true">
            <PlayerIcon name="play" size={40} />
          </span>
        ) : null}
        {busy ? (
          <p className="film-player__loading" role="status">
            <span className="film-player__spinner" aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Loading video...</Trans>
            </span>
          </p>
        ) : null}
        {failed ? <PlayerMessage unsupported={status === 'unsupported'} onRetry={playback.retry} /> : null}
        {ready && state.ended ? <EndScreen next={nextEpisode} onReplay={actions.replay} /> : null}
        {ready && intro && !state.ended ? (
          <SkipIntroButton intro={intro} currentTime={state.currentTime} onSkip={seekTo} />
        ) : null}
        {ready && playback.resumedAt !== undefined ? (
          <ResumeNotice key={playback.resumedAt} at={playback.resumedAt} onStartOver={actions.replay} />
        ) : null}
      </div>
      {failed ? null : (
        <PlayerControls
          state={state}
          ready={ready}
          playable={ready || status === 'stopped'}
          onToggle={actions.toggle}
          onSeek={seekTo}
          onMute={actions.toggleMute}
          onVolume={actions.setVolume}
          onSpeed={setSpeed}
          captions={{ ...captions, onChange: captions.choose }}
          audio={{
            languages: audioLanguages(audioTracks),
            value: activeLanguage(audioTracks),
            onChange: (language) => chooseAudio(playback.player, language),
          }}
          quality={{
            heights: qualityHeights(tracks),
            playing: activeHeight(tracks),
            value: quality.quality,
            onChange: quality.choose,
          }}
          fullscreen={fullscreen}
          pictureInPicture={{ ...pictureInPicture, active: state.pictureInPicture }}
        />
      )}
    </div>
  )
}
