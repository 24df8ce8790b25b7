/** The action bar's icons, on a 24-unit grid; decorative, the button around them carries the name. */
const paths = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  bookmark: 'M6 4h12v17l-6-4-6 4z',
  share: 'M12 4v11M8 8l4-4 4 4M5 13v6h14v-6',
  close: 'M6 6l12 12M18 6L6 18',
} as const

export type ActionIconName = keyof typeof paths

export function ActionIcon({ name, filled = false }: { name: ActionIconName; filled?: boolean }) {
  return (
    <svg
      className="action-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
