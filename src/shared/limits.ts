/**
 * Spec §9's constants, defined once and imported where they are used. Each loads only with the code
 * that uses it: the build serves this module a declaration at a time (vite.config.ts,
 * DECLARATION_MODULES), for which it only declares (no call at its top level).
 */
export const INFINITE_SCROLL = {
  /** Load the next page when the bottom is this close. */
  thresholdPx: 200,
  debounceMs: 100,
  /** After asking for a page, ask again no sooner than this. */
  lockMs: 300,
} as const

export const SEARCH_DEBOUNCE_MS = 500
/**
 * Suggestions follow typing sooner than results (spec §9's 500 ms): they are a short list under the
 * box that keeps its place, where results replace the page and would jump at every pause.
 */
export const SUGGEST_DEBOUNCE_MS = 200
/** Searches kept on the device to offer again, the latest first. */
export const RECENT_SEARCHES_MAX = 8
export const DASHBOARD_STALE_MS = 300_000
export const DETAIL_STALE_MS = 5 * 60_000
export const TOAST_CLOSE_MS = 5000
export const SKELETON_COUNT = 20
/** Spec §4: the history keeps the last 50; the server keeps the member's to the same number. */
export { LIBRARY_HISTORY_MAX as HISTORY_CAP } from '../contract/limits.ts'

/** Spec §7: search results stay fresh 5 minutes and are kept 10. */
export const SEARCH_STALE_MS = 5 * 60_000
export const SEARCH_GC_MS = 10 * 60_000

/** From this width the side menu stays open beside the page instead of sliding over it. */
export const DESKTOP_MIN_WIDTH = 1024

/** Spec §9 dashboards: banner autoplay and slide speed, horizontal slide width, tabbed lists. */
export const BANNER_AUTOPLAY_MS = 3000
export const BANNER_SPEED_MS = 600
export const HORIZONTAL_SLIDE_PX = 180
export const TABS_SHOWN = 5
export const TAB_ITEMS_STEP = 10

/** The home page's 'continue' row shows this many of the last posts watched or read. */
export const CONTINUE_ROW_MAX = 10

/** A chapter list shows from 2 episodes, descriptions 3 lines. */
export const CHAPTER_LIST_MIN = 2
export const DESCRIPTION_LINES = 3

/** Readers: positions kept for this many chapters and posts, the most recent first. */
export const READER_CHAPTER_POSITIONS_MAX = 500
export const READER_POST_POSITIONS_MAX = 200
/** Posts whose read chapters (watched episodes) are kept, the most recently marked first. */
export const READ_MARK_POSTS_MAX = 300
/** Separate runs of read chapters kept for one post: runs next to each other merge into one. */
export const READ_MARK_RUNS_MAX = 200
/** Series whose chapter list is shown newest first, the most recently chosen first. */
export const CHAPTER_ORDER_POSTS_MAX = 300
/** A novel reader's pace, in words a minute: a usual one until the device has learnt the reader's. */
export const READING_PACE = { min: 60, max: 1200, default: 230 } as const
/** Spec §5/§9: the novel font size slider runs from 12 to 100, 18 by default. */
export const NOVEL_FONT_SIZE = { min: 12, max: 100, default: 18 } as const

/** Kiosk mode: back to the home after 3 minutes untouched; the exit handle is held for 2 s. */
export const KIOSK_IDLE_DEFAULT_SECONDS = 180
export const KIOSK_IDLE_SECONDS = { min: 5, max: 24 * 60 * 60 } as const
export const KIOSK_LONG_PRESS_MS = 2000
/** A kiosk PIN is 4 to 8 digits. */
export const KIOSK_PIN_PATTERN = /^\d{4,8}$/
/** A tablet left on for days never reloads: it looks for a new version this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000

/** How many chapters 'the next unread' choice of the download dialog takes. */
export const NEXT_UNREAD_DOWNLOAD = 5
