import { i18n, type Messages } from '@lingui/core'
import { use } from 'react'
import type { Language } from '../../contract/languages.ts'

type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of the member's own pages and of a post's reviews are a catalogue of their own
 * (lingui.config.ts), loaded with their code: every other page's first load stays without them.
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/account.po'),
  en: () => import('../../locales/en/account.po'),
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

/** Suspends a screen until its words in the active language are there. */
export function useAccountMessages() {
  use(load(i18n.locale))
}
