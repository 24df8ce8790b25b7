/**
 * Cache names and limits, shared by the app and the service worker so both always talk about the
 * same caches. Kept free of imports: the service worker compiles this file on its own. In the app,
 * each name loads only with the code that uses it: the build serves this module a declaration at a
 * time (vite.config.ts, DECLARATION_MODULES), for which it only declares (no call at its top level).
 */
export const CACHE_PREFIX = 'mot'

export const cacheNames = {
  /** Cover and banner images: refetched only when missing or expired. */
  covers: `${CACHE_PREFIX}-covers`,
  /** Pages and text of chapters a reader downloaded: never expires, deleted only by the reader. */
  downloads: `${CACHE_PREFIX}-downloads`,
  /**
   * The video player's code, kept the first time a film plays so a downloaded episode plays offline.
   * It is never precached: most visits never play a film (see vite.config.ts).
   */
  player: `${CACHE_PREFIX}-player`,
  /**
   * The images a screen drew for posts the reader opened or downloaded (the 'Continue' covers, the
   * downloads' covers, the home's banners), at the very width the screen chose: kept apart from the
   * covers cache, which a long browse can fill, so they still show offline.
   */
  keptImages: `${CACHE_PREFIX}-kept-images`,
} as const

/** The video player's chunk in the build, by the name Vite gives it. */
export const isPlayerChunk = (pathname: string) => /\/assets\/shaka-player[^/]*\.js$/.test(pathname)

export const coverCacheLimits = {
  maxEntries: 400,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const

/** What a screen sends the service worker to keep an image it drew: `{ type, url }`. */
export const KEEP_IMAGE_MESSAGE = 'KEEP_IMAGE'

/**
 * The kept images' bound in bytes is `maxEntries × maxBytes`: no image over `maxBytes` is kept (a
 * 1200 px banner, the widest width the media server makes, is well under it), so the cache never
 * holds more than 120 × 250 kB = 30 MB, and far less in practice (a cover is a few tens of kB).
 * An image is kept at up to three widths (the one drawn and those a cold reload picks): 120 is the
 * 'Continue' row and a shelf of downloads at that, with the banners. The least recently drawn go first.
 */
export const keptImageLimits = {
  maxEntries: 120,
  maxBytes: 250 * 1000,
} as const

/** How long a page seen before can still be shown offline from the persisted query cache. */
export const QUERY_PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000

/** Spec §9 persist timeout: the first render waits at most this long for the stored cache. */
export const QUERY_RESTORE_TIMEOUT = 5000

/** Writes to IndexedDB are grouped: one write per second at most, whatever the number of queries. */
export const QUERY_PERSIST_THROTTLE = 1000

/**
 * The API answers a download keeps for reading or watching offline: a chapter or film episode, its
 * story's detail and the page of the chapter list it is on. Only these are answered from the downloads cache, and only when the
 * network fails; every other answer is left to the persisted query cache.
 */
const offlineApiPath = /^\/(?:vi|en)\/api\/v1\/posts\/(?:chapter|detail|listchapter)\/(?:comic|novel|movie)\//
export const isOfflineApiPath = (pathname: string) => offlineApiPath.test(pathname)

/** Files of one chapter fetched side by side: quick on a good line, gentle on a phone's. */
export const DOWNLOAD_PARALLEL_FILES = 3
