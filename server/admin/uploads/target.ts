import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  type UploadKind,
  type UploadMetadata,
  type UploadPosttype,
  uploadKindOf,
  uploadPosttypes,
} from '../../../src/contract/schemas/admin-uploads.ts'
import type { Db } from '../../db/client.ts'
import { chapters, posts } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { localized, messages } from '../../http/messages.ts'
import { itemPathOf } from '../../library/origin.ts'
import type { UploadTarget } from './records.ts'

const conflict = (message: string) => new HttpError(409, message)

const fits = (posttype: string, kind: UploadKind) =>
  posttype in uploadPosttypes &&
  (uploadPosttypes[posttype as UploadPosttype] as readonly string[]).includes(kind)

/** Whether an upload novel's folder is a book (an EPUB): its chapters are the book's, none is added. */
const holdsBook = (uploadsDir: string, item: string) =>
  readdir(join(uploadsDir, item)).then(
    (names) => names.some((name) => /\.epub$/i.test(name)),
    () => false,
  )

/**
 * What an upload is for, checked before a byte of it is taken: a new post of a type that takes this
 * kind of file, or an upload post (never a library post: its files are changed in the library) and
 * one of its chapters. Refusals are in the language of the called address.
 */
export async function resolveTarget(
  request: FastifyRequest,
  db: Db,
  uploadsDir: string,
  metadata: UploadMetadata,
): Promise<UploadTarget> {
  const kind = uploadKindOf(metadata.filename)!
  const say = (message: keyof typeof messages) => localized(request, messages[message])
  if (metadata.posttype && metadata.title) {
    if (!fits(metadata.posttype, kind)) throw badRequest(say('uploadWrongKind'))
    return { kind: 'new-post', posttype: metadata.posttype, title: metadata.title }
  }
  const postOf = async (id: number) => {
    const [post] = await db
      .select({
        id: posts.id,
        posttype: posts.posttype,
        origin: posts.origin,
        libraryPath: posts.libraryPath,
      })
      .from(posts)
      .where(eq(posts.id, id))
    if (!post) throw notFound(say('postNotFound'))
    if (post.origin !== 'upload' || !post.libraryPath) throw conflict(say('libraryPostFiles'))
    if (!fits(post.posttype, kind)) throw badRequest(say('uploadWrongKind'))
    return { ...post, item: itemPathOf(post.libraryPath) }
  }
  if (metadata.post_id !== undefined) {
    const post = await postOf(metadata.post_id)
    if (kind === 'epub' || (post.posttype === 'novel' && (await holdsBook(uploadsDir, post.item)))) {
      throw badRequest(say('uploadWholeBook'))
    }
    return { kind: 'post', postId: post.id, item: post.item }
  }
  const [chapter] = await db
    .select({ id: chapters.id, postId: chapters.postId, libraryPath: chapters.libraryPath })
    .from(chapters)
    .where(eq(chapters.id, metadata.chapter_id!))
  if (!chapter) throw notFound(say('chapterNotFound'))
  const post = await postOf(chapter.postId)
  if (!chapter.libraryPath) throw conflict(say('libraryPostFiles'))
  // A book's chapters are parts of one file (`book.epub#3`): the book is replaced whole.
  if (kind === 'epub' || chapter.libraryPath.includes('#')) throw badRequest(say('uploadWholeBook'))
  return {
    kind: 'chapter',
    postId: post.id,
    chapterId: chapter.id,
    item: post.item,
    chapterPath: chapter.libraryPath,
  }
}
