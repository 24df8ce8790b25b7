import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../db/client.ts'
import { posts } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { HttpError } from '../http/errors.ts'
import { checkImage, pixelLimit } from '../library/images.ts'
import { storeImage } from '../library/media.ts'
import { Refusal } from '../library/refusal.ts'
import { type Actor, audit } from './audit.ts'
import { adminMediaFolder } from './post-delete.ts'
import { type Say, withLocks } from './post-edit.ts'

/** Wider than any size a cover or banner is shown at (the media server resizes from this). */
const STORED_WIDTH = 2400

/**
 * An uploaded cover or banner: checked by its content (as the library checks its images), turned
 * upright, cut down to a useful width and stored as WebP in the post's own media folder, named by
 * its content like the library's covers. Its metadata (a camera's location) is dropped on the way.
 */
async function storedUpload(mediaDir: string, postId: number, bytes: Buffer, kind: 'feature' | 'banner') {
  const image = await checkImage(bytes, 'upload')
  const webp = await sharp(image.bytes, { limitInputPixels: pixelLimit })
    .rotate()
    .resize({ width: STORED_WIDTH, withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
  return storeImage(mediaDir, adminMediaFolder(postId), webp, 'upload.webp', `${kind}-`)
}

/** Makes an uploaded image the post's cover or banner, locked, audited. Returns its media path. */
export async function uploadPostImage(
  db: Db,
  mediaDir: string,
  actor: Actor,
  id: number,
  kind: 'feature' | 'banner',
  bytes: Buffer,
  say: Say,
) {
  const [exists] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id))
  if (!exists) throw new HttpError(404, say('postNotFound'))
  const path = await storedUpload(mediaDir, id, bytes, kind).catch((error: unknown) => {
    if (error instanceof Refusal || /unsupported image format|Input buffer/i.test(String(error))) {
      throw new HttpError(400, say('notAnImage'))
    }
    throw error
  })
  await inTransaction(db, async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
    if (!post) throw new HttpError(404, say('postNotFound'))
    if (post[kind] === path) return
    await tx
      .update(posts)
      .set({ [kind]: path, lockedFields: withLocks(post.lockedFields, [kind]), updatedAt: sql`now()` })
      .where(eq(posts.id, id))
    await audit(tx, actor, {
      action: 'post.edit',
      target: `post:${id}`,
      before: { [kind]: post[kind] },
      after: { [kind]: path },
    })
  })
  return path
}
