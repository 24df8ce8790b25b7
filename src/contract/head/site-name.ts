/**
 * The site's name, and how a page is named with it. Apart from the head's definitions
 * (page-head.ts) because the app's first script names every page with it, and must not carry them.
 */
export const SITE_NAME = 'Mọt'

/** 'Mọt' alone for the home, '{page} · Mọt' for any other page. */
export const documentTitle = (page?: string | null) =>
  page?.trim() ? `${page.trim()} · ${SITE_NAME}` : SITE_NAME
