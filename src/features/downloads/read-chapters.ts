import { lastReadOf, positionOf } from '../../entities/reading/positions.ts'
import type { ChapterDownload } from './records.ts'

/** Scrolled this far down, a chapter has been read: the last screen never reaches the very end. */
const READ_FRACTION = 0.9

/**
 * Whether the reader has finished a downloaded chapter, as its saved positions tell: it was left at
 * its end (last page, or scrolled to the bottom), or a later chapter of the story was opened after.
 */
export function isChapterRead(record: ChapterDownload, all: readonly ChapterDownload[]): boolean {
  const postId = record.post.id
  const position = positionOf(postId, record.index)
  if (!position) return false
  if (position.fraction !== undefined && position.fraction >= READ_FRACTION) return true
  if (position.page !== undefined && record.pages > 0 && position.page >= record.pages) return true
  const last = lastReadOf(postId)
  if (last && last.index > record.index) return true
  return all.some(
    (other) => other.post.id === postId && other.index > record.index && positionOf(postId, other.index),
  )
}
