import { use } from 'react'
import type { Language } from '../../contract/languages.ts'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The words of the member's own screens (a forgotten password, the profile, the account) and of a
 * post's reviews are a catalogue of their own (lingui.config.ts), loaded with their code: every other
 * page's first load stays without them (docs/architecture.md, What loads late).
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/account.po'),
  en: () => import('../../locales/en/account.po'),
})

/** Loads those words for a route's loader, before its screen draws or takes over a drawn page. */
export const loadAccountMessages = (language: Language) => load(language)

/** Suspends a screen until its words in the active language are there. */
export function useAccountMessages() {
  use(load())
}
