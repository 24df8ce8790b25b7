import { useState } from 'react'
import { CARD_SIZES, coverSizes, srcsetOf } from '../../contract/image-sizes.ts'
import type { Image } from '../../contract/schemas/cards.ts'
import { keepImage } from '../keep-image.ts'
import { useHydrated } from '../react/use-hydrated.ts'

export const FALLBACK_COVER = '/images/fallback-cover.svg'

interface CoverImageProps {
  image: Image | null | undefined
  size: keyof typeof CARD_SIZES
  eager?: boolean
  /** The page's largest picture (its LCP): asked for before the page's other pictures. */
  first?: boolean
  /** How wide the place shows it (`sizes`; COVER_SHOWN), when not at its card's width. */
  shown?: string
  alt?: string
  /** A post the reader opened or downloaded: the service worker keeps the cover for offline. */
  keep?: boolean
  /**
   * Far below a page's first screen, yet within the distance at which browsers start lazy images:
   * in a page the server drew, asked for once the app has taken it over, not beside the page's
   * largest picture and the app's code.
   */
  later?: boolean
}

/**
 * A cover at the card's size, picked from the server's widths by the browser. It keeps its space
 * before it loads (no layout shift), loads lazily below the fold, and falls back when missing.
 */
export function CoverImage(props: CoverImageProps) {
  return props.later ? <LaterCover {...props} /> : <Cover {...props} />
}

/**
 * A cover that waits for the takeover: its box alone until then (a card's cover says nothing the
 * card's title does not), drawn by the cover's class. Not an image without an address: HTML wants
 * every `<img>` to have one. Only such covers follow the takeover, so the others are not drawn again
 * when it ends.
 */
function LaterCover(props: CoverImageProps) {
  return useHydrated() ? <Cover {...props} /> : <span className="cover-image" />
}

function Cover({ image, size, eager, first, shown, alt = '', keep }: CoverImageProps) {
  const [failed, setFailed] = useState(false)
  const { width, height } = CARD_SIZES[size]
  const usable = image && !failed
  return (
    <img
      className="cover-image"
      src={usable ? `${image.path}?w=${width}` : FALLBACK_COVER}
      srcSet={(usable && srcsetOf(image)) || undefined}
      sizes={shown ?? coverSizes(width)}
      width={width}
      height={height}
      alt={alt}
      loading={eager || first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      onLoad={keep ? (event) => keepImage(event.currentTarget) : undefined}
    />
  )
}
