import { Trans } from '@lingui/react/macro'
import { setAutoplayNext, useAutoplayNext } from '../autoplay-setting.ts'

/** Settings' switch for the countdown to the next episode at the end of one (this device only). */
export function AutoplaySetting() {
  const on = useAutoplayNext()
  return (
    <div className="field field--checkbox">
      {/* The label wraps the box: a tap anywhere on the line ticks it. */}
      <label className="field__check">
        <input
          className="field__checkbox"
          type="checkbox"
          name="autoplay_next"
          checked={on}
          onChange={(event) => setAutoplayNext(event.target.checked)}
        />
        <span>
          <Trans>Autoplay the next episode</Trans>
        </span>
      </label>
    </div>
  )
}
