import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { acceptUpdate, postponeUpdate } from '../../../shared/app-update.ts'
import { isUpdateReadyAtom } from '../../../shared/ui-atoms.ts'

/**
 * A new version is ready: a banner, never a dialog, so whoever is reading or watching can go on.
 * 'Update' reloads onto the new version; 'Later' hides it until the app is opened again.
 */
export function UpdatePrompt() {
  const ready = useAtomValue(isUpdateReadyAtom)
  const [updating, setUpdating] = useState(false)
  return (
    <div className="update-prompt" role="status">
      {ready ? (
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
      ) : null}
    </div>
  )
}
