import { use } from 'react'
import type { Language } from '../../contract/languages.ts'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The words of push notifications (the offer after a follow, the settings page) are a catalogue of
 * their own (lingui.config.ts), loaded with their code: no first load carries them.
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/push.po'),
  en: () => import('../../locales/en/push.po'),
})

export const loadPushMessages = (language: Language) => load(language)

/** Suspends a part until its words in the active language are there. */
export function usePushMessages() {
  use(load())
}
