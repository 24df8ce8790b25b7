import { eq, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { siteSettings } from './schema.ts'
import type { Tx } from './transaction.ts'

/** How long a server keeps a setting it read: a change reaches every server of a cluster within it. */
export const SETTING_KEPT_MS = 5_000

/**
 * A site setting (a row of site_settings) that many requests ask for, kept a few seconds per
 * database so that asking costs no query (two sites in one process, as tests make, are two sites).
 * `read` makes the stored JSON (or no row: undefined) into the value, whatever shape it has.
 */
export function keptSetting<T>(key: string, read: (stored: unknown) => T) {
  const keptFor = new WeakMap<Db, { value: T; at: number }>()
  return {
    /** `fresh`: the setting itself (an admin's screen), not what was kept of it. */
    async get(db: Db, { fresh = false } = {}): Promise<T> {
      const now = Date.now()
      const kept = keptFor.get(db)
      if (!fresh && kept && now - kept.at < SETTING_KEPT_MS) return kept.value
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key))
      const value = read(row?.value)
      keptFor.set(db, { value, at: now })
      return value
    },
    /**
     * Stores it (through `writer`, a transaction when the change is audited with it); this server
     * knows at once, the others within SETTING_KEPT_MS.
     */
    async set(db: Db, value: T, stored: unknown, writer: Db | Tx = db) {
      await writer
        .insert(siteSettings)
        .values({ key, value: stored })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: stored, updatedAt: sql`now()` } })
      keptFor.set(db, { value, at: Date.now() })
    },
  }
}
