import * as heads from '../../contract/head/page-head.ts'
import type { Language } from '../../contract/languages.ts'
import { applyHead, clearHead } from './apply-head.ts'
import type { PageHeadOf } from './page-head-of.ts'

/**
 * Shows a page's head; what it returns takes it away again. Loaded apart after the page is drawn,
 * with the definitions: the head names the page for the tab, search engines and links, and no
 * screen waits for it.
 */
export function showHead(language: Language, pathname: string, head: PageHeadOf) {
  // The address past the language segment, without a trailing slash: `/vi/comic/x/` is `/comic/x`.
  const address = pathname.slice(language.length + 1).replace(/\/+$/, '') || '/'
  const built = head(heads, { language, origin: window.location.origin, address })
  if (built) applyHead(built)
  return () => {
    if (built) clearHead(language)
  }
}
