import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { KeepLibraryChoice } from '../../library/index.ts'
import { logout } from '../logout.ts'
import { Icon } from './Icon.tsx'

/**
 * The menu's logout: asks first (spec §8 wording), then signs out and goes to / (spec §4). The
 * member's library is in their account (issue 24): this device keeps its copy only if they tick so.
 */
export function LogoutEntry({ label, language }: { label: string; language: Language }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [keepLibrary, setKeepLibrary] = useState(false)
  const confirm = async () => {
    setBusy(true)
    await logout(language, keepLibrary)
    setBusy(false)
    setAsking(false)
    await navigate({ to: '/' })
  }
  return (
    <>
      <button type="button" className="nav__item nav__item--danger" onClick={() => setAsking(true)}>
        <Icon name="logout" />
        <span>{label}</span>
      </button>
      {asking ? (
        <ConfirmDialog
          message={t`Are you sure you want to logout?`}
          confirmLabel={t`Log out`}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <KeepLibraryChoice checked={keepLibrary} onChange={setKeepLibrary} />
        </ConfirmDialog>
      ) : null}
    </>
  )
}
