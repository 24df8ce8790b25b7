import { LineIcon } from '../../../shared/ui/LineIcon.tsx'

/** Line icons drawn on a 24-unit grid; decorative, so the control around them carries the name. */
const paths = {
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  home: 'M4 11l8-7 8 7v9h-5v-6h-6v6H4z',
  movie: 'M4 6h16v12H4zM10 9v6l5-3z',
  comic: 'M4 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-5a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h5z',
  novel: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 19h4',
  game: 'M7 8h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.2 2H8.2A3 3 0 0 1 3 13v-1a4 4 0 0 1 4-4zM8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  bookmark: 'M6 4h12v17l-6-4-6 4z',
  history: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 20c1-4 4-6 8-6s7 2 8 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  link: 'M9 15l6-6M10 6l1-1a4 4 0 0 1 6 6l-1 1M14 18l-1 1a4 4 0 0 1-6-6l1-1',
} as const

export type IconName = keyof typeof paths

export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && name in paths

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />
}
