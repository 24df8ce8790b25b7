import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

export const SITE_NAME = 'Mọt'

/** 'Mọt' alone for the home, '{page} · Mọt' for any other page. */
export const documentTitle = (page?: string | null) =>
  page?.trim() ? `${page.trim()} · ${SITE_NAME}` : SITE_NAME

/**
 * Names the page in the browser tab, in the reader's language. The layout puts back 'Mọt' on every
 * new address before pages run their effects, so a page that names nothing never keeps the last name.
 */
export function useDocumentTitle(page?: string | null) {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    if (pathname !== undefined) document.title = documentTitle(page)
  }, [page, pathname])
}
