import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { HeadPlace, PageHead } from '../../contract/head/page-head.ts'
import type { Language } from '../../contract/languages.ts'
import { applyHead, clearHead } from './apply-head.ts'

/**
 * Keeps the page's head (title, description, canonical address, language alternates, link preview,
 * structured data) up to date on each client navigation, built with the definitions the server uses
 * for a first visit (src/contract/head). Imported by the pages' own screens only, so it loads with
 * their code, not with the app's first script. Nothing is applied until the page can say what it
 * is (`head` returns null while its answer is on its way).
 */
export function usePageHead(language: Language, head: (place: HeadPlace) => PageHead | null) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const built = head({ language, origin: window.location.origin, address: addressOf(pathname, language) })
  const key = built && JSON.stringify(built)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the head is applied again only when it changes.
  useEffect(() => {
    if (!built) return
    applyHead(built)
    return () => clearHead(language)
  }, [key])
}

/** The address past the language segment, without a trailing slash: `/vi/comic/x/` is `/comic/x`. */
export const addressOf = (pathname: string, language: Language) =>
  pathname.slice(language.length + 1).replace(/\/+$/, '') || '/'
