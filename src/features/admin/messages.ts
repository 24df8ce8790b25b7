import type { Language } from '../../contract/languages.ts'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The admin area's own catalogue (lingui.config.ts), one chunk per language. The admin route's
 * loader waits for it, before any admin screen draws.
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/admin.po'),
  en: () => import('../../locales/en/admin.po'),
})

export const loadAdminMessages = (language: Language) => load(language)
