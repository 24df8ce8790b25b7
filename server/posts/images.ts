import type { ServerContext } from '../context.ts'

/** An image as answers name it; the app makes its `srcset` from the path (contract: srcsetOf). */
export interface Image {
  path: string
  /** Whether the media server makes it at every width of IMAGE_WIDTHS (not another host's file). */
  resizable: boolean
  width: number
  height: number
}

/** Covers are 5:7 (cards 300x420 and 200x280); banners are 16:9. */
const sizes = { cover: { width: 600, height: 840 }, banner: { width: 1200, height: 675 } }

const isAbsolute = (path: string) => /^https?:\/\//i.test(path)

/** A stored media path as a URL; absolute links are someone else's files and stay as they are. */
export const mediaLink = (ctx: ServerContext, path: string) => (isAbsolute(path) ? path : ctx.mediaUrl(path))

/** A media path at one of the resized widths; other hosts cannot resize, so they get the original. */
export const resizedLink = (ctx: ServerContext, path: string, width: number) =>
  isAbsolute(path) ? path : `${ctx.mediaUrl(path)}?w=${width}`

export function imageOf(ctx: ServerContext, path: string | null | undefined, kind: keyof typeof sizes) {
  if (!path) return null
  return { path: mediaLink(ctx, path), resizable: !isAbsolute(path), ...sizes[kind] } satisfies Image
}
