import { useSyncExternalStore } from 'react'
import { createRecordStore } from '../record-store.ts'
import { byAdded, type FilmDownload, filmDownloadSchema } from './film-records.ts'

/** Film episodes live beside the chapters in the downloads database, under `film:` keys. */
export const filmStore = createRecordStore('film:', filmDownloadSchema, byAdded)

/** Every downloaded (or downloading) film episode, following the downloads as they go. */
export function useFilmDownloads(): FilmDownload[] {
  return useSyncExternalStore(filmStore.subscribe, filmStore.all, () => noFilms)
}

/** What a page the server drew shows: the device's downloads follow once the app has taken it over. */
const noFilms: FilmDownload[] = []

/** The download of one episode, if there is one. */
export function useFilmDownload(key: string): FilmDownload | undefined {
  return useSyncExternalStore(
    filmStore.subscribe,
    () => filmStore.get(key),
    () => undefined,
  )
}
