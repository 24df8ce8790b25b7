import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'

/** Right after a member follows: where the news will show. */
export function AfterFollow({ language }: { language: Language }) {
  return (
    <p className="follow__after" role="status">
      <Trans>
        New chapters of what you follow show in <AppLink href={`/${language}/updates`}>Updates</AppLink>.
      </Trans>
    </p>
  )
}
