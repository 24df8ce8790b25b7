import { DRAWN_READER_STYLES, drawnWithReaderStyles } from '../../src/contract/page-styles.ts'
import type { Manifest } from './page-scripts.ts'

/**
 * The stylesheet a drawn page links: the reader's for a reader page (src/styles/drawn-reader.css),
 * as the build's manifest names it; none (the shell's own, the site's) for other pages, or for a
 * build without it.
 */
export function pageStyles(manifest: Manifest): (routes: readonly string[]) => string | undefined {
  const reader = manifest[DRAWN_READER_STYLES]?.file
  return (routes) => (reader && drawnWithReaderStyles(routes) ? `/${reader}` : undefined)
}
