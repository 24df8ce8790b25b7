import { afterEach, describe, expect, it } from 'vitest'
import { preloadImages } from '../../src/features/reader/prefetch-next.ts'

describe('pages fetched ahead', () => {
  // jsdom decodes no images: the browser's decode() is stood in for.
  const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode')
  afterEach(() => {
    if (original) Object.defineProperty(HTMLImageElement.prototype, 'decode', original)
    else delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode
  })

  it('are loaded and decoded before their chapter opens, so showing them costs no decoding', async () => {
    const decoded: string[] = []
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this.getAttribute('src') ?? '')
        return this.src.includes('broken') ? Promise.reject(new Error('EncodingError')) : Promise.resolve()
      },
    })
    preloadImages(['/media/a.webp?w=800', '/media/broken.webp?w=800'])
    expect(decoded).toEqual(['/media/a.webp?w=800', '/media/broken.webp?w=800'])
    // A page that cannot be decoded is left to its chapter: nothing is thrown, nothing unhandled.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})
