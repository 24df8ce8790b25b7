import { lazyMessages } from '../../../shared/i18n/lazy-messages.ts'

/**
 * The words of a post's facts (its series, publisher…) are a catalogue of their own (lingui.config.ts):
 * the readers, which share the first load's catalogue, have no room for them.
 */
export const useFactsMessages = lazyMessages({
  vi: () => import('../../../locales/vi/detail-facts.po'),
  en: () => import('../../../locales/en/detail-facts.po'),
})
