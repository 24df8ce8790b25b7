import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../../contract/languages.ts'

type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The sync's words (the sign-in's merge notice, the sign-out choice) are a catalogue of their own
 * (lingui.config.ts), loaded with its code: a visitor's first load carries none of them (docs/architecture.md, What loads late).
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../../locales/vi/library-sync.po'),
  en: () => import('../../../locales/en/library-sync.po'),
}

const loading = new Map<string, Promise<void>>()
const arrived = new Set<string>()

export const syncMessagesLoaded = (locale: string) => arrived.has(locale)

export function loadSyncMessages(locale = i18n.locale) {
  let loaded = loading.get(locale)
  if (!loaded) {
    const catalog = catalogs[locale as Language] ?? catalogs.en
    loaded = catalog().then(
      ({ messages }) => {
        i18n.load(locale, messages)
        arrived.add(locale)
      },
      (error: unknown) => {
        // Not kept: the next use (back online) asks again.
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, loaded)
  }
  return loaded
}
