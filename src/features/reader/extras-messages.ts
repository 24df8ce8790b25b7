import { i18n } from '@lingui/core'
import { use } from 'react'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The words of the readers' extras (a novel's bookmarks and way of reading, a comic's continuous
 * reading) are a catalogue of their own (lingui.config.ts), loaded with their code: the readers'
 * first load has no room for them (docs/architecture.md, What loads late).
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/reader-extras.po'),
  en: () => import('../../locales/en/reader-extras.po'),
})

/** Suspends the extras until their words in the active language are there. */
export function useExtrasMessages() {
  use(load(i18n.locale))
}
