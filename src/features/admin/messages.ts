import { i18n } from '@lingui/core'
import type { Language } from '../../contract/languages.ts'
import type { Catalogue } from '../../shared/i18n/part-catalogue.ts'

/** The admin area's own catalogue (lingui.config.ts), one chunk per language. */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/admin.po'),
  en: () => import('../../locales/en/admin.po'),
}

/**
 * Adds the admin area's messages to the active language's. Run by the admin route's loader,
 * before any admin screen draws; the language route has loaded the rest of the catalogue by then.
 */
export async function loadAdminMessages(language: Language) {
  const { messages } = await catalogs[language]()
  // Added in place, as the rest of the catalogue is (src/shared/i18n/activate.ts).
  if (i18n.locale === language) Object.assign(i18n.messages, messages)
}
