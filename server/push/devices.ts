import { createPublicKey } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Language } from '../../src/contract/languages.ts'
import {
  defaultPushSettings,
  PUSH_DEVICES_MAX,
  type PushDevice,
  type PushSettings,
} from '../../src/contract/schemas/push.ts'
import { readUserAgent } from '../account/user-agent.ts'
import type { Db } from '../db/client.ts'
import { type Localized, pushSettings, pushSubscriptions } from '../db/schema.ts'
import { HttpError } from '../http/errors.ts'
import { type PushRules, pushAddressAllowed } from './send.ts'

/*
 * A member's devices (their browsers' push subscriptions) and settings: what the push screens read
 * and change (routes.ts).
 */

export const pushMessages = {
  address: {
    vi: 'Địa chỉ của dịch vụ thông báo không phải nơi trang này gửi tới.',
    en: "The push service's address is not one this site sends to.",
  },
  keys: { vi: 'Khoá của đăng ký thông báo không hợp lệ.', en: "The subscription's keys are not valid." },
  timeZone: { vi: 'Không biết múi giờ này.', en: 'Unknown time zone.' },
  notFound: { vi: 'Không tìm thấy thiết bị.', en: 'Device not found.' },
} satisfies Record<string, Localized>

const listed = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  id: row.id,
  ...readUserAgent(row.userAgent),
  created_at: row.createdAt.toISOString(),
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
})

export async function listDevices(db: Db, memberId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
  return rows.map(listed)
}

/** A browser's P-256 key: a point on the curve, as the payload is encrypted to it. */
function isP256Key(base64url: string) {
  const bytes = Buffer.from(base64url, 'base64url')
  if (bytes.length !== 65 || bytes[0] !== 4) return false
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    return true
  } catch {
    return false
  }
}

export interface Subscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Keeps a browser's subscription for the member (a browser subscribed already, under any member, is
 * theirs now: whoever signs in on it is told). Past the cap, the device unused longest goes.
 */
export async function subscribe(
  db: Db,
  memberId: number,
  subscription: Subscription,
  device: { userAgent: string | undefined; language: Language },
  rules: PushRules,
): Promise<PushDevice> {
  const { endpoint, keys } = subscription
  const refuse = (message: Localized) => new HttpError(400, message[device.language])
  if (!pushAddressAllowed(endpoint, rules)) throw refuse(pushMessages.address)
  if (!isP256Key(keys.p256dh) || Buffer.from(keys.auth, 'base64url').length !== 16)
    throw refuse(pushMessages.keys)
  const values = {
    memberId,
    endpoint,
    p256dh: keys.p256dh.replace(/=+$/, ''),
    auth: keys.auth.replace(/=+$/, ''),
    userAgent: device.userAgent?.slice(0, 300) ?? null,
    language: device.language,
  }
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning()
  await db.execute(
    sql`delete from push_subscriptions where id in (
          select id from push_subscriptions where member_id = ${memberId}
          order by coalesce(last_sent_at, updated_at) desc, id desc offset ${PUSH_DEVICES_MAX})`,
  )
  return listed(row!)
}

/** Removes one of the member's devices; another member's is as unknown as none. */
export async function removeDevice(db: Db, memberId: number, id: number, language: Language) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.memberId, memberId)))
    .returning({ id: pushSubscriptions.id })
  if (gone.length === 0) throw new HttpError(404, pushMessages.notFound[language])
  return { id, removed: true as const }
}

export async function readSettings(db: Db, memberId: number): Promise<PushSettings> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.memberId, memberId))
  if (!row) return defaultPushSettings
  return {
    enabled: row.enabled,
    lists: row.lists,
    quiet_start: row.quietStart,
    quiet_end: row.quietEnd,
    time_zone: row.timeZone,
  }
}

export async function saveSettings(db: Db, memberId: number, settings: PushSettings): Promise<PushSettings> {
  const quiet = settings.quiet_start !== null
  const values = {
    enabled: settings.enabled,
    lists: settings.lists,
    quietStart: settings.quiet_start,
    quietEnd: settings.quiet_end,
    timeZone: quiet ? settings.time_zone : null,
  }
  await db
    .insert(pushSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: pushSettings.memberId, set: { ...values, updatedAt: sql`now()` } })
  return readSettings(db, memberId)
}
