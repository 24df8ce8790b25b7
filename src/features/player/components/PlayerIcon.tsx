import { LineIcon } from '../../../shared/ui/LineIcon.tsx'

/** The player's glyphs on a 24-unit grid; decorative, so the button around each carries the name. */
const paths = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
  replay: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
  next: 'M6 5v14l9-7zM16 5h2v14h-2z',
} as const

export type PlayerIconName = keyof typeof paths

const filled = new Set<PlayerIconName>(['play', 'pause', 'next'])

export function PlayerIcon({ name, size = 24 }: { name: PlayerIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} className="film-player__icon" filled={filled.has(name)} />
}
