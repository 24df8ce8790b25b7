import { i18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { partCatalogue } from '../../../shared/i18n/part-catalogue.ts'

/**
 * The words of a post's facts (its series, publisher…) are a catalogue of their own (lingui.config.ts):
 * the readers, which share the first load's catalogue, have no room for them (docs/architecture.md, What loads late).
 */
const load = partCatalogue({
  vi: () => import('../../../locales/vi/detail-facts.po'),
  en: () => import('../../../locales/en/detail-facts.po'),
})

/** Whether the facts' words are there in the page's language; asks for them the first time. */
export function useFactsMessages() {
  const locale = i18n.locale
  const [ready, setReady] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's language changes with i18n's, which re-renders the page
  useEffect(() => {
    let current = true
    load(locale).then(
      () => current && setReady(locale),
      () => {},
    )
    return () => {
      current = false
    }
  }, [locale])
  return ready === locale
}
