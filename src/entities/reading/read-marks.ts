import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { READ_MARK_POSTS_MAX, READ_MARK_RUNS_MAX } from '../../shared/limits.ts'
import { READ_MARKS_KEY } from '../../shared/storage-keys.ts'
import { keptEntries, newestEntries, storedNumber } from '../../shared/stored-entries.ts'

/**
 * The chapters read and the episodes watched, on this device: a chapter is read once its end is
 * reached (an episode once it has played to its end), or when the reader marks it so. Kept by post
 * as runs of indices (`[1, 40]` is chapters 1 to 40), so that a series read to chapter 900 is one
 * short entry.
 */
export type Run = [from: number, to: number]

const index = v.pipe(storedNumber(1, Number.MAX_SAFE_INTEGER), v.integer())
const runSchema = v.pipe(
  v.tuple([index, index]),
  v.check(([from, to]) => from <= to),
)
const entrySchema = v.object({
  runs: v.pipe(v.array(runSchema), v.maxLength(READ_MARK_RUNS_MAX)),
  at: storedNumber(0, Number.MAX_SAFE_INTEGER),
})
type Entry = v.InferOutput<typeof entrySchema>
/** A record this version cannot read starts afresh, post by post: one bad entry loses only itself. */
const storedSchema = v.object({ posts: v.fallback(keptEntries(entrySchema), {}) })
const marks = deviceRecord(READ_MARKS_KEY, storedSchema, () => ({ posts: {} }))

/** `runs` with `from`…`to` set read (or unread), sorted, with touching runs merged. */
export function withRange(runs: readonly Run[], from: number, to: number, isRead: boolean): Run[] {
  const [low, high] = from <= to ? [from, to] : [to, from]
  const cut: Run[] = []
  for (const [start, end] of runs) {
    if (end < low || start > high) cut.push([start, end])
    else {
      // The parts of a run outside the range stay as they were.
      if (start < low) cut.push([start, low - 1])
      if (end > high) cut.push([high + 1, end])
    }
  }
  if (isRead) cut.push([low, high])
  cut.sort((a, b) => a[0] - b[0])
  const merged: Run[] = []
  for (const run of cut) {
    const last = merged.at(-1)
    if (last && run[0] <= last[1] + 1) last[1] = Math.max(last[1], run[1])
    else merged.push([run[0], run[1]])
  }
  return merged
}

export const isIndexRead = (runs: readonly Run[], index: number) =>
  runs.some(([from, to]) => index >= from && index <= to)

/**
 * Marks chapters `from` to `to` of a post as read, or unread. A post's runs past the cap keep the
 * latest chapters' marks; past the cap of posts, the posts marked longest ago are forgotten.
 */
export function markRead(postId: number, from: number, to: number, isRead = true) {
  const posts = marks.read().posts
  const runs = withRange(posts[String(postId)]?.runs ?? [], from, to, isRead).slice(-READ_MARK_RUNS_MAX)
  const next: Record<string, Entry> = { ...posts }
  if (runs.length === 0) delete next[String(postId)]
  else next[String(postId)] = { runs, at: Date.now() }
  marks.write({ posts: newestEntries(next, READ_MARK_POSTS_MAX) })
}

/** Marks one chapter read, writing only when it was not already (the reader reports its end often). */
export function markReadOnce(postId: number, index: number) {
  if (!isIndexRead(readRunsOf(postId), index)) markRead(postId, index, index)
}

const noRuns: Run[] = []
export const readRunsOf = (postId: number): readonly Run[] =>
  marks.read().posts[String(postId)]?.runs ?? noRuns

/**
 * A post's read runs for a screen, following every mark. None while a page the server drew is
 * taken over: the marks are the device's, drawn once the app runs.
 */
export const useReadRuns = (postId: number): readonly Run[] => marks.use(() => readRunsOf(postId), noRuns)

/** Forgets what was read in this module's memory: the next read comes from storage again (tests). */
export const reloadReadMarks = marks.reload
