import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { DashboardModule } from '../../../contract/schemas/dashboards.ts'
import { linkHref } from '../links.ts'

/** Module `homechat`: the call to join the chat, which lives on its own site (a new tab). */
export function ChatCallout({ module, language }: { module: DashboardModule; language: Language }) {
  const href = linkHref(language, module.button?.data?.url)
  if (!href) return null
  return (
    <a className="button chat-callout__button" href={href} target="_blank" rel="noopener noreferrer">
      {module.button?.label?.trim() || <Trans>Open the chat</Trans>}
      <span className="module__hint">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
