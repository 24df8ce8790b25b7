import type shaka from 'shaka-player/dist/shaka-player.compiled-es2021.js'

export type Shaka = typeof shaka
export type ShakaPlayer = shaka.Player

/** This browser has neither Media Source Extensions nor a player of its own for these streams. */
export class UnsupportedBrowserError extends Error {
  override name = 'UnsupportedBrowserError'
}

let loading: Promise<Shaka> | undefined

/**
 * shaka-player (DASH and HLS, the modern build) is fetched only when a film starts: it is the
 * largest part of the app and most visits never play one. The polyfills go in once, before the
 * support check they affect.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.compiled-es2021.js').then(
    ({ default: library }) => {
      library.polyfill.installAll()
      if (!library.Player.isBrowserSupported()) throw new UnsupportedBrowserError()
      return library
    },
    (error: unknown) => {
      // A failed download (offline, a new version deployed) may succeed on the next try.
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Spec §8: a player failure is only logged, with shaka's error code (see shaka's error reference).
 * One that another rendition made up for is no error of the film's: it is logged as information.
 */
export function logPlayerError(message: string, error: unknown, madeUpFor = false) {
  const code = (error as { code?: unknown } | null)?.code
  const line = typeof code === 'number' ? `${message} (shaka error ${code})` : message
  if (madeUpFor) console.info(line, error)
  else console.error(line, error)
}
