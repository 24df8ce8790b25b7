import { i18n } from '@lingui/core'
import type { Language } from '../../contract/languages.ts'
import type { Catalogue } from './part-catalogue.ts'

/** One chunk per language: a reader downloads only the catalog of the language they read. */
const catalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/** The messages the app's own script uses (the layout, the home, shared screens): see src/contract/first-screen.ts. */
const firstScreenCatalogs: Record<Language, Catalogue> = {
  vi: () => import('../../locales/vi/messages.po?first-screen'),
  en: () => import('../../locales/en/messages.po?first-screen'),
}

/** Which messages of the active language are loaded. */
let loaded: 'first-screen' | 'all' | undefined
/** The rest of the active language's catalogue being added: asked for by several parts at once. */
let adding: Promise<void> | undefined

/**
 * Loads and activates a language: all its messages, or only those of the app's script (`first-screen`),
 * which is all the home draws. Must finish before the first render: Lingui's provider renders nothing
 * while no locale is active.
 */
export async function activateLanguage(language: Language, part: 'first-screen' | 'all' = 'all') {
  if (i18n.locale !== language) {
    const { messages } = await (part === 'all' ? catalogs : firstScreenCatalogs)[language]()
    if (i18n.locale !== language) {
      // A copy: the rest of the catalogue may be added to it (below).
      i18n.loadAndActivate({ locale: language, messages: { ...messages } })
      loaded = part
      adding = undefined
    }
  }
  if (part === 'all' && loaded === 'first-screen') {
    adding ??= catalogs[language]().then(
      ({ messages }) => {
        // Added in place, without Lingui's change event: what is on screen uses only messages it
        // already had, and the event would draw the whole app again for nothing.
        if (i18n.locale !== language) return
        Object.assign(i18n.messages, messages)
        loaded = 'all'
      },
      (error: unknown) => {
        // Not kept: the next part to ask (a screen opened later, back online) asks again.
        adding = undefined
        throw error
      },
    )
    await adding
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** A lazily loaded part of a screen, once the active language's whole catalogue is loaded too. */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), activateLanguage(i18n.locale as Language)])
    return module
  }
}
