import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { type Localized, libraryRemovals } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/**
 * Why a rescan passes over an item whose post an admin deleted. Deleting never touches the library's
 * files, so without this the next scan would bring the post back.
 */
export const REMOVED_REASON = 'an admin deleted its post; import it again from the admin area’s library page'

/** Remembers that a library post was deleted, in the deletion's transaction. */
export async function rememberRemoval(
  tx: Tx,
  post: {
    libraryPath: string
    posttype: (typeof libraryRemovals.$inferInsert)['posttype']
    title: Localized
  },
  memberId: number | null,
) {
  await tx
    .insert(libraryRemovals)
    .values({ path: post.libraryPath, posttype: post.posttype, title: post.title, memberId })
    .onConflictDoNothing()
}

/** Whether an admin deleted the post of this item (by its post key). */
export async function isRemoved(db: Db, key: string) {
  const [row] = await db
    .select({ path: libraryRemovals.path })
    .from(libraryRemovals)
    .where(eq(libraryRemovals.path, key))
  return row !== undefined
}
