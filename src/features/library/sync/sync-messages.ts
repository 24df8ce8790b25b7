import { i18n } from '@lingui/core'
import { partCatalogue } from '../../../shared/i18n/part-catalogue.ts'

/**
 * The sync's words (the sign-in's merge notice, the sign-out choice) are a catalogue of their own
 * (lingui.config.ts), loaded with its code: a visitor's first load carries none of them (docs/architecture.md, What loads late).
 */
const load = partCatalogue({
  vi: () => import('../../../locales/vi/library-sync.po'),
  en: () => import('../../../locales/en/library-sync.po'),
})
const arrived = new Set<string>()

export const syncMessagesLoaded = (locale: string) => arrived.has(locale)

export const loadSyncMessages = (locale = i18n.locale) => load(locale).then(() => void arrived.add(locale))
