import type { Db } from '../db/client.ts'
import { keptSetting } from '../db/kept-setting.ts'

/*
 * Whether the reader apps' doors (OPDS, KOReader's sync) are open, as an admin set it: open until
 * closed. Every app request asks: the answer is kept a few seconds (db/kept-setting.ts).
 */
const doors = keptSetting(
  'reader-apps',
  (stored) => (stored as { open?: boolean } | undefined)?.open !== false,
)

/** `fresh`: read the setting itself (the admin's screen), not what was kept of it. */
export const readerAppsOpen = (db: Db, options?: { fresh?: boolean }) => doors.get(db, options)

export const setReaderAppsOpen = (db: Db, open: boolean) => doors.set(db, open, { open })
