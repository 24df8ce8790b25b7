import type { IMAGE_WIDTHS } from '../image-sizes.ts'
import type { Image } from '../schemas/cards.ts'

/**
 * The media server's other output besides WebP (docs/api.md, Media: `?w=…&format=jpeg`): link
 * previews (Open Graph) are read by apps that take neither WebP nor SVG.
 */
export const PREVIEW_FORMAT = 'jpeg'

/**
 * Link previews are drawn from the widest size the media server makes; typed as one of its widths
 * so that it cannot name another, without loading the list with the app's first script.
 */
const PREVIEW_WIDTH: (typeof IMAGE_WIDTHS)[number] = 1200

/** A picture's address for link previews, or none for one that cannot be shown there. */
export function previewImage(image: Image | null | undefined): string | null {
  if (!image) return null
  if (image.resizable) return `${image.path}?w=${PREVIEW_WIDTH}&format=${PREVIEW_FORMAT}`
  // Another host's file is named as it is, if it is a picture every preview reads.
  return /\.(jpe?g|png)$/i.test(image.path.split('?')[0] ?? '') ? image.path : null
}
