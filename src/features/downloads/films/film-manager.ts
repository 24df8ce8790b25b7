import * as v from 'valibot'
import type { Language } from '../../../contract/languages.ts'
import { type PostCard, postCardSchema } from '../../../contract/schemas/cards.ts'
import { mimeTypeOf, playOrder } from '../../player/index.ts'
import { fetchFile, pageAnswers } from '../api.ts'
import { dropFiles, hasFile, isQuotaError, keepFile } from '../download-cache.ts'
import { askPersistenceOnce } from '../storage.ts'
import { type FilmDownload, filmKey } from './film-records.ts'
import { removeFilm, removeStrayFilms, type StoreOperation, storeFilm } from './film-storage.ts'
import { filmStore } from './film-store.ts'

export interface EpisodeToKeep {
  index: number
  title: string
  source: { link: string; type: string; label?: string }[]
}

/** Downloads under way in this tab, by record key: what cancelling stops. */
const active = new Map<string, { controller: AbortController; operation?: StoreOperation }>()

/** Progress is written at most this often: shaka reports every segment. */
const PROGRESS_STEP = 0.02

/**
 * Keeps one episode for watching offline: the answers its page needs go into the downloads cache,
 * one rendition of the video into shaka's offline storage. The first download asks the browser to
 * keep the site's storage, as chapters do.
 */
export async function downloadEpisode(language: Language, post: PostCard, episode: EpisodeToKeep) {
  const key = filmKey(language, post.id, episode.index)
  if (active.has(key)) return
  const existing = filmStore.get(key)
  if (existing?.status === 'done') return
  const first = filmStore.all().length === 0
  await filmStore.put([
    {
      key,
      language,
      post: v.parse(postCardSchema, post),
      index: episode.index,
      title: episode.title,
      status: 'downloading',
      error: null,
      progress: 0,
      bytes: 0,
      sources: playOrder(episode.source.map(({ link, type }) => ({ link, type, label: '' }))).map(
        ({ link, type }) => ({ link, type }),
      ),
      offlineUri: null,
      files: pageAnswers(language, 'movie', post, episode.index),
      addedAt: existing?.addedAt ?? Date.now(),
    },
  ])
  if (first) void askPersistenceOnce()
  await run(key)
}

/** Changes a record still being downloaded; a cancelled one is left gone. */
async function update(key: string, change: Partial<FilmDownload>) {
  const current = filmStore.get(key)
  if (current?.status !== 'downloading') return
  await filmStore.put([{ ...current, ...change }])
}

async function run(key: string) {
  const record = filmStore.get(key)
  if (!record || active.has(key)) return
  const task: { controller: AbortController; operation?: StoreOperation } = {
    controller: new AbortController(),
  }
  active.set(key, task)
  const { signal } = task.controller
  try {
    let bytes = 0
    for (const url of record.files) {
      if (!(await hasFile(url))) bytes += await keepFile(url, await fetchFile(url, signal))
    }
    let reported = 0
    const stored = await firstStored(
      record,
      (operation) => {
        task.operation = operation
      },
      (progress) => {
        if (progress - reported < PROGRESS_STEP && progress < 1) return
        reported = progress
        void update(key, { progress })
      },
    )
    if (filmStore.get(key)?.status !== 'downloading') {
      // Deleted (or cancelled) as the last segments were written: what was stored goes too.
      await removeFilm(stored.offlineUri)
      return
    }
    await update(key, {
      status: 'done',
      progress: 1,
      offlineUri: stored.offlineUri,
      bytes: bytes + stored.bytes,
    })
  } catch (error) {
    if (signal.aborted) return
    // Offline, the episode waits for the network and starts again (see resumeFilmDownloads).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return
    await update(key, { status: 'error', error: isQuotaError(error) ? 'quota' : 'failed' })
  } finally {
    active.delete(key)
  }
}

/** Stores the first of the episode's streams that shaka can keep (HLS first, then DASH). */
async function firstStored(
  record: FilmDownload,
  started: (operation: StoreOperation) => void,
  onProgress: (progress: number) => void,
) {
  let failure: unknown = new Error('the episode has no stream to download')
  for (const source of record.sources) {
    const operation = await storeFilm(source.link, mimeTypeOf(source), record.key, onProgress)
    started(operation)
    try {
      return await operation.done
    } catch (error) {
      if (isQuotaError(error) || (error as { code?: unknown })?.code === QUOTA_EXCEEDED) throw quotaError()
      failure = error
    }
  }
  throw failure
}

/** shaka's own code for a full disk (shaka.util.Error.Code.STORAGE_LIMIT_REACHED). */
const QUOTA_EXCEEDED = 9014
const quotaError = () => new DOMException('The disk is full', 'QuotaExceededError')

/** Downloads the episode again after a failure. */
export async function retryEpisode(key: string) {
  const record = filmStore.get(key)
  if (record?.status !== 'error') return
  await filmStore.put([{ ...record, status: 'downloading', error: null, progress: 0 }])
  await run(key)
}

/**
 * Deletes episodes, finished or not (stopping those under way), with their stored video and the
 * answers no other kept episode needs.
 */
export async function deleteEpisodes(keys: Iterable<string>) {
  const gone = new Set(keys)
  if (gone.size === 0) return
  const records = filmStore.all()
  const leaving = records.filter((record) => gone.has(record.key))
  await filmStore.remove([...gone])
  for (const key of gone) {
    const task = active.get(key)
    task?.controller.abort()
    await task?.operation?.abort()
  }
  const stays = new Set(records.filter((record) => !gone.has(record.key)).flatMap((r) => r.files))
  await dropFiles(new Set(leaving.flatMap((record) => record.files).filter((url) => !stays.has(url))))
  for (const record of leaving) if (record.offlineUri) await removeFilm(record.offlineUri)
}

export const deleteAllEpisodes = () => deleteEpisodes(filmStore.all().map((record) => record.key))

/**
 * At start and when the network comes back: episodes the app was closed (or cut off) in the middle
 * of start again, after what shaka stored of them is cleared. shaka loads only when there is one.
 */
export async function resumeFilmDownloads() {
  const waiting = filmStore
    .all()
    .filter((record) => record.status === 'downloading' && !active.has(record.key))
  if (waiting.length === 0) return
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  const finished = filmStore.all().flatMap((record) => (record.offlineUri ? [record.offlineUri] : []))
  if (active.size === 0) await removeStrayFilms(new Set(finished)).catch(() => {})
  for (const record of waiting) await run(record.key)
}
