import { Trans } from '@lingui/react/macro'

interface SelectToggleProps {
  selecting: boolean
  onStart: () => void
  onStop: () => void
}

/** Spec §2: 'Chọn' enters select mode, 'Huỷ' leaves it and drops the selection. */
export function SelectToggle({ selecting, onStart, onStop }: SelectToggleProps) {
  return selecting ? (
    <button type="button" className="pill library__toggle" onClick={onStop}>
      <Trans context="library select mode">Cancel</Trans>
    </button>
  ) : (
    <button type="button" className="pill library__toggle" onClick={onStart}>
      <Trans context="library select mode">Select</Trans>
    </button>
  )
}
