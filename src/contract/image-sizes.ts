/*
 * The widths images are made at, the images a page draws first, and how wide they are shown (their
 * `sizes`, from which the browser picks a width out of the image's `srcset`): the same for the media
 * server, the app and the pages the server draws.
 */

/**
 * The widths the media server resizes images to (docs/api.md, Media): every `srcset` offers these.
 * 480 is a post's 240 px cover on a phone of two pixels to the point (and of 1.75, which would
 * otherwise take 600).
 */
export const IMAGE_WIDTHS = [200, 300, 400, 480, 600, 800, 1200] as const

/**
 * An image's `srcset`: every width of IMAGE_WIDTHS when the media server makes them (`resizable`),
 * none for another host's file. Answers name the image once and its widths are built here, so a
 * list of cards does not carry two copies of six addresses per card.
 */
export const srcsetOf = (image: { path: string; resizable?: boolean }) =>
  image.resizable ? IMAGE_WIDTHS.map((width) => `${image.path}?w=${width} ${width}w`).join(', ') : ''
/** A comic page is served at this width: wide enough for a phone held upright, a tenth of the original. */
export const PAGE_IMAGE_WIDTH = 800

/** Cards draw covers at these sizes (5:7). */
export const CARD_SIZES = {
  large: { width: 300, height: 420 },
  small: { width: 200, height: 280 },
} as const

/** Up to this width the screen is a phone's: one column, the banner's mobile crop. */
export const MOBILE_MAX_WIDTH = 767
const PHONE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`

/**
 * Dashboard modules this close to the top are likely on the first screen: their images load at once,
 * up to the first banner, which fills a phone's first screen (and most of a computer's).
 */
export const ABOVE_FOLD_MODULES = 3

/** A cover at a card's width. */
export const coverSizes = (width: number) => `${width}px`

/**
 * How wide places show their covers, as their styles draw them (src/styles), for `sizes`: the
 * browser fetches the width of the srcset that fills the place, not more. A card of a grid or of the
 * slider list is half a phone's row, and at most 240 px wider up; a ranked row's cover is 72 px; a
 * post's page shows its cover at 240 px at most. Elsewhere a cover is shown at its card's width.
 */
export const COVER_SHOWN = {
  card: `${PHONE_MEDIA} 50vw, 240px`,
  row: coverSizes(72),
  featured: coverSizes(240),
} as const

/** A banner: the mobile crop on phones, the wide image above, at most 1200 px wide. */
export const BANNER = {
  mobileMedia: PHONE_MEDIA,
  wideMedia: `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  mobileSizes: '100vw',
  wideSizes: '(min-width: 1200px) 1200px, 100vw',
  wideWidth: 1200,
} as const

/** The card size at which each dashboard list of cards draws its covers (PostScroller, PostRows). */
export const LIST_COVER_SIZE = {
  itemshorizontal: 'small',
  itemslider: 'large',
  itemslist: 'small',
} as const satisfies Record<string, keyof typeof CARD_SIZES>
