import { and, asc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { LockableChapterField } from '../../src/contract/catalogue.ts'
import type { adminChapterForm } from '../../src/contract/schemas/admin-posts.ts'
import type { Db } from '../db/client.ts'
import { chapters, posts } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { inTransaction } from '../db/transaction.ts'
import { HttpError } from '../http/errors.ts'
import { type Actor, audit } from './audit.ts'
import { type Say, withLocks } from './post-edit.ts'
import { hiddenBecause } from './post-read.ts'

type ChapterForm = v.InferOutput<typeof adminChapterForm>

/** Cards show how many chapters a reader can open: kept right after every change to them. */
const recountChapters = (tx: Tx, postId: number) =>
  tx
    .update(posts)
    .set({
      episodeTotal: sql`(select count(*) from chapters where post_id = ${postId} and hidden_at is null)`,
      updatedAt: sql`now()`,
    })
    .where(eq(posts.id, postId))

async function lockedChapter(tx: Tx, id: number, say: Say) {
  const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, id)).for('update')
  if (!chapter) throw new HttpError(404, say('chapterNotFound'))
  return chapter
}

/**
 * Renames a chapter (either language) and hides or shows it; each field changed is locked against
 * the next rescan ('title', 'hidden'), and written to the audit log with its values before and after.
 */
export async function editChapter(db: Db, actor: Actor, id: number, form: ChapterForm, say: Say) {
  return inTransaction(db, async (tx) => {
    const chapter = await lockedChapter(tx, id, say)
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    const changes: Partial<typeof chapters.$inferInsert> = {}
    const fields: LockableChapterField[] = []
    const title = { vi: form.title_vi ?? chapter.title.vi, en: form.title_en ?? chapter.title.en }
    if (title.vi !== chapter.title.vi || title.en !== chapter.title.en) {
      Object.assign(before, { title: chapter.title })
      Object.assign(after, { title })
      changes.title = title
      fields.push('title')
    }
    if (form.hidden !== undefined && (form.hidden === '1') !== (chapter.hiddenAt !== null)) {
      Object.assign(before, { hidden: hiddenBecause(chapter) ?? false })
      Object.assign(after, { hidden: form.hidden === '1' ? 'admin' : false })
      changes.hiddenAt = form.hidden === '1' ? new Date() : null
      fields.push('hidden')
    } else if (form.hidden === '1' && !chapter.lockedFields.includes('hidden')) {
      // Hidden already because its file left: the admin keeps it hidden even if the file returns.
      Object.assign(before, { hidden: 'file_gone' })
      Object.assign(after, { hidden: 'admin' })
      fields.push('hidden')
    }
    const intro = introOf(form)
    if (intro !== undefined && !sameIntro(intro, chapter)) {
      Object.assign(before, { intro: storedIntro(chapter) })
      Object.assign(after, { intro })
      changes.introStart = intro?.start ?? null
      changes.introEnd = intro?.end ?? null
    }
    if (fields.length === 0 && changes.introStart === undefined) return []
    await tx
      .update(chapters)
      .set({ ...changes, lockedFields: withLocks(chapter.lockedFields, fields), updatedAt: sql`now()` })
      .where(eq(chapters.id, id))
    if (changes.hiddenAt !== undefined) await recountChapters(tx, chapter.postId)
    await audit(tx, actor, {
      action: 'chapter.edit',
      target: `chapter:${id}`,
      before: { post_id: chapter.postId, ...before, locked_fields: chapter.lockedFields },
      after: { post_id: chapter.postId, ...after, locked_fields: withLocks(chapter.lockedFields, fields) },
    })
    // The intro is the admin's alone (imports never set it): nothing to lock against a rescan.
    return changes.introStart === undefined ? fields : [...fields, 'intro']
  })
}

type Intro = { start: number; end: number }

/** The intro the form sets: undefined when it says nothing of it, null when it clears it. */
function introOf(form: ChapterForm): Intro | null | undefined {
  if (form.intro_start === undefined && form.intro_end === undefined) return undefined
  const start = form.intro_start ?? null
  const end = form.intro_end ?? null
  return start === null || end === null ? null : { start, end }
}

