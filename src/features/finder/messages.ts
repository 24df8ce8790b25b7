import type { Language } from '../../contract/languages.ts'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The finder's words are a catalogue of their own (lingui.config.ts): a member opens the finder
 * now and then, so no first load carries them (docs/architecture.md, What loads late). Its routes
 * wait for them in their loaders.
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/finder.po'),
  en: () => import('../../locales/en/finder.po'),
})

export const loadFinderMessages = (language: Language) => load(language)
