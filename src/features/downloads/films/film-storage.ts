import { loadShaka } from '../../player/index.ts'

/** The height an offline copy aims for: sharp on a phone, a fraction of the full rendition's size. */
export const OFFLINE_HEIGHT = 480

interface Track {
  type: string
  height: number | null
  bandwidth: number
}

/**
 * The one video rendition to keep: the tallest up to OFFLINE_HEIGHT (the smallest when every one is
 * taller), plus every text track. Keeping one rendition, not all, is what makes an episode fit.
 */
export function pickOfflineTracks<T extends Track>(tracks: T[]): T[] {
  const variants = tracks.filter((track) => track.type === 'variant')
  const fitting = variants.filter((track) => (track.height ?? 0) <= OFFLINE_HEIGHT)
  const byQuality = (a: T, b: T) => (a.height ?? 0) - (b.height ?? 0) || a.bandwidth - b.bandwidth
  const chosen = fitting.length > 0 ? fitting.sort(byQuality).at(-1) : variants.sort(byQuality)[0]
  return [...(chosen ? [chosen] : []), ...tracks.filter((track) => track.type === 'text')]
}

/** Whether this browser can keep films with shaka's offline storage (IndexedDB and Media Source). */
export async function canStoreFilms(): Promise<boolean> {
  try {
    const shaka = await loadShaka()
    return shaka.offline.Storage.support()
  } catch {
    return false
  }
}

export interface StoreOperation {
  /** Resolves with where the stored copy plays from and its size. */
  done: Promise<{ offlineUri: string; bytes: number }>
  abort(): Promise<void>
}

/**
 * Stores one rendition of a stream in shaka's offline storage (its own IndexedDB database),
 * reporting progress from 0 to 1. Aborting removes what was stored so far.
 */
export async function storeFilm(
  manifestUri: string,
  mimeType: string | undefined,
  key: string,
  onProgress: (progress: number) => void,
): Promise<StoreOperation> {
  const shaka = await loadShaka()
  const storage = new shaka.offline.Storage()
  storage.configure({
    offline: {
      progressCallback: (_content: unknown, progress: number) => onProgress(progress),
      trackSelectionCallback: async (tracks: Track[]) => pickOfflineTracks(tracks),
      usePersistentLicense: false,
    },
  })
  const operation = storage.store(manifestUri, { key }, mimeType ?? null)
  const done = (async () => {
    try {
      const content = await operation.promise
      if (!content.offlineUri) throw new Error('shaka stored the film without an offline address')
      return { offlineUri: content.offlineUri as string, bytes: content.size as number }
    } finally {
      await storage.destroy().catch(() => {})
    }
  })()
  return {
    done,
    abort: async () => {
      await operation.abort().catch(() => {})
    },
  }
}

/** Deletes a stored copy; one already gone is not an error. */
export async function removeFilm(offlineUri: string) {
  const shaka = await loadShaka()
  const storage = new shaka.offline.Storage()
  try {
    await storage.remove(offlineUri)
  } catch {
    // Already removed (another tab, a cleared site): nothing is left to free.
  } finally {
    await storage.destroy().catch(() => {})
  }
}

/**
 * Copies shaka holds that no finished download plays from (the app closed mid-download, or while
 * deleting): their space is freed. `keep` are the offline addresses of finished downloads.
 */
export async function removeStrayFilms(keep: ReadonlySet<string>) {
  const shaka = await loadShaka()
  const storage = new shaka.offline.Storage()
  try {
    for (const content of await storage.list()) {
      if (content.offlineUri && !keep.has(content.offlineUri)) {
        await storage.remove(content.offlineUri).catch(() => {})
      }
    }
  } finally {
    await storage.destroy().catch(() => {})
  }
}
