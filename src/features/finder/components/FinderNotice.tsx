import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'

/**
 * Why the finder cannot be used here, and the way on: a shared kiosk signs no one in, so it leads
 * home; a visitor is asked to log in (spec §8) and comes back to `back` once signed in.
 */
export function FinderNotice({ language, back }: { language: Language; back: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Finder`)
  const kiosk = useAtomValue(isKioskAtom)
  return (
    <section className="status-screen">
      <h1>
        <Trans>Finder</Trans>
      </h1>
      {kiosk ? (
        <>
          <p>
            <Trans>The finder is not available on this device.</Trans>
          </p>
          <Link className="button" to="/$lang" params={{ lang: language }}>
            <Trans>Back to home</Trans>
          </Link>
        </>
      ) : (
        <>
          <p>
            <Trans>You need to log in to use this feature.</Trans>
          </p>
          <Link
            className="button"
            to="/$lang/user/login"
            params={{ lang: language }}
            search={{ redirect: back }}
          >
            <Trans>Log in</Trans>
          </Link>
        </>
      )}
    </section>
  )
}
