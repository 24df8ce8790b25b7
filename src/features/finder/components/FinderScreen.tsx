import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isSignedInAtom, userAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FinderNotice } from './FinderNotice.tsx'
import { MemberSearch } from './MemberSearch.tsx'

/**
 * Spec §2 finder: a member is welcomed by name and finds other members by name or username; a
 * visitor is asked to log in first (spec §6), and a kiosk, which signs no one in, leads home. Who is
 * signed in is this device's to know: the server draws the page as loading, the app draws the rest.
 */
export function FinderScreen({ language, q }: { language: Language; q: string | undefined }) {
  const { t } = useLingui()
  useDocumentTitle(t`Finder`)
  const hydrated = useHydrated()
  const signedIn = useAtomValue(isSignedInAtom)
  const user = useAtomValue(userAtom)
  const kiosk = useAtomValue(isKioskAtom)

  if (!hydrated) return <Loading />
  if (kiosk || !signedIn) {
    const back = q ? `/${language}/finder?q=${encodeURIComponent(q)}` : `/${language}/finder`
    return <FinderNotice language={language} back={back} />
  }
  const name = user?.name
  return (
    <section className="finder">
      {/* The name arrives a moment after a reload; until then the welcome stays general. */}
      <h1>{name ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome!</Trans>}</h1>
      <p>
        <Trans>
          The finder is where you meet people who love the same films, comics, novels and games as you.
        </Trans>
      </p>
      <MemberSearch language={language} q={q} />
      <p className="finder__links">
        <Link className="button button--ghost" to="/$lang/user/profile" params={{ lang: language }}>
          <Trans>Your profile</Trans>
        </Link>
        <Link className="button button--ghost" to="/$lang/history" params={{ lang: language }}>
          <Trans>Your history</Trans>
        </Link>
        <Link className="button button--ghost" to="/$lang/saved" params={{ lang: language }}>
          <Trans>Saved posts</Trans>
        </Link>
      </p>
    </section>
  )
}
