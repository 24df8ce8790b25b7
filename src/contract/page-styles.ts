/**
 * A reader page drawn by the server links the reader's styles alone (src/styles/drawn-reader.css,
 * built by vite.config.ts and named by this path in the build's manifest) in place of the site's
 * (server/render/page-styles.ts).
 */
export const DRAWN_READER_STYLES = 'src/styles/drawn-reader.css'

/** The route files drawn with the reader's styles: the two readers. */
const READER_ROUTES: readonly string[] = [
  '$lang/comic/$slug_/$chapterIndex',
  '$lang/novel/$slug_/$chapterIndex',
]

/** Whether a page drawing these route files (`$lang/comic/$slug`, no extension) links the reader's styles. */
export const drawnWithReaderStyles = (routes: readonly string[]) =>
  routes.some((route) => READER_ROUTES.includes(route))

/** The attribute naming the site's own styles on the link of a page drawn with the reader's (public/app-start.js asks for them). */
export const SITE_STYLES_ATTRIBUTE = 'data-site-styles'
