import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { appKeyAddresses } from '../app-key-addresses.ts'
import type { CreatedAppKey } from '../app-keys-api.ts'
import { CopyField } from './CopyField.tsx'

interface NewAppKeyProps {
  language: Language
  created: CreatedAppKey
  onHide: () => void
}

/**
 * A key just made, the one time it can be seen (the server keeps only its hash), with the addresses
 * to type into an app. Focus goes to the key, so it is read out and ready to copy.
 */
export function NewAppKey({ language, created, onHide }: NewAppKeyProps) {
  const { t } = useLingui()
  const titleId = useId()
  const keyField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    keyField.current?.focus()
  }, [])
  const { key } = created
  const { name } = created.app_key
  const addresses = appKeyAddresses(window.location.origin, language, key)
  return (
    <section className="account__new-key" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Trans>Your new key for “{name}”</Trans>
      </h3>
      <CopyField
        ref={keyField}
        label={t`Key`}
        value={key}
        hint={t`Shown only this once: it cannot be seen again. Copy it now; if it is lost, revoke it and make another.`}
        copyLabel={t`Copy the key`}
      />
      <CopyField
        label={t`Catalogue address`}
        value={addresses.catalogue}
        hint={t`For an OPDS app (Panels, Thorium, Moon+ Reader…): add this catalogue, then sign in with your email or username, and the key as the password.`}
        copyLabel={t`Copy the catalogue address`}
      />
      <CopyField
        label={t`Address with the key`}
        value={addresses.keyInAddress}
        hint={t`For an app that takes only an address: the key is in it, so keep it to yourself.`}
        copyLabel={t`Copy the address with the key`}
      />
      <CopyField
        label={t`Sync server`}
        value={addresses.sync}
        hint={t`For KOReader’s progress sync (Custom sync server): sign in with your email or username, and the key as the password.`}
        copyLabel={t`Copy the sync server address`}
      />
      <button type="button" className="button button--ghost" onClick={onHide}>
        <Trans>Hide the key</Trans>
      </button>
    </section>
  )
}
