/**
 * What the downloads feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { DownloadSection } from './components/DownloadSection.tsx'
export { DownloadsLink, DownloadsMenuEntry } from './components/DownloadsLink.tsx'
export { FilmDownload } from './components/FilmDownload.tsx'
export { filmKey } from './films/film-records.ts'
export { useFilmDownload } from './films/film-store.ts'
export { useKeptChapters } from './use-downloads.ts'

/** Said only where a chapter failed to load: its code comes then. */
export const loadOfflineChapterNotice = () => import('./components/OfflineChapterNotice.tsx')
