/**
 * Asks the service worker to keep an image a screen drew for offline (a post the reader opened or
 * downloaded, a home banner). The work is in its own small file, fetched only when a service worker
 * is there to keep anything.
 */
export function keepImage(image: HTMLImageElement) {
  if (navigator.serviceWorker?.controller) import('./kept-image-widths.ts').then(({ keep }) => keep(image))
}
