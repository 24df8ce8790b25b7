import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import type { CommentTarget } from '../target.ts'
import { CommentForm } from './CommentForm.tsx'

/** A member's form, or a visitor's way to sign in first (none in a kiosk, where no one signs in). */
export function Writing({
  language,
  target,
  signedIn,
}: {
  language: Language
  target: CommentTarget
  signedIn: boolean
}) {
  const kiosk = useAtomValue(isKioskAtom)
  const here = useRouterState({ select: (state) => state.location.href })
  if (signedIn) return <CommentForm language={language} target={target} />
  if (kiosk) return null
  return (
    <Link
      className="button button--ghost comments__sign-in"
      to="/$lang/user/login"
      params={{ lang: language }}
      search={{ redirect: here }}
    >
      <Trans>Sign in to comment</Trans>
    </Link>
  )
}
