import type { Image } from '../../../contract/schemas/cards.ts'

const pixels = { small: 40, large: 96 }

/** A member's avatar, or their initial on a disc when they have none. Decorative: the name is beside it. */
export function Avatar({
  image,
  name,
  size,
}: {
  image: Image | null
  name: string
  size: 'small' | 'large'
}) {
  if (image) {
    const src = image.resizable ? `${image.path}?w=200` : image.path
    return (
      <img
        className={`avatar avatar--${size}`}
        src={src}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        loading="lazy"
      />
    )
  }
  return (
    <span className={`avatar avatar--${size} avatar--initial`} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
