import { i18n, type Messages } from '@lingui/core'
import type { Language } from './languages.ts'

/** One chunk per language: a reader downloads only the catalog of the language they read. */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  vi: () => import('../../locales/vi/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/**
 * Loads and activates a language. Must finish before the first render: Lingui's provider renders
 * nothing while no locale is active.
 */
export async function activateLanguage(language: Language) {
  if (i18n.locale !== language) {
    const { messages } = await catalogs[language]()
    i18n.loadAndActivate({ locale: language, messages })
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
