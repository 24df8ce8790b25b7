import type { ChapterSummary } from '../../contract/schemas/detail.ts'
import { folded } from '../../contract/typed-text.ts'

/**
 * Spec §5: the chapter search matches a chapter's title or its number, whatever the letter case or
 * the accents ('thuyen' finds 'Thuyền').
 */
export function matchesChapter(chapter: ChapterSummary, query: string) {
  const wanted = folded(query.trim())
  if (!wanted) return true
  return folded(chapter.title).includes(wanted) || String(chapter.index).includes(wanted)
}
