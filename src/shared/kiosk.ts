import { atom } from 'jotai'
import * as v from 'valibot'
import { type AgeRating, ALL_AGES, ageRatingSchema } from '../contract/age-ratings.ts'
import { KIOSK_IDLE_DEFAULT_SECONDS, KIOSK_IDLE_SECONDS, KIOSK_PIN_PATTERN } from './limits.ts'
import { readJson } from './local-storage.ts'
import { KIOSK_KEY } from './storage-keys.ts'

/**
 * Kiosk mode, for a wall-mounted tablet. Kept here rather than in its feature because the layout,
 * the dashboards and the post actions all hide what would lead out of the app while it is on.
 */
export interface KioskSettings {
  on: boolean
  /** Asked for to leave kiosk mode; null when it was turned on by an address that gave none. */
  pin: string | null
  /** Untouched this long, the kiosk goes back to its home. */
  idleSeconds: number
  /**
   * The highest age rating shown while it is on, sent with every API call (AGE_LIMIT_HEADER) so the
   * server shows nothing above it; all ages unless whoever set it up chose more.
   */
  ageLimit: AgeRating
}

export const kioskIdleSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(KIOSK_IDLE_SECONDS.min),
  v.maxValue(KIOSK_IDLE_SECONDS.max),
)

/**
 * What this device keeps. Anything unreadable counts as kiosk mode off, except an idle time out of
 * range, which falls back to the default: the kiosk and its PIN stay.
 */
const storedSchema = v.object({
  on: v.boolean(),
  pin: v.nullable(v.pipe(v.string(), v.regex(KIOSK_PIN_PATTERN))),
  idleSeconds: v.fallback(kioskIdleSchema, KIOSK_IDLE_DEFAULT_SECONDS),
  // A kiosk kept before it had a choice, or an unreadable one, shows what suits all ages.
  ageLimit: v.fallback(ageRatingSchema, ALL_AGES),
})

export const kioskOff: KioskSettings = {
  on: false,
  pin: null,
  idleSeconds: KIOSK_IDLE_DEFAULT_SECONDS,
  ageLimit: ALL_AGES,
}

export const readKioskSettings = (): KioskSettings => readJson(KIOSK_KEY, storedSchema, kioskOff)

export const kioskAtom = atom<KioskSettings>(readKioskSettings())
export const isKioskAtom = atom((get) => get(kioskAtom).on)

/** Sent on window when an idle kiosk goes back home: whatever dialog is open closes. */
export const KIOSK_RESET_EVENT = 'mot:kiosk-reset'

/** Links that open another site leave the app: a kiosk keeps its visitors inside. */
export const leavesApp = (href: string | null | undefined) => Boolean(href && /^https?:\/\//i.test(href))

/** Marks the element held to leave kiosk mode (the header's logo). */
export const KIOSK_EXIT_ATTRIBUTE = 'data-kiosk-exit'
