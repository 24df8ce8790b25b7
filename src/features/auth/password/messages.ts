import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../../contract/languages.ts'

type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of the account screens (a forgotten password) are a catalogue of their own
 * (lingui.config.ts), one chunk per language: the readers' first load, which carries the whole main
 * catalogue, has no room for them.
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../../locales/vi/account.po'),
  en: () => import('../../../locales/en/account.po'),
}

/** Adds the account screens' messages to the active language's; run by their routes' loaders. */
export async function loadAccountMessages(language: Language) {
  const { messages } = await catalogs[language]()
  // Added in place, as the rest of the catalogue is (src/shared/i18n/activate.ts).
  if (i18n.locale === language) Object.assign(i18n.messages, messages)
}
