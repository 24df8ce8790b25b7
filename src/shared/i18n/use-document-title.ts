import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentTitle } from '../../contract/head/site-name.ts'
import { nameDrawnHeadUnlessNamed } from '../head/drawn-head.ts'

/**
 * Names the page in the browser tab, in the reader's language. The layout puts back 'Mọt' on every
 * new address before pages run their effects, so a page that names nothing never keeps the last name.
 */
export function useDocumentTitle(page?: string | null) {
  // Drawn on the server, the page is named so in its head too, where it names nothing more.
  if (import.meta.env.SSR && page?.trim())
    nameDrawnHeadUnlessNamed((heads, place) => heads.titledHead(place, page))
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    if (pathname !== undefined) document.title = documentTitle(page)
  }, [page, pathname])
}
