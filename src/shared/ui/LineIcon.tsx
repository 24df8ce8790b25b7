interface LineIconProps {
  /** The drawing, on a 24-unit grid. */
  d: string
  size?: number | undefined
  className?: string | undefined
  /** Filled shapes (a play triangle) rather than lines. */
  filled?: boolean | undefined
}

/**
 * Every icon of the app: a path on a 24-unit grid, drawn in the text colour. Decorative, so the
 * control around it carries the name.
 */
export function LineIcon({ d, size = 24, className = 'icon', filled = false }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={filled ? 1 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
