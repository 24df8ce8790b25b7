import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { SignInNotice } from '../../account/index.ts'

/**
 * Why the finder cannot be used here, and the way on: a shared kiosk signs no one in, so it leads
 * home; a visitor is asked to log in (spec §8), as on a member's own pages, and comes back to `back`.
 * The account's words it shares load with the finder's routes.
 */
export function FinderNotice({ language, back }: { language: Language; back: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Finder`)
  const kiosk = useAtomValue(isKioskAtom)
  if (!kiosk) return <SignInNotice language={language} title={<Trans>Finder</Trans>} back={back} />
  return (
    <section className="status-screen">
      <h1>
        <Trans>Finder</Trans>
      </h1>
      <p>
        <Trans>The finder is not available on this device.</Trans>
      </p>
      <Link className="button" to="/$lang" params={{ lang: language }}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
