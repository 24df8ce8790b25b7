import type { Db } from '../db/client.ts'
import { keptSetting } from '../db/kept-setting.ts'
import type { Tx } from '../db/transaction.ts'

/*
 * The words admins refuse in comments (issue 49), kept in site_settings. Every comment written asks:
 * the list is kept a few seconds (db/kept-setting.ts).
 */
const words = keptSetting('comment-words', (stored) => {
  const value = (stored as { words?: unknown } | undefined)?.words
  return Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : []
})

/** `fresh`: read the setting itself (the admin's screen), not what was kept of it. */
export const commentWords = (db: Db, options?: { fresh?: boolean }) => words.get(db, options)

/** Written by `writer` (the admin's transaction, with its audit), kept for `kept`'s site. */
export const setCommentWords = (writer: Db | Tx, kept: Db, list: string[]) =>
  words.set(kept, list, { words: list }, writer)
