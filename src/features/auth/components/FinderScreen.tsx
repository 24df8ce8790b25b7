import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isSignedInAtom, userAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'

/** Spec §2 finder: members are welcomed by name; visitors are asked to log in first (spec §6). */
export function FinderScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Finder`)
  const signedIn = useAtomValue(isSignedInAtom)
  const user = useAtomValue(userAtom)
  // A kiosk signs no one in.
  const kiosk = useAtomValue(isKioskAtom)

  if (!signedIn) {
    return (
      <section className="status-screen finder">
        <h1>
          <Trans>Finder</Trans>
        </h1>
        <p>
          <Trans>You need to log in to use this feature.</Trans>
        </p>
        {kiosk ? null : (
          <Link className="button" to="/$lang/user/login" params={{ lang: language }}>
            <Trans>Log in</Trans>
          </Link>
        )}
      </section>
    )
  }
  const name = user?.name
  return (
    <section className="status-screen finder">
      {/* The name arrives a moment after a reload; until then the welcome stays general. */}
      <h1>{name ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome!</Trans>}</h1>
      <p>
        <Trans>
          The finder is where you meet people who love the same films, comics, novels and games as you.
        </Trans>
      </p>
      <div className="finder__links">
        <Link className="button button--ghost" to="/$lang/history" params={{ lang: language }}>
          <Trans>Your history</Trans>
        </Link>
        <Link className="button button--ghost" to="/$lang/saved" params={{ lang: language }}>
          <Trans>Saved posts</Trans>
        </Link>
      </div>
    </section>
  )
}
