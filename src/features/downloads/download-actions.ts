import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import type { ChapterSummary } from '../../contract/schemas/detail.ts'
import { dropFiles, keptFiles } from './download-cache.ts'
import { runQueue, stopChapters } from './download-manager.ts'
import { getDownloads, putDownloads, removeDownloads } from './download-store.ts'
import { deleteAllEpisodes } from './films/film-manager.ts'
import { setManagerState } from './manager-state.ts'
import { isChapterRead } from './read-chapters.ts'
import { type ChapterDownload, type DownloadPosttype, downloadKey, isUnfinished } from './records.ts'
import { askPersistenceOnce } from './storage.ts'

const ofPost = (language: Language, postId: number) => (record: ChapterDownload) =>
  record.language === language && record.post.id === postId

/**
 * Queues chapters of a comic or novel for offline reading. Chapters already kept or on their way are
 * left as they are; paused or failed ones are queued again. Says how many were queued.
 */
export async function downloadChapters(language: Language, post: PostCard, chapters: ChapterSummary[]) {
  if (post.posttype !== 'comic' && post.posttype !== 'novel') return 0
  const posttype: DownloadPosttype = post.posttype
  const card = v.parse(postCardSchema, post)
  const known = new Map(getDownloads().map((record) => [record.key, record]))
  const addedAt = Date.now()
  const queued: ChapterDownload[] = []
  for (const chapter of chapters) {
    const key = downloadKey(language, posttype, post.id, chapter.index)
    const existing = known.get(key)
    if (existing?.status === 'paused' || existing?.status === 'error') {
      queued.push({ ...existing, status: 'queued', error: null })
    } else if (!existing) {
      const title = chapter.title ?? ''
      const empty = { files: [], saved: 0, bytes: 0, pages: 0, error: null }
      queued.push({
        key,
        language,
        posttype,
        post: card,
        index: chapter.index,
        title,
        status: 'queued',
        addedAt,
        ...empty,
      })
    }
  }
  if (queued.length === 0) return 0
  const first = known.size === 0
  await putDownloads(queued)
  setManagerState({ stoppedByQuota: false })
  void runQueue()
  if (first) void askPersistenceOnce()
  return queued.length
}

/** Pauses a story's chapters still waiting or under way; what is done stays. */
export async function pausePost(language: Language, postId: number) {
  const waiting = getDownloads().filter((r) => ofPost(language, postId)(r) && isUnfinished(r))
  await putDownloads(waiting.map((record) => ({ ...record, status: 'paused' as const })))
  await stopChapters(new Set(waiting.map((record) => record.key)))
}

/** Goes on with paused or failed chapters: of one story, or of every story. */
export async function resumeDownloads(language?: Language, postId?: number) {
  const stopped = getDownloads().filter(
    (record) =>
      (record.status === 'paused' || record.status === 'error') &&
      (postId === undefined || (language !== undefined && ofPost(language, postId)(record))),
  )
  await putDownloads(stopped.map((record) => ({ ...record, status: 'queued' as const, error: null })))
  setManagerState({ stoppedByQuota: false })
  await runQueue()
}

/**
 * Deletes chapters, finished or not (cancelling those under way), with their files. A file another
 * chapter still needs (a story's detail, a picture both languages share) stays.
 */
export async function deleteChapters(keys: Iterable<string>) {
  const gone = new Set(keys)
  if (gone.size === 0) return
  await stopChapters(gone)
  const records = getDownloads()
  const stays = new Set(records.filter((r) => !gone.has(r.key)).flatMap((r) => r.files))
  const files = records.filter((r) => gone.has(r.key)).flatMap((r) => r.files)
  await removeDownloads([...gone])
  await dropFiles(new Set(files.filter((url) => !stays.has(url))))
}

export const cancelPost = (language: Language, postId: number) =>
  deleteChapters(
    getDownloads()
      .filter((r) => ofPost(language, postId)(r) && r.status !== 'done')
      .map((r) => r.key),
  )

export const deletePost = (language: Language, postId: number) =>
  deleteChapters(
    getDownloads()
      .filter(ofPost(language, postId))
      .map((r) => r.key),
  )

/** The downloaded chapters the reader has finished (see isChapterRead). */
export function readChapters(records: readonly ChapterDownload[] = getDownloads()) {
  return records.filter((record) => record.status === 'done' && isChapterRead(record, records))
}

export const deleteReadChapters = () => deleteChapters(readChapters().map((record) => record.key))

/** Deletes every download (chapters and film episodes), and whatever else the downloads cache still holds. */
export async function deleteAllDownloads() {
  const all = getDownloads()
  await deleteChapters(all.map((record) => record.key))
  await deleteAllEpisodes()
  await dropFiles(await keptFiles())
  setManagerState({ stoppedByQuota: false, waitingForNetwork: false })
}