const storedIntro = (chapter: { introStart: number | null; introEnd: number | null }): Intro | null =>
  chapter.introStart === null || chapter.introEnd === null
    ? null
    : { start: chapter.introStart, end: chapter.introEnd }

const sameIntro = (intro: Intro | null, chapter: { introStart: number | null; introEnd: number | null }) =>
  JSON.stringify(intro) === JSON.stringify(storedIntro(chapter))

/** Releases one of a chapter's locks: the next rescan may set that field again. */
export async function releaseChapterLock(
  db: Db,
  actor: Actor,
  id: number,
  field: LockableChapterField,
  say: Say,
) {
  return inTransaction(db, async (tx) => {
    const chapter = await lockedChapter(tx, id, say)
    if (!chapter.lockedFields.includes(field)) return chapter.lockedFields
    const locked = chapter.lockedFields.filter((f) => f !== field)
    await tx.update(chapters).set({ lockedFields: locked }).where(eq(chapters.id, id))
    await audit(tx, actor, {
      action: 'chapter.unlock',
      target: `chapter:${id}`,
      before: { post_id: chapter.postId, locked_fields: chapter.lockedFields },
      after: { post_id: chapter.postId, locked_fields: locked },
    })
    return locked
  })
}

/** Deletes one chapter; its last state goes to the audit log. Returns its post's id. */
export async function deleteChapter(db: Db, actor: Actor, id: number, say: Say) {
  return inTransaction(db, async (tx) => {
    const chapter = await lockedChapter(tx, id, say)
    await tx.delete(chapters).where(eq(chapters.id, id))
    await recountChapters(tx, chapter.postId)
    const { content: _content, ...kept } = chapter
    await audit(tx, actor, { action: 'chapter.delete', target: `chapter:${id}`, before: kept })
    return chapter.postId
  })
}

/**
 * Puts a post's chapters in the order given (every chapter's id once, hidden ones too): chapter n
 * of the list takes number n. Numbers are unique per post, so the chapters that move step aside to
 * a negative number first (as a rescan does), then take their places; each one moved is locked
 * ('index'), so a rescan leaves it where the admin put it.
 */
export async function reorderChapters(db: Db, actor: Actor, postId: number, order: number[], say: Say) {
  return inTransaction(db, async (tx) => {
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update')
    if (!post) throw new HttpError(404, say('postNotFound'))
    const stored = await tx
      .select({ id: chapters.id, index: chapters.index, lockedFields: chapters.lockedFields })
      .from(chapters)
      .where(eq(chapters.postId, postId))
      .orderBy(asc(chapters.index))
    const byId = new Map(stored.map((c) => [c.id, c]))
    if (
      order.length !== stored.length ||
      new Set(order).size !== order.length ||
      !order.every((id) => byId.has(id))
    ) {
      throw new HttpError(400, say('chapterOrder'))
    }
    const moved = order.flatMap((id, position) => {
      const chapter = byId.get(id)!
      return chapter.index === position + 1 ? [] : [{ ...chapter, to: position + 1 }]
    })
    if (moved.length === 0) return []
    for (const chapter of moved) {
      await tx.update(chapters).set({ index: -chapter.id }).where(eq(chapters.id, chapter.id))
    }
    for (const chapter of moved) {
      await tx
        .update(chapters)
        .set({
          index: chapter.to,
          lockedFields: withLocks(chapter.lockedFields, ['index']),
          updatedAt: sql`now()`,
        })
        .where(and(eq(chapters.id, chapter.id), eq(chapters.postId, postId)))
    }
    await audit(tx, actor, {
      action: 'chapter.reorder',
      target: `post:${postId}`,
      before: { order: stored.map((c) => c.id) },
      after: { order, moved: moved.map((c) => ({ id: c.id, from: c.index, to: c.to })) },
    })
    return moved.map((c) => c.id)
  })
}
