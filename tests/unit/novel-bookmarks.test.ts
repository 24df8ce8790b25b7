import { afterEach, describe, expect, it } from 'vitest'
import {
  addBookmark,
  bookmarkLabel,
  bookmarksOf,
  NOVEL_BOOKMARK_CHAPTERS_MAX,
  NOVEL_BOOKMARK_LABEL_MAX,
  NOVEL_BOOKMARKS_KEY,
  NOVEL_BOOKMARKS_PER_CHAPTER_MAX,
  reloadBookmarks,
  removeBookmark,
} from '../../src/features/novel-reader/bookmarks.ts'

afterEach(() => {
  localStorage.clear()
  reloadBookmarks()
})

const storedRecord = () => JSON.parse(localStorage.getItem(NOVEL_BOOKMARKS_KEY) ?? '{}')

describe('the bookmarks of novel chapters, kept on the device', () => {
  it('are added in the order of the text, survive a reload, and are removed one by one', () => {
    expect(addBookmark('truyen', 1, 0.6, 'Vy nhớ mặt tất cả khách.')).toBe(true)
    expect(addBookmark('truyen', 1, 0.2, '  Khách sạn\n Hoa Phượng  ')).toBe(true)
    reloadBookmarks()
    const marks = bookmarksOf('truyen', 1)
    expect(marks.map((mark) => [mark.fraction, mark.label])).toEqual([
      [0.2, 'Khách sạn Hoa Phượng'],
      [0.6, 'Vy nhớ mặt tất cả khách.'],
    ])
    // Another chapter, another story: their own lists.
    expect(bookmarksOf('truyen', 2)).toEqual([])
    expect(bookmarksOf('khac', 1)).toEqual([])
    removeBookmark('truyen', 1, marks[0] as (typeof marks)[number])
    reloadBookmarks()
    expect(bookmarksOf('truyen', 1).map((mark) => mark.fraction)).toEqual([0.6])
    removeBookmark('truyen', 1, bookmarksOf('truyen', 1)[0] as (typeof marks)[number])
    // A chapter left without marks leaves no entry.
    expect(storedRecord()).toEqual({ chapters: {} })
  })

  it('do not mark the same place twice, and keep fractions within the chapter', () => {
    addBookmark('truyen', 1, 0.5, 'a')
    expect(addBookmark('truyen', 1, 0.5004, 'b')).toBe(false)
    addBookmark('truyen', 1, 7, 'c')
    expect(bookmarksOf('truyen', 1).map((mark) => mark.fraction)).toEqual([0.5, 1])
  })

  it('cut a long excerpt short, on one line', () => {
    const label = bookmarkLabel('chữ '.repeat(100))
    expect(label.length).toBeLessThanOrEqual(NOVEL_BOOKMARK_LABEL_MAX)
    expect(label.endsWith('…')).toBe(true)
  })

  it('keep so many marks a chapter, forgetting the oldest, and the chapters marked last', () => {
    for (let n = 0; n < NOVEL_BOOKMARKS_PER_CHAPTER_MAX + 3; n++)
      addBookmark('truyen', 1, n / 100, `mark ${n}`)
    const marks = bookmarksOf('truyen', 1)
    expect(marks).toHaveLength(NOVEL_BOOKMARKS_PER_CHAPTER_MAX)
    expect(marks.at(-1)?.label).toBe(`mark ${NOVEL_BOOKMARKS_PER_CHAPTER_MAX + 2}`)
    for (let chapter = 2; chapter <= NOVEL_BOOKMARK_CHAPTERS_MAX + 5; chapter++)
      addBookmark('truyen', chapter, 0.5, 'x')
    const kept = Object.keys(storedRecord().chapters)
    expect(kept).toHaveLength(NOVEL_BOOKMARK_CHAPTERS_MAX)
    expect(kept).toContain(`truyen:${NOVEL_BOOKMARK_CHAPTERS_MAX + 5}`)
  })

  it('read a damaged record defensively: what can be read is kept, the rest repaired on the next write', () => {
    localStorage.setItem(
      NOVEL_BOOKMARKS_KEY,
      JSON.stringify({
        chapters: {
          'truyen:1': {
            at: 5,
            marks: [
              { fraction: 0.3, label: 'good', at: 1 },
              { fraction: 'half', label: 'bad', at: 2 },
              { fraction: 2, label: 'past the end', at: 3 },
              null,
            ],
          },
          'truyen:2': { marks: 'none', at: 1 },
          'truyen:3': 42,
        },
      }),
    )
    expect(bookmarksOf('truyen', 1).map((mark) => mark.label)).toEqual(['good'])
    expect(bookmarksOf('truyen', 2)).toEqual([])
    addBookmark('truyen', 1, 0.9, 'new')
    expect(Object.keys(storedRecord().chapters)).toEqual(['truyen:1'])
    expect(storedRecord().chapters['truyen:1'].marks).toHaveLength(2)
  })

  it('start afresh from storage that is not a record of theirs', () => {
    for (const raw of ['not json', '[]', '{"chapters": 3}', 'null']) {
      localStorage.setItem(NOVEL_BOOKMARKS_KEY, raw)
      reloadBookmarks()
      expect(bookmarksOf('truyen', 1)).toEqual([])
      expect(addBookmark('truyen', 1, 0.1, 'a')).toBe(true)
      expect(bookmarksOf('truyen', 1)).toHaveLength(1)
    }
  })
})
