import * as v from 'valibot'
import { type AgeRating, ageRatingSchema } from '../../contract/age-ratings.ts'
import { type KioskSettings, kioskAtom, kioskIdleSchema, kioskOff } from '../../shared/kiosk.ts'
import { KIOSK_PIN_PATTERN } from '../../shared/limits.ts'
import { writeItem } from '../../shared/local-storage.ts'
import { KIOSK_KEY } from '../../shared/storage-keys.ts'
import { store } from '../../shared/store.ts'

function save(settings: KioskSettings) {
  writeItem(KIOSK_KEY, settings.on ? JSON.stringify(settings) : null)
  store.set(kioskAtom, settings)
}

export const isKioskPin = (pin: string) => KIOSK_PIN_PATTERN.test(pin)

/** Turns kiosk mode on and keeps it: the tablet stays a kiosk through reloads and restarts. */
export function turnKioskOn({
  pin,
  idleSeconds,
  ageLimit,
}: {
  pin: string | null
  idleSeconds: number
  ageLimit: AgeRating
}) {
  save({ on: true, pin, idleSeconds, ageLimit })
}

/**
 * Leaves kiosk mode when the PIN is the one set when it was turned on (or when none was set).
 * The PIN keeps passers-by in the app, not someone with the browser's developer tools.
 */
export function leaveKiosk(pin: string): boolean {
  const { pin: expected } = store.get(kioskAtom)
  if (expected !== null && pin !== expected) return false
  save(kioskOff)
  return true
}

const addressSchema = v.object({
  kiosk: v.literal('1'),
  pin: v.optional(v.pipe(v.string(), v.regex(KIOSK_PIN_PATTERN))),
  idle: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), kioskIdleSchema)),
  age: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), ageRatingSchema)),
})

/**
 * The names an address uses to set up a kiosk: ?kiosk=1&pin=2468&idle=300 (seconds)&age=13 (the
 * highest age rating shown: 0, 13, 16 or 18; all ages when not given).
 */
export const KIOSK_PARAMS = ['kiosk', 'pin', 'idle', 'age']

/**
 * Kiosk settings asked for by an address, or null when it asks for none (or asks wrongly: a PIN
 * that is not 4 to 8 digits or an idle time out of range turns nothing on).
 */
export function kioskFromAddress(search: string): KioskSettings | null {
  const params = Object.fromEntries(new URLSearchParams(search))
  const parsed = v.safeParse(addressSchema, params)
  if (!parsed.success) return null
  const { pin, idle, age } = parsed.output
  return {
    on: true,
    pin: pin ?? null,
    idleSeconds: idle ?? kioskOff.idleSeconds,
    ageLimit: age ?? kioskOff.ageLimit,
  }
}
