/**
 * A reader page drawn by the server links the reader's styles alone (src/styles/drawn-reader.css), as
 * the build names that entry (vite.config.ts), in place of the site's (server/render/page-styles.ts).
 */
export const DRAWN_READER_STYLES = 'src/styles/drawn-reader.css'

/** The route files drawn with the reader's styles: the two readers. */
export const READER_ROUTES: readonly string[] = [
  '$lang/comic/$slug_/$chapterIndex',
  '$lang/novel/$slug_/$chapterIndex',
]

/** The attribute naming the site's own styles on the link of a page drawn with the reader's (public/app-start.js asks for them). */
export const SITE_STYLES_ATTRIBUTE = 'data-site-styles'
