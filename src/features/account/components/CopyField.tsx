import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, useId, useState } from 'react'
import { FormAlert } from '../../auth/index.ts'
import { Done } from './Done.tsx'

interface CopyFieldProps {
  label: string
  value: string
  /** What to do with it, read with the field. */
  hint?: string
  /** The copy button's name for screen readers: "Copy" and what it copies. */
  copyLabel: string
  ref?: Ref<HTMLInputElement>
}

/**
 * A text to take into another app: read-only, selected whole when focused, with a copy button where
 * the browser lets the page write to the clipboard (a secure page); elsewhere it is selected and copied
 * by hand.
 */
export function CopyField({ label, value, hint, copyLabel, ref }: CopyFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const [copied, setCopied] = useState<boolean | null>(null)
  const canCopy = typeof navigator.clipboard?.writeText === 'function'
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="account__hint">
          {hint}
        </p>
      ) : null}
      <div className="account__copy">
        <input
          ref={ref}
          id={id}
          className="field__input account__copy-text"
          value={value}
          readOnly
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        {canCopy ? (
          <button type="button" className="button button--ghost" aria-label={copyLabel} onClick={copy}>
            <Trans>Copy</Trans>
          </button>
        ) : null}
      </div>
      <Done show={copied === true}>
        <Trans>Copied</Trans>
      </Done>
      <FormAlert
        message={copied === false ? t`It could not be copied: select it and copy it yourself.` : null}
      />
    </div>
  )
}
