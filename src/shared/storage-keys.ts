/**
 * What the app keeps in the browser, named once. Each name loads only with the code that uses it:
 * the build serves this module a declaration at a time (vite.config.ts, DECLARATION_MODULES), for
 * which it only declares (no call at its top level).
 */
export const LANGUAGE_KEY = 'language'
export const TOKEN_KEY = 'accessToken'

/** The IndexedDB database and store that hold the persisted query cache. */
export const QUERY_CACHE_DB = 'mot-query-cache'
export const QUERY_CACHE_STORE = 'queries'
export const QUERY_CACHE_KEY = 'client'

/** The post library (history, saved, liked): one IndexedDB record under spec §3's key `root`. */
export const LIBRARY_DB = 'mot-library'
export const LIBRARY_STORE = 'library'
export const LIBRARY_KEY = 'root'

/** Identifies this browser to the server for anonymous likes; sent as X-Device-Id. */
export const DEVICE_ID_KEY = 'deviceId'

/** Where each film was left, to resume from there (localStorage, by the film's stream address). */
export const FILM_POSITIONS_KEY = 'filmPositions'

/** Readers: where each chapter was left, each comic's reading mode, and the novel text style. */
export const READER_POSITIONS_KEY = 'readerPositions'
export const READING_MODES_KEY = 'comicReadingModes'
export const NOVEL_STYLE_KEY = 'novelStyle'
// The novel bookmarks ('novelBookmarks') and the way of reading ('novelReadingWay') are named in
// novel-reader/bookmarks.ts and reading-way.ts, with their limits, and the comics' continuous
// reading ('comicContinuousReading') in comic-reader/continuous-reading.ts.
/** How a comic's pages are laid out in paged mode on this device: one, two, or two when wide. */
export const PAGE_LAYOUT_KEY = 'comicPageLayout'

/** Chapters downloaded for offline reading: one IndexedDB record each, keyed `chapter:…`. */
export const DOWNLOADS_DB = 'mot-downloads'
export const DOWNLOADS_STORE = 'downloads'
/** The answer to the one request for persistent storage, made at the first download. */
export const DOWNLOADS_PERSIST_KEY = 'persist'

/** Kiosk mode (on, its PIN and idle time): kept in localStorage so a wall tablet stays a kiosk. */
export const KIOSK_KEY = 'kiosk'

/** The film captions chosen last ('off' or a language code), offered again on the next film. */
export const FILM_CAPTIONS_KEY = 'filmCaptions'

/*
 * The film player's speed, volume and mute, and whether the next episode starts by itself, are named
 * in src/features/player/player-storage-keys.ts: only the player and the settings use them.
 */

/** The chapters read and episodes watched, by post: runs of indices (localStorage). */
export const READ_MARKS_KEY = 'readMarks'

/** The series whose chapter list is shown newest first (localStorage, by post). */
export const CHAPTER_ORDER_KEY = 'chapterOrder'

/** The novel reader's pace in words a minute, learnt as they read (localStorage). */
export const READING_PACE_KEY = 'readingPace'

/** The searches made on this device, the latest first (localStorage). */
export const RECENT_SEARCHES_KEY = 'recentSearches'
