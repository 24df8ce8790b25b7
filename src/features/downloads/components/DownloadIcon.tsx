import { LineIcon } from '../../../shared/ui/LineIcon.tsx'

/** The downloads' line icons on a 24-unit grid; decorative, the control around them carries the name. */
const paths = {
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  pause: 'M9 5v14M15 5v14',
  resume: 'M8 5l11 7-11 7z',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  cancel: 'M6 6l12 12M18 6L6 18',
  offline:
    'M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-2.5-1.7M2 9a15 15 0 0 1 4.1-2.6M12 20h.01',
} as const

export type DownloadIconName = keyof typeof paths

export function DownloadIcon({ name, size = 20 }: { name: DownloadIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />
}
