import { i18n } from '@lingui/core'
import { use } from 'react'
import { partCatalogue } from '../../shared/i18n/part-catalogue.ts'

/**
 * The comments' words are a catalogue of their own (lingui.config.ts), loaded with their code: no
 * reader's or detail page's first load carries them (docs/architecture.md, What loads late).
 */
const load = partCatalogue({
  vi: () => import('../../locales/vi/comments.po'),
  en: () => import('../../locales/en/comments.po'),
})

/** Loads those words ahead (a test's set-up). */
export const loadCommentsMessages = (language: string) => load(language)

/** Suspends the comments until their words in the active language are there. */
export function useCommentsMessages() {
  use(load(i18n.locale))
}
