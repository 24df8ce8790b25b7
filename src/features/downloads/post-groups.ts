import type { Language } from '../../contract/languages.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { type ChapterDownload, isUnfinished, progressOf } from './records.ts'

/** A story's downloaded chapters, as the downloads screen shows them together. */
export interface PostDownloads {
  key: string
  language: Language
  post: PostCard
  chapters: ChapterDownload[]
  done: number
  bytes: number
  /** Some chapters still wait or download. */
  active: boolean
  /** Some chapters were paused or stopped on an error: they can be resumed. */
  stopped: boolean
  /** From 0 to 1 over every chapter. */
  progress: number
}

/** Chapters grouped by story, in the order the queue added them; chapters in reading order. */
export function groupByPost(records: readonly ChapterDownload[]): PostDownloads[] {
  const groups = new Map<string, ChapterDownload[]>()
  for (const record of records) {
    const key = `${record.language}/${record.post.id}`
    groups.set(key, [...(groups.get(key) ?? []), record])
  }
  return [...groups].map(([key, chapters]) => {
    const sorted = [...chapters].sort((a, b) => a.index - b.index)
    const first = sorted[0] as ChapterDownload
    return {
      key,
      language: first.language,
      post: first.post,
      chapters: sorted,
      done: sorted.filter((record) => record.status === 'done').length,
      bytes: sorted.reduce((sum, record) => sum + record.bytes, 0),
      active: sorted.some(isUnfinished),
      stopped: sorted.some((record) => record.status === 'paused' || record.status === 'error'),
      progress: sorted.reduce((sum, record) => sum + progressOf(record), 0) / sorted.length,
    }
  })
}
