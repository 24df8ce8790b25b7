import { useLingui } from '@lingui/react/macro'
import type { LibraryPost } from '../../../entities/library/library-store.ts'
import { positionOf } from '../../../entities/reading/positions.ts'
import { isIndexRead, readRunsOf } from '../../../entities/reading/read-marks.ts'
import { usePosttypeWords } from '../../detail/index.ts'
import { filmResumeKey, resumeFraction } from '../../player/index.ts'

/**
 * Where the reader is with a post of the history: its chapter (a film's episode) and how far
 * through it, or that it was read (watched) to its end. Nothing for a post opened at its page only.
 */
export function HistoryNote({ post }: { post: LibraryPost }) {
  const { t } = useLingui()
  const words = usePosttypeWords(post.posttype)
  const chapter = post.chapter
  if (chapter === undefined || post.posttype === 'game') return null
  const film = post.posttype === 'movie'
  const where = film ? t`Episode ${chapter}` : t`Chapter ${chapter}`
  if (isIndexRead(readRunsOf(post.id), chapter)) return `${where} · ${words.done}`
  const fraction = film
    ? resumeFraction(filmResumeKey(post.id, chapter))
    : positionOf(post.id, chapter)?.fraction
  return fraction === undefined ? where : `${where} · ${Math.round(fraction * 100)}%`
}
