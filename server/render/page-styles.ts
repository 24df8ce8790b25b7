import { DRAWN_READER_STYLES, READER_ROUTES } from '../../src/contract/page-styles.ts'
import { readManifest } from './page-scripts.ts'

/**
 * The stylesheet a drawn page links: the reader's for a reader page (src/styles/drawn-reader.css),
 * read once from the build's manifest; none (the shell's own, the site's) for other pages, or for
 * a build without that entry.
 */
export function pageStyles(appDir: string): (routes: readonly string[]) => string | undefined {
  const reader = readManifest(appDir)[DRAWN_READER_STYLES]?.file
  return (routes) =>
    reader && routes.some((route) => READER_ROUTES.includes(route)) ? `/${reader}` : undefined
}
