import { afterEach, describe, expect, it } from 'vitest'
import {
  isIndexRead,
  markRead,
  type Run,
  readRunsOf,
  reloadReadMarks,
  withRange,
} from '../../src/entities/reading/read-marks.ts'
import { READ_MARK_POSTS_MAX, READ_MARK_RUNS_MAX } from '../../src/shared/limits.ts'
import { READ_MARKS_KEY } from '../../src/shared/storage-keys.ts'

afterEach(() => {
  localStorage.clear()
  reloadReadMarks()
})

describe('runs of read chapters', () => {
  it('merge when they touch or overlap, in order', () => {
    let runs: Run[] = []
    runs = withRange(runs, 5, 7, true)
    runs = withRange(runs, 1, 3, true)
    expect(runs).toEqual([
      [1, 3],
      [5, 7],
    ])
    expect(withRange(runs, 4, 4, true)).toEqual([[1, 7]])
    expect(withRange(runs, 6, 2, true)).toEqual([[1, 7]])
  })

  it('split when a part is marked unread, the rest kept', () => {
    expect(withRange([[1, 10]], 4, 6, false)).toEqual([
      [1, 3],
      [7, 10],
    ])
    expect(withRange([[1, 10]], 1, 10, false)).toEqual([])
    expect(isIndexRead([[1, 3]], 3)).toBe(true)
    expect(isIndexRead([[1, 3]], 4)).toBe(false)
  })
})

describe('the read marks kept on the device', () => {
  it('survive a reload, and a post with nothing read leaves no entry', () => {
    markRead(13, 1, 40)
    markRead(13, 41, 41)
    reloadReadMarks()
    expect(readRunsOf(13)).toEqual([[1, 41]])
    markRead(13, 1, 41, false)
    reloadReadMarks()
    expect(readRunsOf(13)).toEqual([])
    expect(JSON.parse(localStorage.getItem(READ_MARKS_KEY) ?? '{}')).toEqual({ posts: {} })
  })

  it('keep the posts marked most recently past the cap, and a post’s latest runs', () => {
    for (let post = 1; post <= READ_MARK_POSTS_MAX + 5; post++) markRead(post, 1, 1)
    const kept = Object.keys(JSON.parse(localStorage.getItem(READ_MARKS_KEY) ?? '{}').posts)
    expect(kept).toHaveLength(READ_MARK_POSTS_MAX)
    expect(kept).toContain(String(READ_MARK_POSTS_MAX + 5))
    // Every other chapter read: runs that never touch.
    for (let chapter = 1; chapter <= 2 * (READ_MARK_RUNS_MAX + 3); chapter += 2) markRead(7, chapter, chapter)
    const runs = readRunsOf(7)
    expect(runs).toHaveLength(READ_MARK_RUNS_MAX)
    expect(runs.at(-1)).toEqual([2 * (READ_MARK_RUNS_MAX + 3) - 1, 2 * (READ_MARK_RUNS_MAX + 3) - 1])
  })

  it('read a damaged record entry by entry: a bad post is dropped, the others kept', () => {
    // Written as text: JSON's 1e999 reads as Infinity, which no chapter index is.
    localStorage.setItem(
      READ_MARKS_KEY,
      '{"posts":{"1":{"runs":[[1,5]],"at":1},"2":{"runs":[[9,3]],"at":1},' +
        '"3":{"runs":"all","at":1},"4":{"runs":[[1,1e999]],"at":1}}}',
    )
    expect(readRunsOf(1)).toEqual([[1, 5]])
    expect(readRunsOf(2)).toEqual([])
    expect(readRunsOf(3)).toEqual([])
    expect(readRunsOf(4)).toEqual([])
    localStorage.setItem(READ_MARKS_KEY, '{not json')
    reloadReadMarks()
    expect(readRunsOf(1)).toEqual([])
  })
})
