import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../contract/languages.ts'

export type Catalogue = () => Promise<{ messages: Messages }>

/**
 * The words of a part that loads late, kept in a catalogue of their own (lingui.config.ts) so that no
 * first load carries them (docs/architecture.md, What loads late). The loader it makes fetches a
 * language's catalogue once and adds it to that language's messages; a failed download (offline) is
 * not kept, so the next use asks again.
 */
export function partCatalogue(catalogs: Record<Language, Catalogue>) {
  const loading = new Map<string, Promise<void>>()
  return (locale: string = i18n.locale): Promise<void> => {
    let loaded = loading.get(locale)
    if (!loaded) {
      loaded = (catalogs[locale as Language] ?? catalogs.en)().then(({ messages }) =>
        i18n.load(locale, messages),
      )
      loaded.catch(() => loading.delete(locale))
      loading.set(locale, loaded)
    }
    return loaded
  }
}
