import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../../contract/languages.ts'

type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of the account screens (a forgotten password) are a catalogue of their own
 * (lingui.config.ts), one chunk per language: the first load of every other page, which carries the
 * main catalogue, has no room for them.
 */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../../locales/vi/account.po'),
  en: () => import('../../../locales/en/account.po'),
}

/**
 * Adds the account screens' messages to the active language's. Run by their routes' loaders, every
 * time (a language switch activates a fresh catalogue), before a screen draws or takes over a page
 * the server drew.
 */
export async function loadAccountMessages(language: Language) {
  const { messages } = await catalogs[language]()
  // Added in place, as the rest of the catalogue is (src/shared/i18n/activate.ts).
  if (i18n.locale === language) Object.assign(i18n.messages, messages)
}
