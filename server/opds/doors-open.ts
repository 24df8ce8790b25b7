import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { siteSettings } from '../db/schema.ts'

/*
 * Whether the reader apps' doors (OPDS, KOReader's sync) are open, as an admin set it: open until
 * closed. Every app request asks, so the answer is kept a few seconds: a change reaches every server
 * of a cluster within that, without a query per page an app streams.
 */

const KEY = 'reader-apps'
const KEPT_MS = 5_000

/** Kept per database: two sites in one process (tests) are two sites. */
const keptFor = new WeakMap<Db, { open: boolean; at: number }>()

/** `fresh`: read the setting itself (the admin's screen), not what was kept of it. */
export async function readerAppsOpen(db: Db, { fresh = false } = {}): Promise<boolean> {
  const now = Date.now()
  const kept = keptFor.get(db)
  if (!fresh && kept && now - kept.at < KEPT_MS) return kept.open
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  const open = (row?.value as { open?: boolean } | undefined)?.open !== false
  keptFor.set(db, { open, at: now })
  return open
}

export async function setReaderAppsOpen(db: Db, open: boolean) {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: { open } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { open }, updatedAt: sql`now()` } })
  // This server knows at once; the others within KEPT_MS.
  keptFor.set(db, { open, at: Date.now() })
}
