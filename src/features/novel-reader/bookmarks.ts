import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { keptEntries, newestEntries, storedNumber } from '../../shared/stored-entries.ts'

/** Where the bookmarks are kept (localStorage); see storage-keys.ts for why it is named here. */
export const NOVEL_BOOKMARKS_KEY = 'novelBookmarks'
/** Bookmarks are kept for this many chapters, the most recently marked first. */
export const NOVEL_BOOKMARK_CHAPTERS_MAX = 300
/** So many a chapter: past it, the chapter's oldest mark is forgotten. */
export const NOVEL_BOOKMARKS_PER_CHAPTER_MAX = 30
/** The excerpt that names a bookmark is cut to this many characters. */
export const NOVEL_BOOKMARK_LABEL_MAX = 80

/**
 * The places a reader marked in novel chapters ('Dấu trang'), on this device: each is how far
 * through the chapter's text it is (0 to 1, as positions.ts keeps it) and the start of the paragraph
 * that was at the top of the screen, which names it in the list.
 */
const bookmarkSchema = v.object({
  fraction: storedNumber(0, 1),
  label: v.pipe(v.string(), v.maxLength(NOVEL_BOOKMARK_LABEL_MAX)),
  at: storedNumber(0, Number.MAX_SAFE_INTEGER),
})
export type Bookmark = v.InferOutput<typeof bookmarkSchema>

/** A chapter's marks read one by one: a damaged mark is left out, the others stay. */
const marksSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((input) =>
    input
      .flatMap((mark) => {
        const parsed = v.safeParse(bookmarkSchema, mark)
        return parsed.success ? [parsed.output] : []
      })
      .slice(-NOVEL_BOOKMARKS_PER_CHAPTER_MAX),
  ),
)
const chapterSchema = v.object({ marks: marksSchema, at: storedNumber(0, Number.MAX_SAFE_INTEGER) })
type ChapterMarks = v.InferOutput<typeof chapterSchema>
/** A record this version cannot read starts afresh, chapter by chapter: one bad entry loses only itself. */
const storedSchema = v.object({ chapters: v.fallback(keptEntries(chapterSchema), {}) })
const bookmarks = deviceRecord(NOVEL_BOOKMARKS_KEY, storedSchema, () => ({ chapters: {} }))

const chapterKey = (story: string, index: number) => `${story}:${index}`
/** Two marks closer than this are the same place: a second tap does not mark it twice. */
const SAME_PLACE = 0.001

const noMarks: Bookmark[] = []
export const bookmarksOf = (story: string, index: number): readonly Bookmark[] =>
  bookmarks.read().chapters[chapterKey(story, index)]?.marks ?? noMarks

/** The excerpt as it is kept: one line, cut short with an ellipsis. */
export function bookmarkLabel(text: string) {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= NOVEL_BOOKMARK_LABEL_MAX
    ? line
    : `${line.slice(0, NOVEL_BOOKMARK_LABEL_MAX - 1).trimEnd()}…`
}

function write(key: string, marks: Bookmark[]) {
  const next: Record<string, ChapterMarks> = { ...bookmarks.read().chapters }
  if (marks.length === 0) delete next[key]
  else next[key] = { marks, at: Date.now() }
  // The chapter just marked stays even when others were marked in the same millisecond.
  bookmarks.write({ chapters: newestEntries(next, NOVEL_BOOKMARK_CHAPTERS_MAX, key) })
}

/**
 * Marks a place in a chapter, kept in the order of the text. Past the cap a chapter forgets its
 * oldest mark; past the cap of chapters, those marked longest ago are forgotten.
 * False when the place was marked already.
 */
export function addBookmark(story: string, index: number, fraction: number, label: string): boolean {
  const marks = bookmarksOf(story, index)
  const at = Math.min(1, Math.max(0, fraction))
  if (marks.some((mark) => Math.abs(mark.fraction - at) < SAME_PLACE)) return false
  let next = [...marks, { fraction: at, label: bookmarkLabel(label), at: Date.now() }]
  if (next.length > NOVEL_BOOKMARKS_PER_CHAPTER_MAX) {
    const oldest = next.reduce((a, b) => (b.at < a.at ? b : a))
    next = next.filter((mark) => mark !== oldest)
  }
  write(
    chapterKey(story, index),
    next.sort((a, b) => a.fraction - b.fraction),
  )
  return true
}

export function removeBookmark(story: string, index: number, mark: Bookmark) {
  const marks = bookmarksOf(story, index)
  write(
    chapterKey(story, index),
    marks.filter((kept) => kept.fraction !== mark.fraction || kept.at !== mark.at),
  )
}

/** A chapter's marks for a screen; none on a page the server drew (they are the device's). */
export const useBookmarks = (story: string, index: number): readonly Bookmark[] =>
  bookmarks.use(() => bookmarksOf(story, index), noMarks)

/** Forgets the marks held in memory: the next read comes from storage again (tests). */
export const reloadBookmarks = bookmarks.reload
