import { Trans } from '@lingui/react/macro'

interface LockMarkProps {
  locked: boolean
  /** The field's name, said with the release button. */
  field: string
  busy: boolean
  onRelease: () => void
}

/**
 * A field an admin edited is locked: the library's next scan leaves it as it is. The lock shows as
 * an icon and a word, and a button releases it.
 */
export function LockMark({ locked, field, busy, onRelease }: LockMarkProps) {
  if (!locked) return null
  return (
    <span className="admin-lock">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <Trans>Locked</Trans>
      </span>
      <button type="button" className="link-button" disabled={busy} onClick={onRelease}>
        <Trans>Release the lock on {field}</Trans>
      </button>
    </span>
  )
}
