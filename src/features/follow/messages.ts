import type { Language } from '../../contract/languages.ts'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The words of following and the reading lists (the follow button, the lists' page, Updates) are a
 * catalogue of their own (lingui.config.ts), loaded with their code (index.ts: each part's loader and
 * each route's loader fetch both): no first load carries them, and no part waits for them once drawn.
 */
const catalogue = partCatalogue({
  vi: () => import('../../locales/vi/follow.po'),
  en: () => import('../../locales/en/follow.po'),
})

/** Loads those words, for the loaders of the feature's parts and routes. */
export const loadFollowMessages = (language: Language | string) => catalogue(language)

/**
 * Asks for the words in the language now shown, without waiting: a language switched to after the
 * part was drawn (or away from and back to) gets them, and the part draws again when they come.
 */
export function useFollowWords() {
  void catalogue()
}
