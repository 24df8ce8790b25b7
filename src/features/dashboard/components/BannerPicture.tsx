import { BANNER, srcsetOf } from '../../../contract/image-sizes.ts'
import type { Banner } from '../../../contract/schemas/dashboards.ts'
import { keepImage } from '../../../shared/keep-image.ts'

/**
 * A banner's image: the mobile crop below 768 px, the wide one above, each at the width the screen
 * needs from the server's sizes, kept by the service worker once drawn so the home shows it offline.
 * Decorative: the slide's title says what it is.
 */
export function BannerPicture({ banner, eager }: { banner: Banner; eager: boolean }) {
  const wide = banner.images ?? banner.images_mobile
  if (!wide) return <span className="banner__image banner__image--none" />
  const mobile = banner.images_mobile
  return (
    <picture>
      {mobile ? (
        <source
          media={BANNER.mobileMedia}
          srcSet={srcsetOf(mobile) || mobile.path}
          sizes={BANNER.mobileSizes}
        />
      ) : null}
      <img
        className="banner__image"
        src={`${wide.path}?w=${BANNER.wideWidth}`}
        srcSet={srcsetOf(wide) || undefined}
        sizes={BANNER.wideSizes}
        width={wide.width ?? BANNER.wideWidth}
        height={wide.height ?? 675}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onLoad={(event) => keepImage(event.currentTarget)}
      />
    </picture>
  )
}
