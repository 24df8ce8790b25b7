import { KEEP_IMAGE_MESSAGE } from './cache-names.ts'

interface Candidate {
  url: string
  width: number
}

/** `/media/a.webp?w=200 200w, …` as addresses and widths, narrowest first. */
function candidatesOf(srcset: string): Candidate[] {
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = Number.parseInt(descriptor ?? '', 10)
      return url && width > 0 ? [{ url, width }] : []
    })
    .sort((a, b) => a.width - b.width)
}

/** The `srcset` the browser chose from: a `<picture>`'s first matching source, else the image's own. */
function srcsetOf(image: HTMLImageElement): string {
  const sources =
    image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []
  for (const source of sources) {
    if (!source.media || matchMedia(source.media).matches) return source.srcset
  }
  return image.srcset
}

/**
 * The addresses to keep: the one drawn (`currentSrc`), and the width a load of this screen picks
 * when the page's memory is empty (offline, after a reload), with the one just below it, which some
 * browsers take when it is nearly as sharp. They differ when the browser reuses a wider copy it
 * already had from another screen (a cover drawn larger in a list): keeping only what was drawn would
 * leave the reloaded screen without it.
 */
export function keptAddresses(image: HTMLImageElement, pixelRatio = devicePixelRatio): string[] {
  const urls = new Set([image.currentSrc])
  const candidates = candidatesOf(srcsetOf(image))
  const needed = image.clientWidth * pixelRatio
  const at = candidates.findIndex((candidate) => candidate.width >= needed)
  const picked = at === -1 ? candidates.slice(-1) : candidates.slice(Math.max(0, at - 1), at + 1)
  for (const candidate of picked) urls.add(new URL(candidate.url, location.href).href)
  return [...urls].filter((url) => url !== '')
}

/** Sends the service worker the image's addresses to keep (sw/kept-images.ts). */
export function keep(image: HTMLImageElement) {
  const worker = navigator.serviceWorker?.controller
  for (const url of keptAddresses(image)) worker?.postMessage({ type: KEEP_IMAGE_MESSAGE, url })
}
