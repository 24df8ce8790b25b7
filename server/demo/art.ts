import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Look, wordlessSvg } from './svg.ts'
import type { DemoPost, MediaFile } from './types.ts'

/** Where a post's pictures are kept, relative to the media root. */
export const coverPath = (slug: string) => `covers/${slug}.svg`
export const bannerPath = (slug: string) => `banners/${slug}.svg`
/** The tall banner phones show in the home slider (cover-shaped, 5:7). */
export const mobileBannerPath = (slug: string) => `banners/${slug}-mobile.svg`

/**
 * Cover, banner and tall banner of a post: wordless art, since every card, hero and page sets the
 * title beside or over it in the reader's language (a title in the art was said twice, and in
 * Vietnamese on the English site).
 */
export function coverArt(post: DemoPost): MediaFile[] {
  const { slug, look } = post
  const mobileLook: Look = { palette: [look.palette[1], look.palette[0], look.palette[2]], motif: look.motif }
  return [
    { path: coverPath(slug), body: wordlessSvg(600, 840, look, slug, 'bottom') },
    { path: bannerPath(slug), body: wordlessSvg(1200, 675, look, slug, 'left') },
    { path: mobileBannerPath(slug), body: wordlessSvg(600, 840, mobileLook, `${slug}/m`, 'bottom') },
  ]
}

/** The pictures of the post-type slider: one per section. */
export const sectionPath = (posttype: Posttype) => `sections/${posttype}.svg`

const sections: Record<Posttype, Look> = {
  movie: { palette: ['#ff512f', '#1d2b64', '#ffd56b'], motif: 'city' },
  comic: { palette: ['#4facfe', '#2b5876', '#ff6b6b'], motif: 'orbs' },
  novel: { palette: ['#c79081', '#3e2723', '#f6f0e1'], motif: 'hills' },
  game: { palette: ['#11998e', '#38ef7d', '#fffc00'], motif: 'stripes' },
}

export const sectionArt = (): MediaFile[] =>
  Object.entries(sections).map(([posttype, look]) => ({
    path: sectionPath(posttype as Posttype),
    // The tile's name is set over it by the page, in the reader's language.
    body: wordlessSvg(600, 840, look, `section/${posttype}`, 'bottom'),
  }))
