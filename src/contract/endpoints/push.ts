import * as v from 'valibot'
import { pushDeviceRemoveRoute, pushDevicesRoute, pushKeyRoute, pushSettingsRoute } from '../push-paths.ts'
import { accountCsrfBody } from '../schemas/account-requests.ts'
import {
  PUSH_DEVICES_MAX,
  pushDeviceRemoveAnswer,
  pushDeviceSchema,
  pushKeyAnswer,
  pushSettingsBody,
  pushSettingsSchema,
  pushSubscribeBody,
} from '../schemas/push.ts'
import { idParam } from '../schemas/requests.ts'
import { accountForm } from './account.ts'
import { endpoint, jsonBody, noStore, publicCache } from './endpoint.ts'

/*
 * Push notifications (server/push, issue 49): a new chapter of a followed post is pushed to the
 * member's subscribed browsers. A module of its own: only the push screens load these.
 */
const area = 'push'
const mine = { area, access: 'member', cache: noStore } as const
const write = { ...mine, method: 'POST', csrf: 'body', limit: 'account' } as const

export const pushKey = endpoint({
  area,
  name: 'pushKey',
  doc: {
    answer:
      "`{public_key}`: the site's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with; made once and kept in the database",
  },
  method: 'GET',
  path: pushKeyRoute,
  summary: "The site's public key for Web Push (VAPID)",
  answer: pushKeyAnswer,
  cache: publicCache,
})

export const pushDevices = endpoint({
  ...mine,
  name: 'pushDevices',
  doc: {
    answer:
      '`[{id, browser, system, mobile, created_at, last_sent_at}]`, newest first: the browsers that receive the member’s notifications, named from the User-Agent they subscribed with (never their push address or keys)',
  },
  method: 'GET',
  path: pushDevicesRoute,
  summary: "The member's devices that receive push notifications",
  answer: v.array(pushDeviceSchema),
})

export const pushSubscribe = endpoint({
  ...write,
  name: 'pushSubscribe',
  doc: {
    request:
      'JSON `{endpoint, keys: {p256dh, auth}, csrf_token}`: the browser’s PushSubscription (its `toJSON()`); the push service’s address must be https, and not a private network’s',
    answer: `the device as listed; a browser subscribed already (the same endpoint) is updated, and becomes this member’s. Notifications are written in the address's language. At most ${PUSH_DEVICES_MAX} devices a member: a new one past it replaces the one unused longest`,
  },
  path: pushDevicesRoute,
  summary: 'Subscribes this browser to the member’s push notifications',
  body: jsonBody(pushSubscribeBody),
  answer: pushDeviceSchema,
})

export const pushDeviceRemove = endpoint({
  ...write,
  name: 'pushDeviceRemove',
  doc: {
    answer:
      "`{id, removed: true}`: no notification goes to it any more; a device that is not the member's: 404",
  },
  path: pushDeviceRemoveRoute,
  summary: "Removes one of the member's push devices; another member's is a 404",
  params: v.object({ id: idParam }),
  body: accountForm(accountCsrfBody),
  answer: pushDeviceRemoveAnswer,
})

export const pushSettings = endpoint({
  ...mine,
  name: 'pushSettings',
  doc: {
    answer:
      '`{enabled, lists, quiet_start, quiet_end, time_zone}`: on or off, the reading lists whose followed posts notify (a followed post on no list always does), quiet hours in minutes after midnight in the time zone (null: none). A member who never saved them: on, every list, no quiet hours',
  },
  method: 'GET',
  path: pushSettingsRoute,
  summary: "The member's push notification settings",
  answer: pushSettingsSchema,
})

export const pushSettingsSave = endpoint({
  ...write,
  name: 'pushSettingsSave',
  doc: {
    request:
      'JSON `{enabled, lists, quiet_start, quiet_end, time_zone, csrf_token}`: `lists` of `reading, plan, completed, on_hold, dropped, rereading`; quiet hours 0–1439 both or neither, with an IANA time zone',
    answer:
      'the settings as saved. A notification due in quiet hours waits for their end; one for a post on a list that does not notify, or while off, is not sent',
  },
  path: pushSettingsRoute,
  summary: "Saves the member's push notification settings",
  body: jsonBody(pushSettingsBody),
  answer: pushSettingsSchema,
})

export const pushEndpoints = [
  pushKey,
  pushDevices,
  pushSubscribe,
  pushDeviceRemove,
  pushSettings,
  pushSettingsSave,
]
