import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, srcsetOf } from '../../src/contract/image-sizes.ts'
import { imageSchema } from '../../src/contract/schemas/cards.ts'

describe('an image as answers name it', () => {
  it('offers every width the media server makes when it is resizable', () => {
    const srcset = srcsetOf({ path: '/media/covers/a.webp', resizable: true })
    expect(srcset.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/media/covers/a.webp?w=${w} ${w}w`))
  })

  it("offers none for another host's file", () => {
    expect(srcsetOf({ path: 'https://example.org/a.jpg', resizable: false })).toBe('')
  })

  it('reads an answer stored before images said whether they resize as one that does not', () => {
    const stored = {
      path: '/media/covers/a.webp',
      srcset: '/media/covers/a.webp?w=200 200w',
      width: 600,
      height: 840,
    }
    const image = v.parse(imageSchema, stored)
    expect(image.resizable).toBe(false)
    expect(srcsetOf(image)).toBe('')
  })
})
