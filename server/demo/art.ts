import type { Posttype } from '../../src/contract/posttypes.ts'
import { bannerSvg, coverSvg, type Look } from './svg.ts'
import type { DemoPost, MediaFile } from './types.ts'

/** Where a post's pictures are kept, relative to the media root. */
export const coverPath = (slug: string) => `covers/${slug}.svg`
export const bannerPath = (slug: string) => `banners/${slug}.svg`
/** The tall banner phones show in the home slider (cover-shaped, 5:7). */
export const mobileBannerPath = (slug: string) => `banners/${slug}-mobile.svg`

/** Cover, banner and tall banner of a post: the Vietnamese title large, the English one under it. */
export function coverArt(post: DemoPost, badge: string): MediaFile[] {
  const { slug, title, look } = post
  const mobileLook: Look = { palette: [look.palette[1], look.palette[0], look.palette[2]], motif: look.motif }
  return [
    { path: coverPath(slug), body: coverSvg(title.vi, title.en, badge, look, slug) },
    {
      path: bannerPath(slug),
      body: bannerSvg(title.vi, title.en, `${badge} · ${post.releaseYear}`, look, slug),
    },
    { path: mobileBannerPath(slug), body: coverSvg(title.vi, title.en, badge, mobileLook, `${slug}/m`) },
  ]
}

/** The pictures of the post-type slider: one per section. */
export const sectionPath = (posttype: Posttype) => `sections/${posttype}.svg`

const sections: Record<Posttype, { vi: string; en: string; look: Look }> = {
  movie: { vi: 'Phim', en: 'Films', look: { palette: ['#ff512f', '#1d2b64', '#ffd56b'], motif: 'city' } },
  comic: {
    vi: 'Truyện tranh',
    en: 'Comics',
    look: { palette: ['#4facfe', '#2b5876', '#ff6b6b'], motif: 'orbs' },
  },
  novel: {
    vi: 'Truyện chữ',
    en: 'Novels',
    look: { palette: ['#c79081', '#3e2723', '#f6f0e1'], motif: 'hills' },
  },
  game: {
    vi: 'Trò chơi',
    en: 'Games',
    look: { palette: ['#11998e', '#38ef7d', '#fffc00'], motif: 'stripes' },
  },
}

export const sectionArt = (): MediaFile[] =>
  Object.entries(sections).map(([posttype, s]) => ({
    path: sectionPath(posttype as Posttype),
    body: coverSvg(s.vi, s.en, 'MỌT', s.look, `section/${posttype}`),
  }))
