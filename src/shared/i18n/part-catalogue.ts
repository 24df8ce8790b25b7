import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../contract/languages.ts'

export type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of a part that loads late, kept in a catalogue of their own (lingui.config.ts) so that no
 * first load carries them (docs/architecture.md, What loads late). The loader it makes fetches a
 * language's catalogue once and adds it to that language's messages; a failed download (offline) is
 * not kept, so the next use asks again. A language switched away from and back to is activated with
 * a fresh catalogue (activate.ts): asked again then, the part's words are added to it again.
 */
export function partCatalogue(catalogs: Record<Language, Catalogue>) {
  const loading = new Map<string, Promise<void>>()
  const fetched = new Map<string, Messages>()
  // One promise a language, the same at every call: React's `use` (extras-messages.ts) suspends
  // again on a promise it has not seen.
  return (locale: string = i18n.locale): Promise<void> => {
    const messages = fetched.get(locale)
    const first = messages && Object.keys(messages)[0]
    if (messages && first !== undefined && i18n.locale === locale && !(first in i18n.messages)) {
      // After the render that asked: loading tells every translated part of the page to draw again.
      queueMicrotask(() => i18n.load(locale, messages))
    }
    let loaded = loading.get(locale)
    if (!loaded) {
      loaded = (catalogs[locale as Language] ?? catalogs.en)().then(({ messages }) => {
        fetched.set(locale, messages)
        i18n.load(locale, messages)
      })
      loaded.catch(() => loading.delete(locale))
      loading.set(locale, loaded)
    }
    return loaded
  }
}
