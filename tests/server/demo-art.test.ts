import { describe, expect, it } from 'vitest'
import { demoCatalogue } from '../../server/demo/seed.ts'

/** The hero's pictures: the wide banners, the tall ones phones show, and the section tiles. */
const isHeroArt = (path: string) => path.startsWith('banners/') || path.startsWith('sections/')

describe('the demo art under the hero', () => {
  const first = demoCatalogue().files.filter((file) => isHeroArt(file.path))

  it('is there for every post with a banner and every section', () => {
    expect(first.filter((file) => file.path.endsWith('-mobile.svg')).length).toBeGreaterThan(10)
    expect(first.filter((file) => file.path.startsWith('sections/'))).toHaveLength(4)
  })

  it('carries no words: the page sets the title over it, in the reader’s language', () => {
    const withText = first.filter((file) => /<text\b|<tspan\b|font-family/.test(String(file.body)))
    expect(withText.map((file) => file.path)).toEqual([])
    // Nor any title spelled out in some other way (a path's id, a comment).
    const tinhYeu = first.find((file) => file.path === 'banners/tinh-yeu-o-da-lat.svg')
    expect(String(tinhYeu?.body)).not.toMatch(/Tình yêu|Love in/i)
  })

  it('is the same picture for the same seed, and another for another post', () => {
    const again = demoCatalogue().files.filter((file) => isHeroArt(file.path))
    expect(again.map((file) => file.body)).toEqual(first.map((file) => file.body))
    const bodies = new Set(first.map((file) => String(file.body)))
    expect(bodies.size).toBe(first.length)
  })
})
