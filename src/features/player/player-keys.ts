import { SEEK_STEP_S, VOLUME_STEP } from './player-limits.ts'

export type PlayerAction =
  | { type: 'toggle' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number }
  | { type: 'fullscreen' }
  | { type: 'mute' }

/** What has the focus inside the player: its own keys come first (a button's space, a slider's arrows). */
export type KeyTarget = 'player' | 'button' | 'slider' | 'select'

export function keyTargetOf(element: EventTarget | null): KeyTarget {
  if (element instanceof HTMLSelectElement) return 'select'
  if (element instanceof HTMLInputElement) return 'slider'
  if (element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement) return 'button'
  return 'player'
}

interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * The player's keys, as in the players people know (YouTube, Jellyfin): space or k plays and pauses,
 * arrows seek 5 s and change the volume, f fullscreen, m mute. Keys with a modifier belong to the
 * browser, and a control keeps the keys it uses itself.
 */
export function playerKeyAction(press: KeyPress, on: KeyTarget): PlayerAction | undefined {
  if (press.ctrlKey || press.metaKey || press.altKey) return undefined
  if (on === 'select') return undefined
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key
  const arrows = on !== 'slider'
  switch (key) {
    case ' ':
      return on === 'player' ? { type: 'toggle' } : undefined
    case 'k':
      return { type: 'toggle' }
    case 'ArrowLeft':
      return arrows ? { type: 'seek', by: -SEEK_STEP_S } : undefined
    case 'ArrowRight':
      return arrows ? { type: 'seek', by: SEEK_STEP_S } : undefined
    case 'ArrowUp':
      return arrows ? { type: 'volume', by: VOLUME_STEP } : undefined
    case 'ArrowDown':
      return arrows ? { type: 'volume', by: -VOLUME_STEP } : undefined
    case 'f':
      return { type: 'fullscreen' }
    case 'm':
      return { type: 'mute' }
    default:
      return undefined
  }
}
