import type { ChapterSummary } from '../../contract/schemas/detail.ts'

/** Spec §5: the chapter search matches a chapter's title or its number, whatever the letter case. */
export function matchesChapter(chapter: ChapterSummary, query: string) {
  const wanted = query.trim().toLocaleLowerCase()
  if (!wanted) return true
  return chapter.title.toLocaleLowerCase().includes(wanted) || String(chapter.index).includes(wanted)
}
