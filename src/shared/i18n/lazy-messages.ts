import { i18n, type Messages } from '@lingui/core'
import { use } from 'react'
import type { Language } from '../../contract/languages.ts'

export type Catalogues = Record<Language, () => Promise<{ messages: Messages }>>

/**
 * A hook that suspends until a catalogue of its own (lingui.config.ts) is there in the active
 * language: the words of a part of a page that the page's first load has no room for.
 */
export function lazyMessages(catalogs: Catalogues) {
  const loading = new Map<string, Promise<void>>()
  const load = (locale: string) => {
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
  return () => use(load(i18n.locale))
}
