import type { Language } from '../../contract/languages.ts'

/**
 * What a member types into a reader app, on the address this page was opened at: the OPDS catalogue
 * in the page's language (server/opds/routes.ts), the same with the key in its path for an app that
 * takes nothing but an address, and KOReader's progress sync (server/kosync/routes.ts).
 */
export function appKeyAddresses(origin: string, language: Language, key: string) {
  return {
    catalogue: `${origin}/${language}/opds/v1.2/catalog`,
    keyInAddress: `${origin}/${language}/opds/key/${encodeURIComponent(key)}/v1.2/catalog`,
    sync: `${origin}/kosync`,
  }
}
