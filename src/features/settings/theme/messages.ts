import type { Language } from '../../../contract/languages.ts'
import { partCatalogue } from '../../../shared/i18n/part-catalogue.ts'

/**
 * The colours' choice has a catalogue of its own (lingui.config.ts): the settings are opened now and
 * then, and every other page's first load is full (docs/architecture.md, What loads late). The
 * settings route waits for it in its loader.
 */
const load = partCatalogue({
  vi: () => import('../../../locales/vi/site-theme.po'),
  en: () => import('../../../locales/en/site-theme.po'),
})

export const loadSiteThemeMessages = (language: Language) => load(language)
