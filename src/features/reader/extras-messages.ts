import { lazyMessages } from '../../shared/i18n/lazy-messages.ts'

/**
 * The words of the readers' extras (a novel's bookmarks and way of reading, a comic's continuous
 * reading) are a catalogue of their own (lingui.config.ts), loaded with their code: the readers'
 * first load has no room for them. Suspends the extras until their words in the active language are there.
 */
export const useExtrasMessages = lazyMessages({
  vi: () => import('../../locales/vi/reader-extras.po'),
  en: () => import('../../locales/en/reader-extras.po'),
})
