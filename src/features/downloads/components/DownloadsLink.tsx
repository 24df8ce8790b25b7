import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { DownloadIcon } from './DownloadIcon.tsx'

/** From the saved page: the chapters kept for reading offline. */
export function DownloadsLink({ language }: { language: Language }) {
  return (
    <AppLink className="downloads-link" href={`/${language}/downloads`}>
      <DownloadIcon name="download" />
      <span>
        <Trans>Downloads for offline reading</Trans>
      </span>
    </AppLink>
  )
}

/** The side menu's entry for the downloads screen, drawn like the server's entries around it. */
export function DownloadsMenuEntry({ language }: { language: Language }) {
  return (
    <li>
      <AppLink href={`/${language}/downloads`} className="nav__item">
        <DownloadIcon name="download" size={24} />
        <span>
          <Trans>Downloads</Trans>
        </span>
      </AppLink>
    </li>
  )
}
