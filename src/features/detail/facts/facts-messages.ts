import { i18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'

/**
 * The words of a post's facts (its series, publisher…) are a catalogue of their own (lingui.config.ts):
 * the readers, which share the first load's catalogue, have no room for them (docs/architecture.md, What loads late).
 */
const catalogs = {
  vi: () => import('../../../locales/vi/detail-facts.po'),
  en: () => import('../../../locales/en/detail-facts.po'),
} satisfies Record<Language, unknown>

const loaded = new Map<string, Promise<void>>()

function load(locale: string) {
  let loading = loaded.get(locale)
  if (!loading) {
    loading = (catalogs[locale as Language] ?? catalogs.en)().then(({ messages }) =>
      i18n.load(locale, messages),
    )
    // A failed download (offline) is asked again on the next page.
    loading.catch(() => loaded.delete(locale))
    loaded.set(locale, loading)
  }
  return loading
}

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
