import { useLingui } from '@lingui/react/macro'

interface OrderButtonsProps {
  /** What is moved, as the buttons' names say it (`Move “Phim mới” up`). */
  name: string
  first: boolean
  last: boolean
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/** Up, down and remove for one entry of an ordered list: buttons, so the keyboard does it all. */
export function OrderButtons({ name, first, last, onMove, onRemove }: OrderButtonsProps) {
  const { t } = useLingui()
  return (
    <div className="admin-card__actions">
      <button
        type="button"
        className="button button--ghost"
        disabled={first}
        aria-label={t`Move “${name}” up`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={last}
        aria-label={t`Move “${name}” down`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t`Remove “${name}”`}
        onClick={onRemove}
      >
        {t`Remove`}
      </button>
    </div>
  )
}
