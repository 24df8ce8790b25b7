import { describe, expect, it } from 'vitest'
import { demoCatalogue } from '../../server/demo/seed.ts'

/**
 * The posts' and the hero's pictures: the covers every card shows, the wide banners, the tall ones
 * phones show, and the section tiles.
 */
const isHeroArt = (path: string) => /^(covers|banners|sections)\//.test(path)

describe('the demo covers and the art under the hero', () => {
  const first = demoCatalogue().files.filter((file) => isHeroArt(file.path))

  it('is there for every post, every post with a banner and every section', () => {
    const posts = demoCatalogue().posts
    expect(first.filter((file) => file.path.startsWith('covers/'))).toHaveLength(posts.length)
    expect(first.filter((file) => file.path.endsWith('-mobile.svg')).length).toBeGreaterThan(10)
    expect(first.filter((file) => file.path.startsWith('sections/'))).toHaveLength(4)
  })

  it('carries no words: the card or the page sets the title beside or over it, in the reader’s language', () => {
    const withText = first.filter((file) => /<text\b|<tspan\b|font-family/.test(String(file.body)))
    expect(withText.map((file) => file.path)).toEqual([])
    // Nor any title spelled out in some other way (a path's id, a comment).
    const tinhYeu = first.find((file) => file.path === 'banners/tinh-yeu-o-da-lat.svg')
    expect(String(tinhYeu?.body)).not.toMatch(/Tình yêu|Love in/i)
    const cover = first.find((file) => file.path === 'covers/tinh-yeu-o-da-lat.svg')
    expect(String(cover?.body)).not.toMatch(/Tình yêu|Love in|PHIM|MOVIE|COMIC/i)
  })

  it('is the same picture for the same seed, and another for another post', () => {
    const again = demoCatalogue().files.filter((file) => isHeroArt(file.path))
    expect(again.map((file) => file.body)).toEqual(first.map((file) => file.body))
    const bodies = new Set(first.map((file) => String(file.body)))
    expect(bodies.size).toBe(first.length)
  })
})
