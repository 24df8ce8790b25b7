import { useLingui } from '@lingui/react/macro'
import type { CaptionsChoice, FilmSubtitle } from '../captions.ts'
import type { QualityChoice } from '../quality.ts'
import { formatTime } from '../time.ts'
import type { VideoState } from '../use-video-state.ts'
import { AudioSelect } from './AudioSelect.tsx'
import { CaptionsSelect } from './CaptionsSelect.tsx'
import { PlayerIcon, type PlayerIconName } from './PlayerIcon.tsx'
import { QualitySelect } from './QualitySelect.tsx'
import { SeekBar } from './SeekBar.tsx'
import { SpeedSelect } from './SpeedSelect.tsx'

interface Toggle {
  available: boolean
  active: boolean
  toggle: () => void
}

export interface PlayerControlsProps {
  state: VideoState
  /** The stream is loaded: seeking and quality make sense. */
  ready: boolean
  /** Playing (or resuming a stopped stream) is possible. */
  playable: boolean
  onToggle: () => void
  onSeek: (time: number) => void
  onMute: () => void
  onVolume: (volume: number) => void
  onSpeed: (rate: number) => void
  audio: {
    languages: string[]
    value: string | undefined
    onChange: (language: string) => void
  }
  quality: {
    heights: number[]
    playing: number | undefined
    value: QualityChoice
    onChange: (choice: QualityChoice) => void
  }
  captions: {
    choices: readonly FilmSubtitle[]
    value: CaptionsChoice
    onChange: (choice: CaptionsChoice) => void
  }
  fullscreen: Toggle
  pictureInPicture: Toggle
}

function ControlButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string
  icon: PlayerIconName
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      className="film-player__button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <PlayerIcon name={icon} />
    </button>
  )
}

/**
 * The bar under the picture: position, then play, sound, time, quality, speed, captions and the view
 * buttons.
 */
export function PlayerControls({
  state,
  ready,
  playable,
  audio,
  quality,
  captions,
  fullscreen,
  pictureInPicture,
  ...on
}: PlayerControlsProps) {
  const { t } = useLingui()
  const playing = !state.paused && !state.ended
  const silent = state.muted || state.volume === 0
  return (
    <div className="film-player__bar">
      <SeekBar
        currentTime={state.currentTime}
        duration={state.duration}
        disabled={!ready}
        onSeek={on.onSeek}
      />
      <div className="film-player__row">
        <ControlButton
          label={playing ? t`Pause` : t({ message: 'Play', context: 'film' })}
          icon={playing ? 'pause' : 'play'}
          onClick={on.onToggle}
          disabled={!playable}
        />
        <ControlButton
          label={silent ? t`Unmute` : t`Mute`}
          icon={silent ? 'muted' : 'volume'}
          onClick={on.onMute}
        />
        <input
          type="range"
          className="film-player__volume"
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          aria-label={t`Volume`}
          aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
          onChange={(event) => on.onVolume(Number(event.currentTarget.value))}
        />
        <span className="film-player__time">
          {formatTime(state.currentTime)} / {formatTime(state.duration)}
        </span>
        <span className="film-player__spacer" />
        <AudioSelect {...audio} disabled={!ready} />
        <QualitySelect {...quality} disabled={!ready} />
        <SpeedSelect value={state.playbackRate} onChange={on.onSpeed} />
        <CaptionsSelect {...captions} />
        {pictureInPicture.available ? (
          <ControlButton
            label={pictureInPicture.active ? t`Exit picture-in-picture` : t`Picture-in-picture`}
            icon="pip"
            onClick={pictureInPicture.toggle}
            disabled={!ready}
          />
        ) : null}
        {fullscreen.available ? (
          <ControlButton
            label={fullscreen.active ? t`Exit full screen` : t`Full screen`}
            icon={fullscreen.active ? 'exitFullscreen' : 'fullscreen'}
            onClick={fullscreen.toggle}
          />
        ) : null}
      </div>
    </div>
  )
}
