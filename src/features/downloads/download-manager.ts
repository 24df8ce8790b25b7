import { i18n } from '@lingui/core'
import { DOWNLOAD_PARALLEL_FILES } from '../../shared/cache-names.ts'
import { showToast } from '../../shared/ui/toasts/toast-atoms.ts'
import { chapterFiles, chapterImages, chapterUrl, DownloadHttpError, fetchChapter, fetchFile } from './api.ts'
import { hasFile, isQuotaError, keepFile } from './download-cache.ts'
import { getDownload, getDownloads, loadDownloads, putDownloads } from './download-store.ts'
import { getManagerState, quotaStopped, setManagerState } from './manager-state.ts'
import { type ChapterDownload, isUnfinished } from './records.ts'

type Outcome = 'done' | 'stopped' | 'failed' | 'offline' | 'quota'

/** A server that does not answer at all while the browser says it is online is asked again after this. */
export const NETWORK_RETRY_MS = 30_000

let running: Promise<void> | null = null
let again = false
let task: { key: string; controller: AbortController; done: Promise<Outcome> } | null = null
let retryTimer: ReturnType<typeof setTimeout> | undefined

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Downloads what is waiting, one chapter after the other, until nothing is left, the network goes
 * away or the disk is full. Calling it while it runs makes it look for new work before it ends,
 * even when the chapter under way has just given up for want of network: the call may be the
 * network coming back, which would not be said again.
 */
export function runQueue(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      clearTimeout(retryTimer)
      await exclusively(drain)
    } while (again && !offline() && !getManagerState().stoppedByQuota)
  })().finally(() => {
    running = null
  })
  return running
}

/** One tab downloads at a time; the next takes over the queue as it finds it in IndexedDB. */
async function exclusively(work: () => Promise<void>) {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return work()
  await locks.request('mot-downloads', async () => {
    await loadDownloads()
    await work()
  })
}

async function drain() {
  setManagerState({ waitingForNetwork: false })
  for (;;) {
    if (offline()) return waitForNetwork()
    const next = getDownloads().find(isUnfinished)
    if (!next) return
    const outcome = await startChapter(next)
    if (outcome === 'offline') return waitForNetwork()
    if (outcome === 'quota') return stopForQuota(next.key)
  }
}

function waitForNetwork() {
  setManagerState({ waitingForNetwork: true })
  // Offline, the 'online' event restarts the queue; online, the server itself did not answer.
  if (!offline()) {
    retryTimer = setTimeout(() => void runQueue(), NETWORK_RETRY_MS)
  }
}

async function stopForQuota(failed: string) {
  const waiting = getDownloads().filter((record) => isUnfinished(record) && record.key !== failed)
  await putDownloads(waiting.map((record) => ({ ...record, status: 'paused' as const })))
  setManagerState({ stoppedByQuota: true })
  showToast({ kind: 'error', message: i18n._(quotaStopped) })
}

function startChapter(record: ChapterDownload) {
  const controller = new AbortController()
  const done = downloadChapter(record, controller.signal)
  task = { key: record.key, controller, done }
  setManagerState({ current: record.key })
  return done.finally(() => {
    task = null
    setManagerState({ current: null })
  })
}

/**
 * Stops these chapters if one is being fetched, and waits until it has let go of the cache: what it
 * wrote can then be deleted without a late write coming back.
 */
export async function stopChapters(keys: ReadonlySet<string>) {
  const current = task
  if (!current || !keys.has(current.key)) return
  current.controller.abort()
  await current.done
}

/** Changes a record the manager works on, unless it was paused, cancelled or deleted meanwhile. */
async function update(key: string, change: (record: ChapterDownload) => Partial<ChapterDownload>) {
  const current = getDownload(key)
  if (current?.status !== 'downloading') return undefined
  const next = { ...current, ...change(current) }
  await putDownloads([next])
  return next
}

async function downloadChapter(start: ChapterDownload, signal: AbortSignal): Promise<Outcome> {
  const { key, language, posttype, post } = start
  try {
    const current = getDownload(key)
    if (!current || !isUnfinished(current)) return 'stopped'
    // Counted again from the cache: a resumed chapter skips what it already holds.
    await putDownloads([{ ...current, status: 'downloading', error: null, saved: 0 }])
    const { answer, chapter } = await fetchChapter(chapterUrl(language, posttype, post, start.index), signal)
    const files = await chapterFiles(language, posttype, post, chapter)
    const pages = (await chapterImages(chapter)).length
    if (!(await update(key, (r) => ({ files, pages, title: chapter.title || r.title })))) return 'stopped'
    await inParallel(files.slice(1), DOWNLOAD_PARALLEL_FILES, async (url) => {
      signal.throwIfAborted()
      const bytes = (await hasFile(url)) ? 0 : await keepFile(url, await fetchFile(url, signal))
      await update(key, (r) => ({ saved: r.saved + 1, bytes: r.bytes + bytes }))
    })
    signal.throwIfAborted()
    // The chapter's own answer goes in last: only a whole chapter answers offline.
    const bytes = await keepFile(files[0] as string, answer)
    await update(key, (r) => ({ status: 'done', saved: r.files.length, bytes: r.bytes + bytes }))
    return 'done'
  } catch (error) {
    if (signal.aborted) return 'stopped'
    if (isQuotaError(error)) {
      await update(key, () => ({ status: 'error', error: 'quota' }))
      return 'quota'
    }
    if (error instanceof DownloadHttpError) {
      await update(key, () => ({ status: 'error', error: 'failed' }))
      return 'failed'
    }
    // No answer at all: the network went away. The chapter waits for it, where it stopped.
    await update(key, () => ({ status: 'queued' }))
    return 'offline'
  }
}

/** Runs `work` on every item, at most `limit` at a time; the first failure stops the rest and is thrown. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T
      await work(item).catch((error: unknown) => {
        failure ??= { error }
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure) throw failure.error
}
