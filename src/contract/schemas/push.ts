import * as v from 'valibot'
import { type Shelf, shelves } from '../shelves.ts'
import { csrfField } from './member-rules.ts'
import { atMostCharacters, oneOf, reasons, say, wholeNumberFrom } from './reasons.ts'

/*
 * Push notifications (issue 49): what a browser sends when it subscribes, a member's devices and
 * settings, and the message the service worker shows. Apart from account.ts: only the push screens
 * load these.
 */

/** The longest push service address taken: real ones are 150 to 400 characters. */
export const PUSH_ENDPOINT_MAX = 1000
/** Devices a member may have subscribed at once; a new one past it replaces the one unused longest. */
export const PUSH_DEVICES_MAX = 20
/** Quiet hours are minutes after midnight, 0 to 1439. */
export const MINUTES_A_DAY = 1440

/** Base64url, as PushSubscription.toJSON() writes keys (a padding `=` allowed). */
const base64url = (length: number) =>
  v.pipe(
    v.string(say(reasons.text)),
    v.regex(
      new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`),
      say({ vi: 'không phải một khoá hợp lệ', en: 'is not a valid key' }),
    ),
  )

/** `POST /push/devices/`: a browser's subscription (PushSubscription.toJSON()), once it said yes. */
export const pushSubscribeBody = v.object({
  endpoint: v.pipe(
    v.string(say(reasons.text)),
    v.maxLength(PUSH_ENDPOINT_MAX, say(atMostCharacters(PUSH_ENDPOINT_MAX))),
    v.check(
      (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol),
      say({ vi: 'phải là một địa chỉ https', en: 'must be an https address' }),
    ),
  ),
  keys: v.object({
    // A P-256 public key, uncompressed: 65 bytes; the auth secret: 16 bytes.
    p256dh: base64url(87),
    auth: base64url(22),
  }),
  csrf_token: csrfField,
})

/** A device as its member sees it: named from the browser it subscribed with, never its address or keys. */
export const pushDeviceSchema = v.object({
  id: v.number(),
  browser: v.nullable(v.string()),
  system: v.nullable(v.string()),
  mobile: v.boolean(),
  created_at: v.string(),
  last_sent_at: v.nullable(v.string()),
})
export type PushDevice = v.InferOutput<typeof pushDeviceSchema>
export const pushDeviceRemoveAnswer = v.object({ id: v.number(), removed: v.literal(true) })

export const pushKeyAnswer = v.object({ public_key: v.string() })

const minuteOfDay = v.pipe(
  v.number(say(reasons.number)),
  v.integer(say(reasons.wholeNumber)),
  v.minValue(0, say(wholeNumberFrom(0, MINUTES_A_DAY - 1))),
  v.maxValue(MINUTES_A_DAY - 1, say(wholeNumberFrom(0, MINUTES_A_DAY - 1))),
)

/** An IANA time zone's name as browsers give it (`Asia/Ho_Chi_Minh`); the server checks it is one it knows. */
export const TIME_ZONE_MAX = 64
const timeZone = v.pipe(
  v.string(say(reasons.text)),
  v.maxLength(TIME_ZONE_MAX, say(atMostCharacters(TIME_ZONE_MAX))),
  v.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, say({ vi: 'không phải một múi giờ', en: 'is not a time zone' })),
)

/** A member's push settings; with no quiet hours, both ends and the time zone are null. */
export const pushSettingsSchema = v.object({
  enabled: v.boolean(),
  lists: v.array(v.picklist(shelves)),
  quiet_start: v.nullable(v.number()),
  quiet_end: v.nullable(v.number()),
  time_zone: v.nullable(v.string()),
})
export type PushSettings = v.InferOutput<typeof pushSettingsSchema>

/** What a member who never changed them has: on, every list, no quiet hours. */
export const defaultPushSettings: PushSettings = {
  enabled: true,
  lists: [...shelves],
  quiet_start: null,
  quiet_end: null,
  time_zone: null,
}

const quietRule = {
  vi: 'giờ yên lặng cần cả giờ bắt đầu, giờ kết thúc và múi giờ, hoặc không có gì',
  en: 'quiet hours need a start, an end and a time zone, or none of them',
}

/** `POST /push/settings/`: on or off, the reading lists that notify, and quiet hours (both ends, or neither). */
export const pushSettingsBody = v.pipe(
  v.object({
    enabled: v.boolean(say(reasons.trueOrFalse)),
    lists: v.pipe(
      v.array(v.picklist(shelves, say(oneOf(shelves))), say(reasons.list)),
      v.maxLength(shelves.length, say(reasons.outOfRange)),
      v.transform((lists): Shelf[] => shelves.filter((shelf) => lists.includes(shelf))),
    ),
    quiet_start: v.nullable(minuteOfDay),
    quiet_end: v.nullable(minuteOfDay),
    time_zone: v.nullable(timeZone),
    csrf_token: csrfField,
  }),
  v.check(
    (body) =>
      (body.quiet_start === null) === (body.quiet_end === null) &&
      (body.quiet_start === null || body.time_zone !== null),
    say(quietRule),
  ),
)

/**
 * What a push carries to the service worker (JSON, encrypted to the device): the notification's
 * title and text, the cover to show, where a tap goes (a path of the site), and a tag so a post's
 * next notification replaces its last.
 */
export interface PushMessage {
  title: string
  body: string
  icon: string | null
  url: string
  tag: string
}
