import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { Language } from '../../contract/languages.ts'
import { getDownloads, subscribeDownloads } from './download-store.ts'
import type { ChapterDownload } from './records.ts'
import { isPersisted, type StorageEstimate, storageEstimate } from './storage.ts'

/** Every downloaded (or downloading) chapter, following the manager as it works. */
export function useDownloads(): ChapterDownload[] {
  return useSyncExternalStore(subscribeDownloads, getDownloads, () => noDownloads)
}

/** What a page the server drew shows: the device's downloads follow once the app has taken it over. */
const noDownloads: ChapterDownload[] = []

export function usePostDownloads(language: Language, postId: number): ChapterDownload[] {
  const all = useDownloads()
  return useMemo(
    () => all.filter((record) => record.language === language && record.post.id === postId),
    [all, language, postId],
  )
}

/** The storage estimate and whether storage is persistent, asked again as downloads change. */
export function useStorageInfo(version: unknown) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null)
  const [persisted, setPersisted] = useState<boolean | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again whenever `version` (the downloads) changes
  useEffect(() => {
    let live = true
    // A new chapter every few seconds is often enough: the estimate is a slow call in some browsers.
    const timer = setTimeout(() => {
      storageEstimate().then((next) => live && setEstimate(next))
      isPersisted().then((next) => live && setPersisted(next))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [version])
  return { estimate, persisted }
}

/** The chapters of a story that are on this device, by number: the chapter list marks them. */
export function useKeptChapters(language: Language, postId: number): ReadonlySet<number> {
  const records = usePostDownloads(language, postId)
  return useMemo(
    () => new Set(records.filter((record) => record.status === 'done').map((record) => record.index)),
    [records],
  )
}
