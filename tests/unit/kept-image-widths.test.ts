import { describe, expect, it } from 'vitest'
import { keptAddresses } from '../../src/shared/kept-image-widths.ts'

const srcset = [200, 300, 400, 600, 800, 1200].map((w) => `/media/covers/a.svg?w=${w} ${w}w`).join(', ')
const at = (w: number) => `${location.origin}/media/covers/a.svg?w=${w}`

/** An image as drawn: the address the browser chose and the width it takes on the screen. */
function drawnImage(currentSrc: string, clientWidth: number, set = srcset) {
  const image = document.createElement('img')
  image.srcset = set
  Object.defineProperty(image, 'currentSrc', { value: currentSrc })
  Object.defineProperty(image, 'clientWidth', { value: clientWidth })
  return image
}

describe('the image widths kept for offline', () => {
  it('keeps the width drawn and those a reload with an empty memory picks (and the one below it)', () => {
    // A 200 px cover drawn from the 300 px copy a list had already loaded.
    expect(keptAddresses(drawnImage(at(300), 200), 1)).toEqual([at(300), at(200)])
    // On a phone's screen of three pixels to the point, 600 px, or 400 px when nearly as sharp.
    expect(keptAddresses(drawnImage(at(600), 200), 3)).toEqual([at(600), at(400)])
    expect(keptAddresses(drawnImage(at(800), 250), 3)).toEqual([at(800), at(600)])
  })

  it('keeps the widest there is for a screen wider than every width', () => {
    expect(keptAddresses(drawnImage(at(1200), 1600), 2)).toEqual([at(1200)])
  })

  it("keeps only what was drawn for an image without widths (another host's file)", () => {
    expect(keptAddresses(drawnImage('https://elsewhere.example/a.jpg', 200, ''), 1)).toEqual([
      'https://elsewhere.example/a.jpg',
    ])
  })

  it("reads a picture's source that matches the screen, not the image's own list", () => {
    const picture = document.createElement('picture')
    const source = document.createElement('source')
    source.srcset = '/media/banners/m.svg?w=400 400w, /media/banners/m.svg?w=600 600w'
    picture.append(source)
    const image = drawnImage(`${location.origin}/media/banners/m.svg?w=600`, 390)
    picture.append(image)
    expect(keptAddresses(image, 1)).toEqual([
      `${location.origin}/media/banners/m.svg?w=600`,
      `${location.origin}/media/banners/m.svg?w=400`,
    ])
  })
})
