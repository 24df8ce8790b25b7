import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'

/** No downloads yet: how to make one, and where to start. */
export function DownloadsEmpty({ language }: { language: Language }) {
  return (
    <div className="downloads__empty">
      <h2>
        <Trans>Nothing downloaded yet</Trans>
      </h2>
      <p>
        <Trans>Open a comic or a novel and press ‘Download’ to read its chapters without a network.</Trans>
      </p>
      <AppLink className="button" href={`/${language}/comics`}>
        <Trans>Browse comics</Trans>
      </AppLink>
    </div>
  )
}
