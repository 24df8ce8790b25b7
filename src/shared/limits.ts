/** Spec §9's constants, defined once and imported where they are used. */
export const INFINITE_SCROLL = {
  /** Load the next page when the bottom is this close. */
  thresholdPx: 200,
  debounceMs: 100,
  /** After asking for a page, ask again no sooner than this. */
  lockMs: 300,
} as const

export const SEARCH_DEBOUNCE_MS = 500
export const DASHBOARD_STALE_MS = 300_000
export const DETAIL_STALE_MS = 5 * 60_000
export const TOAST_CLOSE_MS = 5000
export const SKELETON_COUNT = 20
export const MOBILE_MAX_WIDTH = 767
export const HISTORY_CAP = 50

export const CARD_SIZES = {
  large: { width: 300, height: 420 },
  small: { width: 200, height: 280 },
} as const
