import { i18n, type Messages } from '@lingui/core'
import { use } from 'react'
import type { Language } from '../../contract/languages.ts'

type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of the readers' extras (a novel's bookmarks and way of reading, a comic's continuous
 * reading) are a catalogue of their own (lingui.config.ts), loaded with their code: the readers'
 * first load has no room for them (docs/architecture.md, What loads late).
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/reader-extras.po'),
  en: () => import('../../locales/en/reader-extras.po'),
}

const loading = new Map<string, Promise<void>>()

function load(locale: string) {
  let loaded = loading.get(locale)
  if (!loaded) {
    const catalog = catalogs[locale as Language] ?? catalogs.en
    loaded = catalog().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        // Not kept: the next draw (back online) asks again.
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, loaded)
  }
  return loaded
}

/** Suspends the extras until their words in the active language are there. */
export function useExtrasMessages() {
  use(load(i18n.locale))
}
