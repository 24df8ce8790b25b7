import type { Flow } from '../flow.ts'
import { likeAndSave } from './actions.ts'
import { details, home, infiniteList, searchWithoutAccents } from './browse.ts'
import { film } from './film.ts'
import { offlineChapter } from './offline.ts'
import { comicReader, novelReader } from './readers.ts'

/** Every flow, in the order they run in each engine. */
export const flows: Flow[] = [
  home,
  infiniteList,
  searchWithoutAccents,
  ...details,
  likeAndSave,
  comicReader,
  novelReader,
  film,
  offlineChapter,
]
