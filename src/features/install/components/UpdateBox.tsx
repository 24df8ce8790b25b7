import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { acceptUpdate, postponeUpdate } from '../../../shared/app-update.ts'

/** The update banner's message and buttons, loaded once a new version is ready (UpdatePrompt.tsx). */
export function UpdateBox() {
  const [updating, setUpdating] = useState(false)
  return (
    <div className="update-prompt__box">
      <p className="update-prompt__message">
        <Trans>A new version of Mọt is ready.</Trans>
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--ghost" onClick={postponeUpdate}>
          <Trans>Later</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={updating}
          aria-busy={updating}
          onClick={() => {
            setUpdating(true)
            acceptUpdate()
          }}
        >
          <Trans context="app version">Update</Trans>
        </button>
      </div>
    </div>
  )
}
