import { useEffect } from 'react'
import type { Language } from '../../contract/languages.ts'
import { nameDrawnHead } from './drawn-head.ts'
import type { PageHeadOf } from './page-head-of.ts'

/**
 * Keeps the page's head (title, description, canonical address, language alternates, link preview,
 * structured data) up to date on each client navigation, built with the definitions the server uses
 * for a first visit (src/contract/head). They load apart, once the page is drawn, so neither the
 * app's first script nor a page's own carries them. Built again when `from` (the answer it is built
 * from) changes; nothing is shown while there is none. On the server the page's head is the one its
 * screen names as it is drawn (drawn-head.ts).
 */
export function usePageHead(language: Language, from: unknown, head: PageHeadOf) {
  if (import.meta.env.SSR && from) nameDrawnHead(head)
  // biome-ignore lint/correctness/useExhaustiveDependencies: built again only from what it is built from.
  useEffect(() => {
    if (!from) return
    // The address as the answer came for it: a page still drawn while the next one loads has the
    // next one's address already, and must not name it.
    const { pathname } = window.location
    const shown = import('./head-updates.ts').then((heads) => heads.showHead(language, pathname, head))
    // A page left before its head was shown still has it taken away, in turn, before the next one's.
    return () => void shown.then((clear) => clear())
  }, [from, language])
}
