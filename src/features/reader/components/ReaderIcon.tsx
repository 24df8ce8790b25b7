import { LineIcon } from '../../../shared/ui/LineIcon.tsx'

/** The reader's line icons on a 24-unit grid; decorative, the control around them carries the name. */
const paths = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  // A cog: the reading settings (readers took the sliders of a filter for a filter of chapters).
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  hide: 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.6 3.3M6.6 6.6C4.3 8.1 3 12 3 12s4 6 9 6a8.8 8.8 0 0 0 4.4-1.2',
  show: 'M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  close: 'M6 6l12 12M18 6L6 18',
} as const

export type ReaderIconName = keyof typeof paths

export function ReaderIcon({ name, size = 24 }: { name: ReaderIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />
}
