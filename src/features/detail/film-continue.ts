import type { PostDetail } from '../../contract/schemas/detail.ts'
import { useLibrary } from '../../entities/library/use-library.ts'
import { isIndexRead, useReadRuns } from '../../entities/reading/read-marks.ts'
import { useHydrated } from '../../shared/react/use-hydrated.ts'
import { filmResumeKey, resumeFraction } from '../player/index.ts'

/** Where a film goes on: the episode, and how far through it the viewer is (none when not begun). */
export interface FilmContinue {
  index: number
  percent?: number | undefined
}

/**
 * The episode to go on with: the one last played (the library's history, which follows the member to
 * every device), at its kept place; once it was watched to its end, the one after it. Nothing before
 * the first episode is played, nor after the last is watched: the page then offers the start.
 */
export function useFilmContinue(detail: PostDetail | undefined): FilmContinue | undefined {
  const history = useLibrary().viewedHistory
  const runs = useReadRuns(detail?.id ?? 0)
  // The device's: the server draws the page without it (and the app takes it over as drawn).
  const hydrated = useHydrated()
  if (detail?.posttype !== 'movie' || !hydrated) return undefined
  const last = history.find((post) => post.id === detail.id)?.chapter
  const newest = detail.last_chapter?.index
  if (last === undefined || newest === undefined || last > newest) return undefined
  const fraction = resumeFraction(filmResumeKey(detail.id, last))
  if (isIndexRead(runs, last) && !fraction) {
    return last < newest ? { index: last + 1 } : undefined
  }
  return { index: last, percent: fraction === undefined ? undefined : Math.round(fraction * 100) }
}
