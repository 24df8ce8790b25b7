import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { siteSettings } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/*
 * The words admins refuse in comments (issue 49), kept in site_settings. Every comment written asks,
 * so the list is kept a few seconds: a change reaches every server of a cluster within that.
 */

const KEY = 'comment-words'
const KEPT_MS = 5_000

/** Kept per database: two sites in one process (tests) are two sites. */
const keptFor = new WeakMap<Db, { words: string[]; at: number }>()

/** `fresh`: read the setting itself (the admin's screen), not what was kept of it. */
export async function commentWords(db: Db, { fresh = false } = {}): Promise<string[]> {
  const now = Date.now()
  const kept = keptFor.get(db)
  if (!fresh && kept && now - kept.at < KEPT_MS) return kept.words
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
  const value = (row?.value as { words?: unknown } | undefined)?.words
  const words = Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : []
  keptFor.set(db, { words, at: now })
  return words
}

export async function setCommentWords(db: Db | Tx, kept: Db, words: string[]) {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: { words } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { words }, updatedAt: sql`now()` } })
  // This server knows at once; the others within KEPT_MS.
  keptFor.set(kept, { words, at: Date.now() })
}
