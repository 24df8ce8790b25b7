import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'

/** Spec §8: a visitor on a member's page is asked to log in first, as the finder asks. */
export function SignInNotice({
  language,
  title,
  back,
}: {
  language: Language
  title: ReactNode
  back: string
}) {
  const kiosk = useAtomValue(isKioskAtom)
  return (
    <section className="status-screen">
      <h1>{title}</h1>
      <p>
        <Trans>You need to log in to use this feature.</Trans>
      </p>
      {kiosk ? null : (
        <Link
          className="button"
          to="/$lang/user/login"
          params={{ lang: language }}
          search={{ redirect: back }}
        >
          <Trans>Log in</Trans>
        </Link>
      )}
    </section>
  )
}
