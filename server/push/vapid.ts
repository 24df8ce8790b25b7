import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../db/client.ts'
import { siteSettings } from '../db/schema.ts'

/*
 * The site's VAPID keys (RFC 8292): push services take a push only when it is signed with the key a
 * browser subscribed with, so the keys are made once and kept in the database, the same for every
 * server and every restart. Two servers starting at once each make a pair and try to keep it; the
 * first kept wins and both read that one.
 */

const KEY = 'vapid'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string'

/** Kept per database: two sites in one process (tests) are two sites. */
const keysOf = new WeakMap<Db, Promise<VapidKeys>>()

/** The kept pair, made and kept first if there is none (a second server's pair is not kept). */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  await db.insert(siteSettings).values({ key: KEY, value: made }).onConflictDoNothing()
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  if (!isKeys(row?.value)) throw new Error("The site's VAPID keys in site_settings are not a key pair")
  return row.value
}

/** The site's key pair, made the first time it is asked for. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = keysOf.get(db)
  if (!keys) {
    keys = loadVapidKeys(db)
    // A failure (the database away) is not kept: the next call asks again.
    keys.catch(() => keysOf.delete(db))
    keysOf.set(db, keys)
  }
  return keys
}
