import { i18n, type Messages } from '@lingui/core'
import { use } from 'react'
import type { Language } from '../../contract/languages.ts'
import type { Catalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The words of the member's own screens (a forgotten password, the profile, the account) and of a
 * post's reviews are a catalogue of their own (lingui.config.ts), loaded with their code: every other
 * page's first load stays without them (docs/architecture.md, What loads late).
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/account.po'),
  en: () => import('../../locales/en/account.po'),
}

const fetched = new Map<string, Messages>()
const fetching = new Map<string, Promise<void>>()

/**
 * Adds the catalogue to the active language's messages, in place, as the rest of the catalogue is
 * (src/shared/i18n/activate.ts). Again after a language switch, which activates a fresh catalogue.
 */
function addFetched(locale: string) {
  const messages = fetched.get(locale)
  if (!messages || i18n.locale !== locale) return false
  Object.assign(i18n.messages, messages)
  return true
}

/** The catalogue of a language, asked for once: one promise per language, as React's `use` wants. */
function load(locale: string): Promise<void> {
  let loading = fetching.get(locale)
  if (!loading) {
    const catalog = catalogs[locale as Language] ?? catalogs.en
    loading = catalog().then(
      ({ messages }) => {
        fetched.set(locale, messages)
        addFetched(locale)
      },
      (error: unknown) => {
        // Not kept: the next draw (back online) asks again.
        fetching.delete(locale)
        throw error
      },
    )
    fetching.set(locale, loading)
  }
  return loading
}

/** Loads those words for a route's loader, before its screen draws or takes over a drawn page. */
export async function loadAccountMessages(language: Language) {
  await load(language)
  addFetched(language)
}

/** Suspends a screen until its words in the active language are there. */
export function useAccountMessages() {
  use(load(i18n.locale))
  addFetched(i18n.locale)
}
